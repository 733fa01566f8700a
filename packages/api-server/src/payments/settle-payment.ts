import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection';
import { offersWritten } from '../import/offers-written';
import { addDays } from '../lib/dates';
import { enqueueConfirmation } from '../mail/confirmation';
import { orderTotal, requireOrder, seatsOf, type OrderRow } from '../queries/order';
import type { PaymentDeps } from './payment-deps';
import { CAPTURED, paymentRow, type PaymentRow } from './payment-row';
import { enqueueRefundMail, type RefundReason } from './refund-mail';

/** The rest of a deposit is due this many days before departure. */
export const REST_DUE_DAYS_BEFORE = 30;

/**
 * How long the fence of a payment being verified keeps the hold release away from its order. A
 * process that dies mid-verify leaves the fence; after this, reconciliation verifies again.
 */
export const VERIFY_FENCE_MS = 120_000;

/** What the gateway says was paid: the facts its verify call needs. */
export interface CaptureFacts {
  gatewayOrderId: number;
  amount: number;
  currency: string;
}

export type SettleOutcome =
  /** Paid and booked on its order. */
  | 'booked'
  /** Paid after its order was released; the places were free and were taken again. */
  | 'rebooked'
  /** Captured but not bookable (places gone, or a second capture): refunded, buyer and staff told. */
  | 'refunding'
  /** Already settled (a repeat of the notification, or another path settled it first). */
  | 'duplicate'
  /** Another notification or reconciliation is verifying it now. */
  | 'in-progress'
  | 'not-verified'
  | 'amount-mismatch';

interface AfterCommit {
  mails: string[];
  hotels: number[];
  cancel: string[];
  refund: boolean;
}

/**
 * The one transition every path that learns "paid" runs (the notification, reconciliation, the
 * staff page): T3-T8 of docs/adr/0200-payment-state-machine.md. Step one locks the payment and the
 * order and fences the order (`verifying`); the gateway's verify (which captures the money) runs
 * outside any transaction; step two locks both again and acts on what it finds now: book, take
 * the released places again, or refund. Each step is one transaction.
 */
export async function settlePayment(
  deps: PaymentDeps,
  paymentId: string,
  facts: CaptureFacts,
): Promise<{ outcome: SettleOutcome; orderId: string }> {
  const { db, now } = deps;
  const fenced = await db.transaction(async (tx) => {
    const p = await paymentRow(tx, paymentId, true);
    if (!p) throw new Error(`payment ${paymentId} not found`);
    if (CAPTURED.includes(p.status)) return { outcome: 'duplicate' as const, p };
    if (facts.amount !== p.amount || facts.currency !== p.currency) return { outcome: 'amount-mismatch' as const, p };
    await requireOrder(tx, p.order_id, true);
    const t = now();
    if (p.status === 'verifying') {
      const [fence] = await tx.rows<{ live: boolean }>(
        sql`SELECT coalesce(verifying_until > ${t.toISOString()}::timestamptz, false) AS live FROM orders WHERE id = ${p.order_id}::uuid`,
      );
      if (fence?.live) return { outcome: 'in-progress' as const, p };
    }
    await tx.rows(
      sql`UPDATE payments SET status = 'verifying', gateway_order_id = ${facts.gatewayOrderId}::bigint WHERE id = ${p.id}::uuid`,
    );
    await tx.rows(sql`UPDATE orders SET verifying_until = ${new Date(t.getTime() + VERIFY_FENCE_MS).toISOString()}::timestamptz
      WHERE id = ${p.order_id}::uuid`);
    return { outcome: 'fenced' as const, p };
  });
  const { p } = fenced;
  if (fenced.outcome !== 'fenced') return { outcome: fenced.outcome, orderId: p.order_id };

  await deps.pauses?.afterFence?.(paymentId);
  // A throw leaves the fence: the money may be captured, so nothing may release the order until
  // reconciliation verifies again after the lease.
  const verified = await deps.gateway.verify({
    sessionId: p.session_id,
    orderId: facts.gatewayOrderId,
    amount: facts.amount,
    currency: facts.currency,
  });
  await deps.pauses?.afterVerify?.(paymentId);

  const after: AfterCommit = { mails: [], hotels: [], cancel: [], refund: false };
  const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
    const locked = (await paymentRow(tx, paymentId, true))!;
    if (locked.status !== 'verifying') return 'duplicate';
    const order = await requireOrder(tx, locked.order_id, true);
    const t = now();
    if (!verified) {
      const next = order.state === 'cancelled' ? 'expired' : (await newerLivePayment(tx, locked)) ? 'superseded' : 'pending';
      await tx.rows(sql`UPDATE payments SET status = ${next} WHERE id = ${locked.id}::uuid`);
      await liftFence(tx, locked);
      return 'not-verified';
    }
    const alreadyBooked = await tx.rows(sql`SELECT 1 FROM payments WHERE order_id = ${locked.order_id}::uuid AND status = 'paid'
      AND direct_payment_id IS NOT DISTINCT FROM ${locked.direct_payment_id}::uuid AND id <> ${locked.id}::uuid`);
    if (alreadyBooked.length > 0) {
      await startRefund(tx, deps, locked, 'double-payment', after);
      return 'refunding';
    }
    if (order.state === 'pending' || order.state === 'paid') {
      await book(tx, deps, locked, order, after);
      return 'booked';
    }
    if (order.state === 'cancelled') {
      const seats = seatsOf(order);
      const [taken] = await tx.rows<{ hotel_id: number }>(sql`
        UPDATE offers SET places_left = places_left - ${seats}::int, places_held = places_held + ${seats}::int
        WHERE id = ${order.offer_id}::int AND places_left >= ${seats}::int AND departure_date > ${deps.today()}::date
        RETURNING hotel_id`);
      if (taken) {
        after.hotels.push(taken.hotel_id);
        await tx.rows(
          sql`UPDATE orders SET state = 'pending', places_taken = ${seats}::int, updated_at = now() WHERE id = ${order.id}::uuid`,
        );
        await incident(tx, 'late-payment-rebooked', locked, t, 'the hold had ended; the places were still free and were taken again');
        await book(tx, deps, locked, { ...order, state: 'pending' }, after);
        return 'rebooked';
      }
    }
    await startRefund(tx, deps, locked, 'order-cancelled', after);
    return 'refunding';
  });

  if (after.hotels.length > 0) await offersWritten(db, deps.today(), after.hotels);
  for (const id of after.mails) await deps.outbox?.deliver(id).catch((err: unknown) => deps.log?.(err, 'outbox delivery'));
  for (const sessionId of after.cancel)
    await deps.gateway.cancel(sessionId).catch((err: unknown) => deps.log?.(err, 'gateway cancel of a superseded payment'));
  if (after.refund) await processRefund(deps, paymentId);
  return { outcome, orderId: p.order_id };
}

