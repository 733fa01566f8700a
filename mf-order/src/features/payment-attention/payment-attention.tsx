import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@travel/api-client';
import type { AttentionPayment, OverdueBalance, PaymentAttention, RefusedNotification } from '@travel/contracts';
import { formatPrice, useTranslation } from '@travel/i18n';
import { Button, ScrollRegion } from '@travel/ui';

export interface PaymentAttentionListsProps {
  /** The lists; `undefined` while they load. */
  data: PaymentAttention | undefined;
  loadFailed: boolean;
  onRetry(): void;
  /** Starts (or repeats) the refund of a payment; answers its status after, rejects when the API refused. */
  onRefund(payment: AttentionPayment): Promise<{ status: AttentionPayment['status'] }>;
}

type Outcome = { kind: 'refunded' | 'settled' | 'failed' | 'conflict'; payment: AttentionPayment; status?: AttentionPayment['status'] };
type PaymentSection = 'capturedNotBooked' | 'refunds' | 'doublePayments' | 'latePayments';
const PAYMENT_SECTIONS: readonly PaymentSection[] = ['capturedNotBooked', 'refunds', 'doublePayments', 'latePayments'];

// Amounts as every price reads: '6 300 zł', '1 397,50 zł' (docs/product/validation-and-display.md).
const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Warsaw' });
const day = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeZone: 'Europe/Warsaw' });

/**
 * The payments staff page (ROLE_ADMIN; docs/product/order-and-payment.md): money captured but not
 * booked, refunds, double and late payments, and refused notifications, each with its reservation
 * and gateway session; a refund can be started where one is due. Its outcome is announced and
 * takes focus, since the refunded payment leaves the first list.
 */
