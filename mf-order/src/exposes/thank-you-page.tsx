import { Link, Navigate, useParams } from 'react-router-dom';
import type { OrderDetail } from '@travel/contracts/api/purchase';
import { useTranslation } from '@travel/i18n';
import { LoadingText, RemoteFrame } from '@travel/ui';
import { CancelledOrder } from '../cancelled-order';
import { useCheckoutSummaryStep } from '../features/checkout-progress';
import { BookingNextSteps } from '../features/my-bookings';
import { OrderGate } from '../features/order-loader';
import { stepPath } from '../features/step-nav';
import { PaidAmount, usePaymentStatus, useTrackPurchase } from '../features/tracking';
import { useOrderStore } from '../order-store';
import { useOrderStylesheet } from '../order-styles/use-order-stylesheet';

function ThankYou({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const { t: tp } = useTranslation('payment');
  // The page asks the server; arriving here from the gateway proves nothing by itself.
  const status = usePaymentStatus(order.orderHash);
  useTrackPurchase(status.data);
  useCheckoutSummaryStep(order, status.data !== undefined);
  if (status.isPending) return <LoadingText>{tp('status.loading')}</LoadingText>;
  const answer = status.data;
  const paymentStatus = answer?.status ?? order.payment.status ?? 'pending';
  const number = answer?.reservationNumber ?? order.reservation?.number ?? null;
  return (
    <div className="order-thank-you" data-payment-status={paymentStatus}>
      {paymentStatus === 'paid' ? <p>{t('thankYou.text')}</p> : null}
      <output>{tp(`status.${paymentStatus}`)}</output>
      {number ? <p data-testid="order-reservation-number">{tp('reservationNumber', { number })}</p> : null}
      {answer ? <PaidAmount answer={answer} /> : null}
      {paymentStatus === 'paid' ? <BookingNextSteps orderId={order.id} /> : null}
      {paymentStatus === 'fail' || paymentStatus === 'expired' ? (
        <Link to={`/rezerwacja/${order.id}/platnosc/`}>{tp('retryPayment')}</Link>
      ) : null}
      <Link to="/">{tp('home')}</Link>
    </div>
  );
}

/**
 * The thank-you page fits an order with a payment (docs/product/order-and-payment.md); an order
 * not yet reserved goes to its step, a reserved one never paid to the payment step, a cancelled one says so.
 */
function ThankYouOrStep({ order }: { order: OrderDetail }) {
  const reached = useOrderStore((s) => s.step);
  if (order.state === 'cancelled') return <CancelledOrder offer={order.offer} />;
  if (order.state === 'new' && order.mode !== 'thank-you') return <Navigate replace to={stepPath(order.id, reached)} />;
  if (order.state === 'pending' && order.payment.status === null) return <Navigate replace to={stepPath(order.id, 'payment')} />;
  return <ThankYou order={order} />;
}

/** `/rezerwacja/:orderId/dziekujemy/`: the order's thank-you mode, with the payment status the server confirms. */
export function ThankYouPage() {
  useOrderStylesheet();
  const { t } = useTranslation('order');
  const { orderId = '' } = useParams();
  return (
    <RemoteFrame remote="order" title={t('thankYou.heading')}>
      <OrderGate orderId={orderId}>{(order) => <ThankYouOrStep order={order} />}</OrderGate>
    </RemoteFrame>
  );
}
