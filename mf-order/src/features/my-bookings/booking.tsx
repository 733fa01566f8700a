import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MY_BOOKINGS_PATH } from '@travel/contracts/routes';
import type { BookingDocument, CustomerBookingDetail } from '@travel/contracts/api/customer';
import { ApiError } from '@travel/api-client';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, LoadingText } from '@travel/ui';
import { TransactionFeeLine } from '../../payment-fee';
import { useBooking, usePayBalance } from './use-my-bookings';

const ONLINE_METHODS = ['card', 'blik', 'pay-by-link'] as const;

/** Pays the open balance online; the gateway's return lands on the payment tracking page. */
function PayBalance({ directPaymentId }: { directPaymentId: string }) {
  const { t } = useTranslation('order');
  const [methodId, setMethodId] = useState<(typeof ONLINE_METHODS)[number]>('card');
  // One key per intent: a retried click reuses it, so the balance is never paid twice.
  const key = useRef(globalThis.crypto.randomUUID());
  const pay = usePayBalance();
  const submit = () =>
    pay.mutate(
      { body: { directPaymentId, methodId }, idempotencyKey: key.current },
      {
        onSuccess: (answer) => {
          key.current = globalThis.crypto.randomUUID();
          if (answer.action.type === 'redirect') window.location.assign(answer.action.url);
        },
      },
    );
  return (
    <form
      className="booking__pay"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend>{t('booking.payBalanceMethod')}</legend>
        {ONLINE_METHODS.map((id) => (
          <label key={id}>
            <input type="radio" name="booking-pay-method" value={id} checked={methodId === id} onChange={() => setMethodId(id)} />{' '}
            {t(`payment.methods.${id}`)}
          </label>
        ))}
      </fieldset>
      <TransactionFeeLine service={{ kind: 'direct-payment', directPaymentId }} methodId={methodId} />
      {pay.isError ? <p role="alert">{t('booking.payBalanceFailed')}</p> : null}
      <Button type="submit" disabled={pay.isPending} data-testid="booking-pay-balance">
        {pay.isPending ? t('booking.paying') : t('booking.payBalance')}
      </Button>
    </form>
  );
}

/** The booking's PDFs, each a download link (the server renders them; docs/adr/0241-documents-as-pdfs.md). */
export function BookingDocumentLinks({ documents }: { documents: readonly BookingDocument[] }) {
  const { t } = useTranslation('order');
  if (documents.length === 0) return <p>{t('booking.documentsNone')}</p>;
  return (
    <ul className="booking__documents" data-testid="booking-documents">
      {documents.map((d) => (
        <li key={d.kind}>
          <a href={d.url} download data-document={d.kind}>
            {t('booking.documentDownload', { title: d.title })}
          </a>
        </li>
      ))}
    </ul>
  );
}

