import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { Booking } from '../features/my-bookings';
import { useOrderStylesheet } from '../order-styles/use-order-stylesheet';

/** `/moje-rezerwacje/:orderId/`: one reservation for its owner (docs/adr/0240-customer-access.md). */
export function BookingPage() {
  useOrderStylesheet();
  const { t } = useTranslation('order');
  const { orderId = '' } = useParams();
  return (
    <RemoteFrame remote="order" title={t('booking.title')}>
      <Booking orderId={orderId} />
    </RemoteFrame>
  );
}
