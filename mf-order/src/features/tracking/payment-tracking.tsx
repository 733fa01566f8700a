import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '@travel/api-client';
import { TRACKING_TYPES, type TrackingType } from '@travel/contracts/routes';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import type { paymentActionSchema } from '@travel/contracts/api/purchase';
import type { z } from 'zod';
import { CancelledOrder } from '../../cancelled-order';
import { usePaymentStatus, useTrackPurchase } from './api/use-payment-status';
import { PaidAmount } from './paid-amount';

/** A traditional transfer's details: the payment call's `info` action. */
export type TransferDetails = Extract<z.infer<typeof paymentActionSchema>, { type: 'info' }>['transfer'];

export interface PaymentTrackingProps {
  orderHash: string;
  /** The type in the URL; the server's answer decides which page fits. */
  urlType: TrackingType;
  /** A traditional transfer's details, when the payment step has just registered one. */
  transfer?: TransferDetails | undefined;
  /** Renders the page frame with the heading of the type the server confirms. */
  renderFrame: (type: TrackingType, body: ReactNode) => ReactNode;
}

const trackingPath = (type: TrackingType, orderHash: string) =>
  `/platnosc/${TRACKING_TYPES.find((entry) => entry.type === type)?.segment ?? 'podsumowanie'}/${orderHash}/`;

/** A tracking page: the payment status as the server has it, polled while pending; the URL follows the server. */
export function PaymentTracking({ orderHash, urlType, transfer, renderFrame }: PaymentTrackingProps) {
  const { t } = useTranslation('payment');
  const status = usePaymentStatus(orderHash);
  const navigate = useNavigate();
  useTrackPurchase(status.data);
  const serverType = status.data?.trackingType;

  useEffect(() => {
    if (serverType && serverType !== urlType) navigate(trackingPath(serverType, orderHash), { replace: true });
  }, [serverType, urlType, orderHash, navigate]);

  if (status.isPending) return renderFrame(urlType === 'success' ? 'summary' : urlType, <LoadingText>{t('status.loading')}</LoadingText>);
  if (status.isError) {
    const notFound = status.error instanceof ApiError && (status.error.status === 404 || status.error.status === 400);
    return renderFrame(
      'summary',
      notFound ? (
        <div role="alert">
          <p>{t('status.notFound')}</p>
          <Link to="/">{t('home')}</Link>
        </div>
      ) : (
        <ErrorMessage title={t('status.loadFailed')} onRetry={() => void status.refetch()} retryLabel={t('retryPayment')} />
      ),
    );
  }
  const answer = status.data;
  // A declined or expired payment cancels the order (docs/product/order-and-payment.md): it cannot be paid again, only booked anew.
  const cancelled = answer.orderState === 'cancelled';
  return renderFrame(
    answer.trackingType,
    <div className="order-tracking" data-payment-status={answer.status ?? 'none'}>
      {cancelled ? null : <p>{t(`tracking.${answer.trackingType}.text`)}</p>}
      <output>{t(`status.${answer.status ?? 'pending'}`)}</output>
      {cancelled ? <CancelledOrder offer={answer.offer} /> : null}
      {transfer && answer.trackingType === 'offline' ? (
        <section aria-labelledby="order-transfer-heading">
          <h2 id="order-transfer-heading">{t('transfer.heading')}</h2>
          <dl>
            <dt>{t('transfer.recipient')}</dt>
            <dd>{transfer.recipient}</dd>
            <dt>{t('transfer.accountNumber')}</dt>
            <dd>{transfer.accountNumber}</dd>
            <dt>{t('transfer.title')}</dt>
            <dd>{transfer.title}</dd>
            <dt>{t('transfer.amount')}</dt>
            <dd>{formatPrice(transfer.amount)}</dd>
            <dt>{t('transfer.dueDate')}</dt>
            <dd>{formatDate(transfer.dueDate)}</dd>
          </dl>
        </section>
      ) : null}
      {answer.reservationNumber ? <p>{t('reservationNumber', { number: answer.reservationNumber })}</p> : null}
      <PaidAmount answer={answer} />
      {answer.trackingType === 'failure' && !cancelled ? (
        <Link to={`/rezerwacja/${answer.orderId}/platnosc/`}>{t('retryPayment')}</Link>
      ) : null}
      {answer.trackingType === 'summary' && answer.orderState === 'pending' && answer.paid === 0 ? (
        // A payment abandoned at the gateway: the order is still held, so it can still be paid (docs/product/order-and-payment.md).
        <p>
          {t('abandoned')} <Link to={`/rezerwacja/${answer.orderId}/platnosc/`}>{t('backToPayment')}</Link>
        </p>
      ) : null}
      <Link to="/">{t('home')}</Link>
    </div>,
  );
}
