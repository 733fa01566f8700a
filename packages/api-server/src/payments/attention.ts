import { sql, type SQL } from 'drizzle-orm';
import type { AttentionPayment, PaymentAttention, RefusedNotification } from '@travel/contracts';
import type { Queryable } from '../db/connection';
import { HttpError } from '../lib/http';
import { zl } from '../search/offers';
import type { PaymentDeps } from './payment-deps';
import { paymentRow } from './payment-row';
import { reconcilePayment } from './reconcile';
import { processRefund } from './settle-payment';
import { overdueBalances } from '../customers/overdue-balances';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** Rows per list: the page shows what needs attention now, not the history. */
const LIST = 100;

interface Row {
  payment_id: string;
  order_id: string;
  reservation_number: string | null;
  order_state: AttentionPayment['orderState'];
  session_id: string;
  gateway_order_id: number | null;
  method: string;
  amount: number;
  status: AttentionPayment['status'];
  at: string;
  refund_status: 'pending' | 'done' | 'failed' | null;
  refund_reason: 'order-cancelled' | 'double-payment' | 'staff' | null;
  refund_error: string | null;
  refund_created_at: string | null;
  refund_done_at: string | null;
}

async function paymentsWhere(db: Queryable, where: SQL): Promise<AttentionPayment[]> {
  const rows = await db.rows<Row>(sql`
    SELECT p.id::text AS payment_id, p.order_id::text AS order_id, o.reservation_number, o.state AS order_state, p.session_id,
      p.gateway_order_id::float8 AS gateway_order_id, p.method, p.amount, p.status, coalesce(${iso('p.paid_at')}, ${iso('p.created_at')}) AS at,
      r.status AS refund_status, r.reason AS refund_reason, r.error AS refund_error, ${iso('r.created_at')} AS refund_created_at,
      ${iso('r.done_at')} AS refund_done_at
    FROM payments p JOIN orders o ON o.id = p.order_id LEFT JOIN payment_refunds r ON r.payment_id = p.id
    WHERE ${where} ORDER BY coalesce(p.paid_at, p.created_at) DESC LIMIT ${LIST}`);
  return rows.map((r) => ({
    paymentId: r.payment_id,
    orderId: r.order_id,
    reservationNumber: r.reservation_number,
    orderState: r.order_state,
    sessionId: r.session_id,
    gatewayOrderId: r.gateway_order_id,
    method: r.method,
    amount: zl(r.amount),
    status: r.status,
    at: r.at,
    refund:
      r.refund_status && r.refund_reason && r.refund_created_at
        ? {
            status: r.refund_status,
            reason: r.refund_reason,
            error: r.refund_error,
            createdAt: r.refund_created_at,
            doneAt: r.refund_done_at,
          }
        : null,
    refundable: isRefundable(r.status, r.refund_status),
  }));
}

const isRefundable = (status: AttentionPayment['status'], refund: Row['refund_status']): boolean =>
  status === 'verifying' || (status === 'refund-pending' && refund !== 'done');

/** What the staff page lists (docs/adr/0200-payment-state-machine.md, "attention list"). */
export async function paymentAttention(db: Queryable, today: string): Promise<PaymentAttention> {
  const incident = (kinds: string[]) =>
    sql`EXISTS (SELECT 1 FROM payment_incidents i WHERE i.payment_id = p.id AND i.kind IN (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )}))`;
  const refused = await db.rows<{
    session_id: string;
    order_id: string | null;
    reservation_number: string | null;
    source: 'shop' | 'gateway';
    outcome: string;
    at: string;
  }>(sql`
    SELECT * FROM (
      SELECT n.session_id, p.order_id::text AS order_id, o.reservation_number, 'shop' AS source, n.outcome, ${iso('n.received_at')} AS at
      FROM payment_notifications n LEFT JOIN payments p ON p.session_id = n.session_id LEFT JOIN orders o ON o.id = p.order_id
      WHERE n.outcome IN ('unknown-session', 'amount-mismatch', 'not-verified')
      UNION ALL
      SELECT d.session_id, p.order_id::text, o.reservation_number, 'gateway', 'HTTP ' || coalesce(d.last_status, 0)::text,
        ${iso('d.created_at')}
      FROM sandbox_deliveries d LEFT JOIN payments p ON p.session_id = d.session_id LEFT JOIN orders o ON o.id = p.order_id
      WHERE d.attempts > 0 AND d.last_status IS DISTINCT FROM 200
    ) x ORDER BY at DESC LIMIT ${LIST}`);
  return {
    capturedNotBooked: await paymentsWhere(db, sql`p.status IN ('verifying', 'refund-pending')`),
    refunds: await paymentsWhere(db, sql`r.id IS NOT NULL`),
    doublePayments: await paymentsWhere(db, incident(['double-payment'])),
    latePayments: await paymentsWhere(db, incident(['late-payment-rebooked', 'late-payment-refunded'])),
    refusedNotifications: refused.map((r): RefusedNotification => ({
      sessionId: r.session_id,
      orderId: r.order_id,
      reservationNumber: r.reservation_number,
      source: r.source,
      outcome: r.outcome,
      at: r.at,
    })),
    overdueBalances: await overdueBalances(db, today),
  };
}

/**
 * The staff page's refund: a refund not done yet is asked of the gateway again; a payment stuck
 * being verified is settled as a notification would settle it (booked, or refunded when its order
 * cannot take it). A booked payment or one that holds no money is refused (409).
 */
export async function staffRefund(deps: PaymentDeps, paymentId: string) {
  const payment = await paymentRow(deps.db, paymentId);
  if (!payment) throw new HttpError(404, 'Payment not found', 'paymentId', { code: 'payment-not-found' });
  const [refund] = await deps.db.rows<{ status: 'pending' | 'done' | 'failed' }>(
    sql`SELECT status FROM payment_refunds WHERE payment_id = ${paymentId}::uuid`,
  );
  if (!isRefundable(payment.status, refund?.status ?? null))
    throw new HttpError(409, `A ${payment.status} payment cannot be refunded here`, 'paymentId', { code: 'refund-not-applicable' });
  if (payment.status === 'verifying') await reconcilePayment(deps, payment);
  else await processRefund(deps, paymentId);
  const [after] = await paymentsWhere(deps.db, sql`p.id = ${paymentId}::uuid`);
  return { paymentId, status: after!.status, refund: after!.refund };
}
