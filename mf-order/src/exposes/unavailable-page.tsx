import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { OrderLayout } from '../layout/order-layout';

/** `/rezerwacja/:orderId/niedostepna/`: the order's unavailable mode. */
export function UnavailablePage() {
  const { t } = useTranslation('order');
  return (
    <OrderLayout title={t('unavailable.heading')}>
      <p>{t('unavailable.text')}</p>
      <Link to="/">{t('unavailable.searchLink')}</Link>
    </OrderLayout>
  );
}
