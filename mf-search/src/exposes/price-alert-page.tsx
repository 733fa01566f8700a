import { useLocation } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { PriceAlertConfirmation } from '@travel/price-alerts';
import { RemoteFrame } from '@travel/ui';

/** `/powiadomienie-o-cenie/?potwierdz=…` or `?wylacz=…&podpis=…`: the links of price-alert e-mails (docs/product/price-alerts.md). */
export function PriceAlertPage() {
  const { t } = useTranslation('common');
  const { search } = useLocation();
  return (
    <RemoteFrame remote="search" title={t('priceAlert.page.heading')}>
      <PriceAlertConfirmation search={search} />
    </RemoteFrame>
  );
}