/** A later payment of the same order (or direct payment) that is still live: this one was superseded by it. */
async function newerLivePayment(tx: Queryable, p: PaymentRow): Promise<boolean> {
  const rows = await tx.rows(sql`SELECT 1 FROM payments WHERE order_id = ${p.order_id}::uuid AND id <> ${p.id}::uuid
    AND direct_payment_id IS NOT DISTINCT FROM ${p.direct_payment_id}::uuid AND status IN ('pending', 'verifying', 'paid')
    AND created_at >= ${p.created_at}::timestamptz`);
  return rows.length > 0;
}

/** Ends the order's fence unless another of its payments is being verified. */
async function liftFence(tx: Queryable, p: PaymentRow): Promise<void> {
  await tx.rows(sql`UPDATE orders o SET verifying_until = NULL WHERE o.id = ${p.order_id}::uuid
    AND NOT EXISTS (SELECT 1 FROM payments x WHERE x.order_id = o.id AND x.status = 'verifying' AND x.id <> ${p.id}::uuid)`);
}

async function incident(
  tx: Queryable,
  kind: 'late-payment-rebooked' | 'late-payment-refunded' | 'double-payment' | 'refund-failed',
  p: Pick<PaymentRow, 'id' | 'order_id' | 'session_id'>,
  at: Date,
  detail: string,
): Promise<void> {
  await tx.rows(sql`INSERT INTO payment_incidents (kind, order_id, payment_id, session_id, detail, created_at)
    VALUES (${kind}, ${p.order_id}::uuid, ${p.id}::uuid, ${p.session_id}, ${detail}, ${at.toISOString()}::timestamptz)
    ON CONFLICT (kind, payment_id) DO NOTHING`);
}

