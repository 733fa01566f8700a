import { Link, useParams } from 'react-router-dom';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { OrderGate } from '../features/order-loader';
import { useOrderStylesheet } from '../order-styles/use-order-stylesheet';

/** `/rezerwacja/:orderId/niedostepna/`: the order's unavailable mode, with other dates of the hotel that have places. */
export function UnavailablePage() {
  useOrderStylesheet();
  const { t } = useTranslation('order');
  const { orderId = '' } = useParams();
  return (
    <RemoteFrame remote="order" title={t('unavailable.heading')}>
      <p>{t('unavailable.text')}</p>
      <OrderGate orderId={orderId}>
        {(order) =>
          order.alternatives.length > 0 ? (
            <section aria-labelledby="order-alternatives-heading">
              <h2 id="order-alternatives-heading">{t('unavailable.alternatives')}</h2>
              <ul>
                {order.alternatives.map((offer) => (
                  <li key={offer.hash}>
                    <Link to={`/oferta/${offer.hash}/`}>
                      {offer.hotelName}: {formatDate(offer.departureDate)} – {formatDate(offer.returnDate)}, {formatPrice(offer.priceTotal)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </OrderGate>
      <Link to="/">{t('unavailable.searchLink')}</Link>
    </RemoteFrame>
  );
}
