import type { STATIC_PAGES } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { VisuallyHidden } from './visually-hidden';

/** The shop's privacy policy, one of its static pages (a type check only: nothing of the route table is loaded). */
const PRIVACY_POLICY_SLUG = 'polityka-prywatnosci' satisfies keyof typeof STATIC_PAGES;
const PRIVACY_POLICY_PATH = `/${PRIVACY_POLICY_SLUG}/`;

/**
 * 'Polityka prywatności', the link a consent to the processing of personal data ends with, inside
 * the consent's label (docs/product/newsletter-and-enquiries.md, docs/product/order-and-payment.md).
 * The policy opens in a new tab, said to screen readers too, so the form keeps what was typed; a
 * link inside a label is followed, not taken as a click on the box. Words from `common.json`
 * (`privacyPolicyLink`).
 */
export function PrivacyPolicyLink() {
  const { t } = useTranslation('common');
  return (
    <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
      {t('privacyPolicyLink.label')}
      <VisuallyHidden> {t('privacyPolicyLink.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