/** T4: the payment is booked on its live order; other live payments of the same service are superseded. */
async function book(tx: Queryable, deps: PaymentDeps, p: PaymentRow, order: OrderRow, after: AfterCommit): Promise<void> {
  const t = deps.now().toISOString();
  await tx.rows(sql`UPDATE payments SET status = 'paid', paid_at = ${t}::timestamptz WHERE id = ${p.id}::uuid`);
  if (p.direct_payment_id) await tx.rows(sql`UPDATE direct_payments SET status = 'paid' WHERE id = ${p.direct_payment_id}::uuid`);
  const paidTotal = order.paid_total + p.amount - p.fee;
  const paidInFull = paidTotal >= orderTotal(order);
  await tx.rows(sql`UPDATE orders SET paid_total = ${paidTotal}::int, state = ${paidInFull ? 'paid' : 'pending'}, mode = 'thank-you',
    hold_until = NULL, updated_at = now() WHERE id = ${order.id}::uuid`);
  await liftFence(tx, p);
  if (!paidInFull && !p.direct_payment_id) {
    const due = addDays(order.offer_snapshot.departureDate, -REST_DUE_DAYS_BEFORE);
    await tx.rows(sql`INSERT INTO direct_payments (id, order_id, kind, amount, due_date, status, created_at)
      VALUES (${randomUUID()}::uuid, ${order.id}::uuid, 'RestPayment', ${orderTotal(order) - paidTotal}::int, ${due}::date, 'open', ${t}::timestamptz)`);
  }
  const superseded = await tx.rows<{ session_id: string }>(sql`UPDATE payments SET status = 'superseded'
    WHERE order_id = ${order.id}::uuid AND direct_payment_id IS NOT DISTINCT FROM ${p.direct_payment_id}::uuid
      AND status = 'pending' AND id <> ${p.id}::uuid RETURNING session_id`);
  after.cancel.push(...superseded.map((s) => s.session_id));
  const mail = await enqueueConfirmation(tx, order.id, deps.confirmationContext());
  if (mail) after.mails.push(mail);
}

/** T6: captured money the order cannot take is refunded in full; the buyer gets a notice, staff a row. */
async function startRefund(tx: Queryable, deps: PaymentDeps, p: PaymentRow, reason: RefundReason, after: AfterCommit): Promise<void> {
  const t = deps.now();
  await tx.rows(sql`UPDATE payments SET status = 'refund-pending', paid_at = ${t.toISOString()}::timestamptz WHERE id = ${p.id}::uuid`);
  await tx.rows(sql`INSERT INTO payment_refunds (id, payment_id, order_id, amount, reason, status, created_at)
    VALUES (${randomUUID()}::uuid, ${p.id}::uuid, ${p.order_id}::uuid, ${p.amount}::int, ${reason}, 'pending', ${t.toISOString()}::timestamptz)
    ON CONFLICT (payment_id) DO NOTHING`);
  await incident(
    tx,
    reason === 'double-payment' ? 'double-payment' : 'late-payment-refunded',
    p,
    t,
    reason === 'double-payment' ? 'a second capture for a service already paid' : 'the hold had ended and the places were gone',
  );
  await liftFence(tx, p);
  const mail = await enqueueRefundMail(tx, { orderId: p.order_id, paymentId: p.id, amount: p.amount, reason }, t);
  if (mail) after.mails.push(mail);
  after.refund = true;
}

/**
 * T7: asks the gateway to return a payment's refund (pending or failed before) and records its
 * answer in one transaction: done (payment `refunded`) or failed (staff see it and can ask again).
 */
export async function processRefund(deps: PaymentDeps, paymentId: string): Promise<'done' | 'failed' | 'none'> {
  const { db, now } = deps;
  const [r] = await db.rows<{
    id: string;
    status: string;
    session_id: string;
    order_id: string;
    gateway_order_id: number | null;
    amount: number;
    reservation_number: string | null;
  }>(sql`SELECT r.id::text AS id, r.status, p.session_id, p.order_id::text AS order_id, p.gateway_order_id::float8 AS gateway_order_id,
      r.amount, o.reservation_number
    FROM payment_refunds r JOIN payments p ON p.id = r.payment_id JOIN orders o ON o.id = r.order_id WHERE r.payment_id = ${paymentId}::uuid`);
  if (!r || r.status === 'done') return r ? 'done' : 'none';
  let ok = false;
  let error = 'the gateway refused the refund';
  if (r.gateway_order_id === null) error = 'no gateway order id';
  else
    try {
      ok = await deps.gateway.refund({
        requestId: r.id,
        sessionId: r.session_id,
        orderId: r.gateway_order_id,
        amount: r.amount,
        description: `Zwrot ${r.reservation_number ?? r.order_id}`,
      });
    } catch (err) {
      error = String(err).slice(0, 500);
    }
  return db.transaction(async (tx) => {
    const p = (await paymentRow(tx, paymentId, true))!;
    const [locked] = await tx.rows<{ status: string }>(sql`SELECT status FROM payment_refunds WHERE id = ${r.id}::uuid FOR UPDATE`);
    if (locked?.status === 'done') return 'done';
    const t = now().toISOString();
    if (ok) {
      await tx.rows(sql`UPDATE payment_refunds SET status = 'done', error = NULL, done_at = ${t}::timestamptz WHERE id = ${r.id}::uuid`);
      await tx.rows(sql`UPDATE payments SET status = 'refunded' WHERE id = ${paymentId}::uuid`);
      return 'done';
    }
    await tx.rows(sql`UPDATE payment_refunds SET status = 'failed', error = ${error} WHERE id = ${r.id}::uuid`);
    await incident(tx, 'refund-failed', p, now(), error);
    return 'failed';
  });
}
