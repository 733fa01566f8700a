import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { OrderLayout } from '../layout/order-layout';

/** `/rezerwacja/:orderId/dziekujemy/`: the order's thank-you mode. */
export function ThankYouPage() {
  const { t } = useTranslation('order');
  const { orderId = '' } = useParams();
  return (
    <OrderLayout title={t('thankYou.heading')}>
      <p>{t('thankYou.text')}</p>
      <p>{t('reservationNumber', { id: orderId })}</p>
    </OrderLayout>
  );
}
