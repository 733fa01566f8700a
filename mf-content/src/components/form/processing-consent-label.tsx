import { useTranslation } from '@travel/i18n';
import { PrivacyPolicyLink } from '@travel/ui';

/**
 * The statement of an enquiry form's consent to the processing of the visitor's data, with a link
 * to the privacy policy that describes it (docs/product/newsletter-and-enquiries.md): the shared
 * `PrivacyPolicyLink`, in a new tab so the form keeps what was typed.
 */
export function ProcessingConsentLabel() {
  const { t } = useTranslation('contact');
  return (
    <>
      {t('forms.consentText')} <PrivacyPolicyLink />
    </>
  );
}
