import { Link, Navigate, useParams } from 'react-router-dom';
import type { OrderDetail } from '@travel/contracts/api/purchase';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { LoadingText, RemoteFrame } from '@travel/ui';
import { CancelledOrder } from '../cancelled-order';
import { useOfferRecheck } from '../features/client-confirm';
import { OrderGate } from '../features/order-loader';
import { stepPath } from '../features/step-nav';
import { useOrderStore } from '../order-store';
import { useOrderStylesheet } from '../order-styles/use-order-stylesheet';

function Unavailable({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  return (
    <>
      <p>{t('unavailable.text')}</p>
      {order.alternatives.length > 0 ? (
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
      ) : null}
    </>
  );
}

/** An order not yet reserved: unavailable only when the live check of its offer says so, else back to its step. */
function UnavailableOrStep({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const reached = useOrderStore((s) => s.step);
  const recheck = useOfferRecheck(order.id);
  if (recheck.isPending) return <LoadingText>{t('confirm.checking')}</LoadingText>;
  if (recheck.data?.available) return <Navigate replace to={stepPath(order.id, reached)} />;
  return <Unavailable order={order} />;
}

/**
 * The page follows the order's real state (docs/product/order-and-payment.md): a paid or reserved
 * order goes to its thank-you or payment page, a cancelled one says so.
 */
function UnavailableForOrder({ order }: { order: OrderDetail }) {
  if (order.mode === 'unavailable') return <Unavailable order={order} />;
  if (order.state === 'cancelled') return <CancelledOrder offer={order.offer} />;
  if (order.state === 'paid' || order.mode === 'thank-you') return <Navigate replace to={`/rezerwacja/${order.id}/dziekujemy/`} />;
  if (order.state === 'pending') return <Navigate replace to={stepPath(order.id, 'payment')} />;
  return <UnavailableOrStep order={order} />;
}

/** `/rezerwacja/:orderId/niedostepna/`: the order's unavailable mode, with other dates of the hotel that have places. */
export function UnavailablePage() {
  useOrderStylesheet();
  const { t } = useTranslation('order');
  const { orderId = '' } = useParams();
  return (
    <RemoteFrame remote="order" title={t('unavailable.heading')}>
      <OrderGate orderId={orderId}>{(order) => <UnavailableForOrder order={order} />}</OrderGate>
      <Link to="/">{t('unavailable.searchLink')}</Link>
    </RemoteFrame>
  );
}
