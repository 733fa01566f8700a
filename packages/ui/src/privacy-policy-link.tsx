import { useTranslation } from '@travel/i18n';
import { NewTabPageLink } from './new-tab-page-link';

/**
 * 'Polityka prywatności', the link a consent to the processing of personal data ends with, inside
 * the consent's label (docs/product/newsletter-and-enquiries.md, docs/product/order-and-payment.md).
 * Words from `common.json` (`privacyPolicyLink`).
 */
export function PrivacyPolicyLink() {
  const { t } = useTranslation('common');
  return (
    <NewTabPageLink slug="polityka-prywatnosci" label={t('privacyPolicyLink.label')} newTabHint={t('privacyPolicyLink.opensInNewTab')} />
  );
}
