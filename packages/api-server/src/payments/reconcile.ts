import { sql } from 'drizzle-orm';
import { offersWritten } from '../import/offers-written';
import { releaseDeclined } from '../queries/reservation';
import type { PaymentDeps } from './payment-deps';
import { paymentColumns, paymentRow, type PaymentRow } from './payment-row';
import { processRefund, settlePayment, type SettleOutcome } from './settle-payment';

/** How long after its end a payment is still asked about: money can come for it late. */
const LATE_WINDOW_MS = 24 * 3_600_000;
/** Payments asked about in one run (the oldest first); the next run takes the rest. */
const BATCH = 200;

export type ReconcileOutcome = SettleOutcome | 'declined' | 'unchanged';

/**
 * Asks the gateway about one payment and applies exactly the transition its notification would
 * (docs/adr/0200-payment-state-machine.md): `paid` settles it (book, take the places again, or
 * refund), `declined` fails it and releases its order when nothing else pays it.
 */
export async function reconcilePayment(deps: PaymentDeps, payment: PaymentRow): Promise<ReconcileOutcome> {
  const state = await deps.gateway.sessionStatus(payment.session_id);
  if (state.status === 'paid' && state.orderId !== undefined)
    return (
      await settlePayment(deps, payment.id, {
        gatewayOrderId: state.orderId,
        amount: state.amount ?? payment.amount,
        currency: state.currency ?? payment.currency,
      })
    ).outcome;
  if (state.status !== 'declined' || payment.status !== 'pending') return 'unchanged';
  const hotels = await deps.db.transaction(async (tx) => {
    const locked = await paymentRow(tx, payment.id, true);
    if (locked?.status !== 'pending') return undefined;
    await tx.rows(sql`UPDATE payments SET status = 'fail', error = 'declined' WHERE id = ${payment.id}::uuid`);
    // Another live payment of the order (the buyer chose again) keeps the order and its places.
    const other = await tx.rows(sql`SELECT 1 FROM payments WHERE order_id = ${payment.order_id}::uuid AND id <> ${payment.id}::uuid
      AND status IN ('pending', 'verifying')`);
    return other.length > 0 ? [] : releaseDeclined(tx, payment.order_id, deps.now());
  });
  if (hotels === undefined) return 'unchanged';
  await offersWritten(deps.db, deps.today(), hotels);
  return 'declined';
}

/**
 * One reconciliation run (the server's timer, and every tracking call for its order): every
 * payment the shop cannot call final is asked about (a `verifying` one only once its fence has
 * lapsed), so are expired and superseded ones for a day, and refunds not yet done are asked again.
 * Answers what happened to each payment asked about; a gateway that does not answer leaves the
 * payment for the next run.
 */
export async function reconcilePayments(deps: PaymentDeps, only?: { orderId: string }): Promise<Map<string, ReconcileOutcome>> {
  const { db, now } = deps;
  const t = now();
  const since = new Date(t.getTime() - LATE_WINDOW_MS).toISOString();
  const open = await db.rows<PaymentRow>(sql`
    SELECT ${paymentColumns} FROM payments p
    WHERE p.gateway_token IS NOT NULL ${only ? sql`AND p.order_id = ${only.orderId}::uuid` : sql``}
      AND (p.status = 'pending'
        OR (p.status = 'verifying' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = p.order_id
              AND o.verifying_until > ${t.toISOString()}::timestamptz))
        OR (p.status IN ('expired', 'superseded') AND p.expires_at > ${since}::timestamptz))
    ORDER BY p.created_at LIMIT ${BATCH}`);
  const outcomes = new Map<string, ReconcileOutcome>();
  for (const payment of open) {
    try {
      outcomes.set(payment.id, await reconcilePayment(deps, payment));
    } catch (err) {
      deps.log?.(err, `reconciliation of payment ${payment.id}`);
    }
  }
  const refunds = await db.rows<{ payment_id: string }>(sql`SELECT r.payment_id::text AS payment_id FROM payment_refunds r
    WHERE r.status <> 'done' ${only ? sql`AND r.order_id = ${only.orderId}::uuid` : sql``} ORDER BY r.created_at LIMIT ${BATCH}`);
  for (const r of refunds) await processRefund(deps, r.payment_id).catch((err: unknown) => deps.log?.(err, `refund of ${r.payment_id}`));
  return outcomes;
}
