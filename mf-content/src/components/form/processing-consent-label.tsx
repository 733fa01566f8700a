import { useTranslation } from '@travel/i18n';
import { VisuallyHidden } from '@travel/ui';
import { staticPagePath } from '../../content/pages';

const PRIVACY_POLICY_PATH = staticPagePath('polityka-prywatnosci');

/**
 * The statement of an enquiry form's consent to the processing of the visitor's data, with a link
 * to the privacy policy that describes it (docs/product/newsletter-and-enquiries.md). The policy
 * opens in a new tab, said to screen readers too, so the form keeps what was typed; a link inside a
 * label is followed, not taken as a click on the box.
 */
export function ProcessingConsentLabel() {
  const { t } = useTranslation('contact');
  return (
    <>
      {t('forms.consentText')}{' '}
      <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
        {t('forms.privacyPolicyLink')}
        <VisuallyHidden> {t('forms.opensInNewTab')}</VisuallyHidden>
      </a>
    </>
  );
}
