import { Link } from 'react-router-dom';
import type { Order } from '@travel/contracts/api/purchase';
import { useTranslation } from '@travel/i18n';

export interface CancelledOrderProps {
  /** The offer the order was made for: the way back to book it again. */
  offer: Order['offer'];
}

/**
 * A cancelled order (hold ended or payment declined; docs/product/order-and-payment.md): it can
 * no longer be paid or changed, the places are back on sale, so the way on is a new booking.
 */
export function CancelledOrder({ offer }: CancelledOrderProps) {
  const { t } = useTranslation('order');
  return (
    <section className="order-cancelled" aria-labelledby="order-cancelled-heading" data-testid="order-cancelled">
      <h2 id="order-cancelled-heading">{t('cancelled.heading')}</h2>
      <p>{t('cancelled.text')}</p>
      <p>{t('cancelled.noMoney')}</p>
      <ul className="order-cancelled__links">
        <li>
          <Link to={`/oferta/${offer.hash}/`}>{t('cancelled.offerLink')}</Link>
        </li>
        <li>
          <Link to={`/hotel/${offer.hotelSlug}/`}>{t('cancelled.hotelLink', { hotel: offer.hotelName })}</Link>
        </li>
      </ul>
    </section>
  );
}