function BookingDetail({ booking }: { booking: CustomerBookingDetail }) {
  const { t } = useTranslation('order');
  const { order, balance, payments, contact } = booking;
  const participants = order.client.valid?.participants ?? [];
  return (
    <article className="booking" data-testid="booking" data-state={order.state}>
      <h2>{order.reservation ? t('booking.titleNumber', { number: order.reservation.number }) : t('booking.title')}</h2>
      <section aria-labelledby="booking-status">
        <h3 id="booking-status">{t('booking.status')}</h3>
        <p data-testid="booking-status">{t(`myBookings.state.${order.state}`)}</p>
      </section>
      <section aria-labelledby="booking-trip">
        <h3 id="booking-trip">{t('booking.trip')}</h3>
        <p>
          {order.offer.hotelName}, {order.offer.destination.name}, {order.offer.destination.country}
        </p>
        <p>{t('booking.dates', { from: formatDate(order.offer.departureDate), to: formatDate(order.offer.returnDate) })}</p>
      </section>
      <section aria-labelledby="booking-participants">
        <h3 id="booking-participants">{t('booking.participants')}</h3>
        <ul>
          {participants.map((p, i) => (
            // Participants have no id of their own; their order is the booking's.
            // oxlint-disable-next-line react/no-array-index-key
            <li key={i}>
              {p.firstName} {p.lastName}, {formatDate(p.birthDate)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="booking-extras">
        <h3 id="booking-extras">{t('booking.extras')}</h3>
        {order.products.length === 0 ? (
          <p>{t('booking.noExtras')}</p>
        ) : (
          <ul>
            {order.products.map((p) => (
              <li key={p.code}>
                {t(`extras.products.${p.code}`)} × {p.quantity}: {formatPrice(p.total)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="booking-schedule">
        <h3 id="booking-schedule">{t('booking.schedule')}</h3>
        <p>{t('booking.total', { amount: formatPrice(order.price.total) })}</p>
        <p data-testid="booking-paid">{t('booking.paidSoFar', { amount: formatPrice(order.payment.paid) })}</p>
        {balance && balance.status !== 'paid' ? (
          <p data-testid="booking-balance">
            {t('booking.balanceDue', { amount: formatPrice(balance.amount), date: formatDate(balance.dueDate) })}
          </p>
        ) : null}
        {order.payment.due === 0 ? <p data-testid="booking-paid-in-full">{t('booking.paidInFull')}</p> : null}
        {balance && (balance.status === 'open' || balance.status === 'expired') && order.state !== 'cancelled' ? (
          <PayBalance directPaymentId={balance.directPaymentId} />
        ) : null}
      </section>
      <section aria-labelledby="booking-payments">
        <h3 id="booking-payments">{t('booking.payments')}</h3>
        {payments.length === 0 ? (
          <p>{t('booking.noPayments')}</p>
        ) : (
          <ul>
            {payments.map((p) => (
              <li key={p.createdAt + p.part}>
                {formatDate(p.createdAt)}{' '}
                {t('booking.paymentLine', {
                  part: t(`booking.part.${p.part}`),
                  amount: formatPrice(p.amount),
                  status: t(`booking.paymentStatus.${p.status}`),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="booking-documents">
        <h3 id="booking-documents">{t('booking.documents')}</h3>
        <BookingDocumentLinks documents={booking.documents} />
        {booking.documents.length > 0 ? <p>{t('booking.documentsSent')}</p> : null}
      </section>
      <section aria-labelledby="booking-contact">
        <h3 id="booking-contact">{t('booking.contact')}</h3>
        <p>{t('booking.contactText', contact)}</p>
      </section>
      <Link to={MY_BOOKINGS_PATH}>{t('booking.back')}</Link>
    </article>
  );
}

/** One reservation's page: loading, not found, not this visitor's, failed, or the booking. */
export function Booking({ orderId }: { orderId: string }) {
  const { t } = useTranslation('order');
  const booking = useBooking(orderId);
  if (booking.isPending) return <LoadingText>{t('booking.loading')}</LoadingText>;
  if (booking.isError) {
    const status = booking.error instanceof ApiError ? booking.error.status : 0;
    if (status === 404 || status === 400) return <p role="alert">{t('booking.notFound')}</p>;
    if (status === 403)
      return (
        <div role="alert">
          <p>{t('booking.notYours')}</p>
          <Link to={MY_BOOKINGS_PATH}>{t('booking.signInLink')}</Link>
        </div>
      );
    return <ErrorMessage title={t('booking.loadError')} onRetry={() => void booking.refetch()} retryLabel={t('retry')} />;
  }
  return <BookingDetail booking={booking.data} />;
}

/**
 * What happens next, on the thank-you page of a booked order: the e-mail with the documents, the
 * balance and its date (or paid in full), the documents to download and the booking page. Only
 * the order's owner gets the booking; anyone else sees the general text alone.
 */
export function BookingNextSteps({ orderId }: { orderId: string }) {
  const { t } = useTranslation('order');
  const booking = useBooking(orderId);
  const balance = booking.data?.balance;
  const open = balance && balance.status !== 'paid' && booking.data!.order.payment.due > 0;
  return (
    <section aria-labelledby="order-next-steps" className="order-next-steps" data-testid="order-next-steps">
      <h2 id="order-next-steps">{t('thankYou.nextHeading')}</h2>
      <p>{t('thankYou.nextEmail')}</p>
      {booking.data ? (
        <p data-testid="order-next-balance">
          {open
            ? t('thankYou.nextBalanceDate', { amount: formatPrice(balance.amount), date: formatDate(balance.dueDate) })
            : t('thankYou.nextPaidInFull')}
        </p>
      ) : null}
      {booking.data ? (
        <>
          <h3>{t('thankYou.documentsHeading')}</h3>
          <BookingDocumentLinks documents={booking.data.documents} />
        </>
      ) : booking.isPending ? (
        <LoadingText>{t('booking.loading')}</LoadingText>
      ) : null}
      <p>
        <Link to={`/moje-rezerwacje/${orderId}/`} data-testid="order-booking-link">
          {t('thankYou.bookingLink')}
        </Link>
      </p>
      <p>{t('thankYou.nextSignIn')}</p>
    </section>
  );
}