export function PaymentAttentionLists({ data, loadFailed, onRetry, onRefund }: PaymentAttentionListsProps) {
  const { t } = useTranslation('staff');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLOutputElement>(null);
  useLayoutEffect(() => {
    if (outcome !== null) outcomeRef.current?.focus();
  }, [outcome]);

  const reservationOf = (p: { reservationNumber: string | null; orderId: string | null }) =>
    p.reservationNumber ?? t('payments.noReservation', { id: p.orderId ?? '—' });

  const refund = async (payment: AttentionPayment) => {
    setBusy(payment.paymentId);
    try {
      const after = await onRefund(payment);
      setOutcome({ kind: after.status === 'refunded' ? 'refunded' : 'settled', payment, status: after.status });
    } catch (error) {
      setOutcome({ kind: error instanceof ApiError && error.status === 409 ? 'conflict' : 'failed', payment });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="payment-attention">
      <p>{t('payments.intro')}</p>
      <output ref={outcomeRef} tabIndex={-1} className="payment-attention__outcome" data-testid="payment-outcome">
        {outcome
          ? t(`payments.outcome.${outcome.kind}`, {
              amount: formatPrice(outcome.payment.amount),
              reservation: reservationOf(outcome.payment),
              status: outcome.status ? t(`payments.status.${outcome.status}`) : '',
            })
          : ''}
      </output>
      {loadFailed ? (
        <p role="alert">
          {t('error')} <Button onClick={onRetry}>{t('payments.retry')}</Button>
        </p>
      ) : data === undefined ? (
        <output className="payment-attention__loading">{t('loading')}</output>
      ) : (
        <>
          {PAYMENT_SECTIONS.map((section) => (
            <PaymentTable
              key={section}
              section={section}
              payments={data[section]}
              reservationOf={reservationOf}
              busy={busy}
              onRefund={(p) => void refund(p)}
            />
          ))}
          <NotificationTable notifications={data.refusedNotifications} reservationOf={reservationOf} />
          <OverdueTable balances={data.overdueBalances} reservationOf={reservationOf} />
        </>
      )}
    </div>
  );
}

function PaymentTable({
  section,
  payments,
  reservationOf,
  busy,
  onRefund,
}: {
  section: PaymentSection;
  payments: readonly AttentionPayment[];
  reservationOf(p: AttentionPayment): string;
  busy: string | null;
  onRefund(p: AttentionPayment): void;
}) {
  const { t } = useTranslation('staff');
  return (
    <AttentionSection section={section} count={payments.length}>
      <thead>
        <tr>
          <th scope="col">{t('payments.columns.reservation')}</th>
          <th scope="col">{t('payments.columns.session')}</th>
          <th scope="col">{t('payments.columns.method')}</th>
          <th scope="col">{t('payments.columns.amount')}</th>
          <th scope="col">{t('payments.columns.status')}</th>
          <th scope="col">{t('payments.columns.refund')}</th>
          <th scope="col">{t('payments.columns.at')}</th>
          <th scope="col">{t('payments.columns.action')}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.paymentId}>
            <td>
              {reservationOf(p)}
              <br />
              <span className="payment-attention__muted">{t(`payments.orderState.${p.orderState}`)}</span>
            </td>
            <td className="payment-attention__session">
              {p.sessionId}
              {p.gatewayOrderId !== null ? (
                <>
                  <br />
                  <span className="payment-attention__muted">{t('payments.gatewayOrder', { id: p.gatewayOrderId })}</span>
                </>
              ) : null}
            </td>
            <td>{p.method}</td>
            <td>{formatPrice(p.amount)}</td>
            <td>{t(`payments.status.${p.status}`)}</td>
            <td>
              {p.refund ? (
                <>
                  {t(`payments.refundStatus.${p.refund.status}`)}: {t(`payments.refundReason.${p.refund.reason}`)}
                  {p.refund.error ? <span className="payment-attention__muted"> ({p.refund.error})</span> : null}
                </>
              ) : (
                t('payments.noRefund')
              )}
            </td>
            <td>{dateTime.format(new Date(p.at))}</td>
            <td>
              {p.refundable && section === 'capturedNotBooked' ? (
                <Button
                  onClick={() => onRefund(p)}
                  disabled={busy !== null}
                  aria-label={t('payments.refundLabel', { amount: formatPrice(p.amount), reservation: reservationOf(p) })}
                >
                  {t('payments.refund')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </AttentionSection>
  );
}

function NotificationTable({
  notifications,
  reservationOf,
}: {
  notifications: readonly RefusedNotification[];
  reservationOf(p: RefusedNotification): string;
}) {
  const { t } = useTranslation('staff');
  return (
    <AttentionSection section="refusedNotifications" count={notifications.length}>
      <thead>
        <tr>
          <th scope="col">{t('payments.columns.reservation')}</th>
          <th scope="col">{t('payments.columns.session')}</th>
          <th scope="col">{t('payments.columns.source')}</th>
          <th scope="col">{t('payments.columns.outcome')}</th>
          <th scope="col">{t('payments.columns.at')}</th>
        </tr>
      </thead>
      <tbody>
        {notifications.map((n, i) => (
          <tr key={`${n.sessionId}-${n.source}-${i}`}>
            <td>{reservationOf(n)}</td>
            <td className="payment-attention__session">{n.sessionId}</td>
            <td>{t(`payments.source.${n.source}`)}</td>
            <td>{n.outcome}</td>
            <td>{dateTime.format(new Date(n.at))}</td>
          </tr>
        ))}
      </tbody>
    </AttentionSection>
  );
}

/** Balances unpaid after their due date: left open for staff to chase (docs/adr/0242-after-the-booking.md). */
function OverdueTable({ balances, reservationOf }: { balances: readonly OverdueBalance[]; reservationOf(b: OverdueBalance): string }) {
  const { t } = useTranslation('staff');
  return (
    <AttentionSection section="overdueBalances" count={balances.length}>
      <thead>
        <tr>
          <th scope="col">{t('payments.columns.reservation')}</th>
          <th scope="col">{t('payments.columns.amount')}</th>
          <th scope="col">{t('payments.columns.dueDate')}</th>
          <th scope="col">{t('payments.columns.departure')}</th>
          <th scope="col">{t('payments.columns.balanceStatus')}</th>
          <th scope="col">{t('payments.columns.booker')}</th>
        </tr>
      </thead>
      <tbody>
        {balances.map((b) => (
          <tr key={b.directPaymentId} data-testid="overdue-balance">
            <td>
              {reservationOf(b)}
              <br />
              <span className="payment-attention__muted">{t(`payments.orderState.${b.orderState}`)}</span>
            </td>
            <td>{formatPrice(b.amount)}</td>
            <td>
              {day.format(new Date(`${b.dueDate}T12:00:00Z`))}
              <br />
              <span className="payment-attention__muted">{t('payments.daysOverdue', { count: b.daysOverdue })}</span>
            </td>
            <td>{day.format(new Date(`${b.departureDate}T12:00:00Z`))}</td>
            <td>{t(`payments.balanceStatus.${b.status}`)}</td>
            <td>{b.booker ? `${b.booker.name}, ${b.booker.email}, ${b.booker.phone}` : '—'}</td>
          </tr>
        ))}
      </tbody>
    </AttentionSection>
  );
}

/** One list: its heading with the count, and its table in a scroll region (or a line saying there is nothing). */
function AttentionSection({
  section,
  count,
  children,
}: {
  section: PaymentSection | 'refusedNotifications' | 'overdueBalances';
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const headingId = `payment-attention-${section}`;
  return (
    <div>
      <h2 id={headingId}>
        {t(`payments.sections.${section}`)} ({count})
      </h2>
      {count === 0 ? (
        <p className="payment-attention__muted">{t('payments.empty')}</p>
      ) : (
        // The table scrolls sideways in its own region, named by the heading, which a keyboard reaches.
        <ScrollRegion labelledBy={headingId}>
          <table aria-labelledby={headingId}>{children}</table>
        </ScrollRegion>
      )}
    </div>
  );
}
