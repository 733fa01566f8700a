import { useTranslation } from '@travel/i18n';
import { NewTabPageLink } from './new-tab-page-link';

/**
 * 'Regulamin serwisu', the link the consent to the shop's terms ends with, inside the consent's label
 * (docs/product/order-and-payment.md). Words from `common.json` (`termsLink`).
 */
export function TermsLink() {
  const { t } = useTranslation('common');
  return <NewTabPageLink slug="regulamin" label={t('termsLink.label')} newTabHint={t('termsLink.opensInNewTab')} />;
}
