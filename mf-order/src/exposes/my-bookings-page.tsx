import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { MyBookings } from '../features/my-bookings';
import { useOrderStylesheet } from '../order-styles/use-order-stylesheet';

/** `/moje-rezerwacje/` and the e-mailed link's `/moje-rezerwacje/zaloguj/`: a shopper's own bookings, no password. */
export function MyBookingsPage() {
  useOrderStylesheet();
  const { t } = useTranslation('order');
  return (
    <RemoteFrame remote="order" title={t('myBookings.title')}>
      <MyBookings />
    </RemoteFrame>
  );
}
