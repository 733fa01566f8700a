import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { PaymentCondition, PaymentMethodId, PaymentStatusAnswer } from '@travel/contracts';
import type { z } from 'zod';
import type { onlinePaymentResponse, paymentMethodsResponse } from '@travel/contracts';
import type { Database } from '../db/connection';
import { addDays, daysBetween } from '../lib/dates';
import { HttpError } from '../lib/http';
import type { Notification } from '../payments/gateway';
import type { PaymentDeps } from '../payments/payment-deps';
import { latestFirst, paymentBySession, paymentColumns, publicPaymentStatus, type PaymentRow } from '../payments/payment-row';
import { reconcilePayments } from '../payments/reconcile';
import { REST_DUE_DAYS_BEFORE, settlePayment } from '../payments/settle-payment';
import { zl } from '../search/offers';
import { conflict, orderRowByHash, orderTotal, requireOrder, type OrderRow } from './order';
import { releaseExpired } from './reservation';

/** Payment methods: card, BLIK and pay-by-link through the gateway; a traditional transfer when the trip is far enough. */
export const METHODS: ReadonlyArray<{ id: PaymentMethodId; online: boolean; feePercent: number }> = [
  { id: 'blik', online: true, feePercent: 0 },
  { id: 'pay-by-link', online: true, feePercent: 0 },
  { id: 'card', online: true, feePercent: 1 },
  { id: 'transfer', online: false, feePercent: 0 },
];
/** A deposit and the rest are offered when the departure is more than this many days away. */
export const DEPOSIT_MIN_DAYS = 30;
export const DEPOSIT_SHARE = 0.3;
export { REST_DUE_DAYS_BEFORE };
/** A traditional transfer needs this many days before departure, and holds the places this long. */
export const TRANSFER_MIN_DAYS = 7;
export const TRANSFER_HOLD_HOURS = 72;
/** The shop's account for traditional transfers (the sandbox's: no real account). */
export const TRANSFER_ACCOUNT = {
  accountNumber: 'PL61 1090 1014 0000 0712 1981 2874',
  recipient: 'Podróżownia sp. z o.o., ul. Podróżna 1, 00-001 Warszawa',
};

type Methods = z.input<typeof paymentMethodsResponse>;

/** Conditions of paying `total` (grosze) for a departure: the whole now, or a deposit now and the rest by a due date. */
export function conditionsFor(total: number, departureDate: string, today: string): PaymentCondition[] {
  const whole: PaymentCondition = { id: 'whole', parts: [{ kind: 'Whole', amount: zl(total), dueDate: today }] };
  if (daysBetween(today, departureDate) <= DEPOSIT_MIN_DAYS) return [whole];
  const deposit = Math.round((total * DEPOSIT_SHARE) / 100) * 100;
  return [
    whole,
    {
      id: 'deposit',
      parts: [
        { kind: 'PrePayment', amount: zl(deposit), dueDate: today },
        { kind: 'RestPayment', amount: zl(total - deposit), dueDate: addDays(departureDate, -REST_DUE_DAYS_BEFORE) },
      ],
    },
  ];
}

export function methodsFor(departureDate: string, today: string): Methods['methods'] {
  return METHODS.filter((m) => m.online || daysBetween(today, departureDate) > TRANSFER_MIN_DAYS);
}

export const feeOf = (amount: number, method: PaymentMethodId): number =>
  Math.round((amount * (METHODS.find((m) => m.id === method)?.feePercent ?? 0)) / 100);

/** What an order or a direct payment asks now (grosze), its due date and the departure. */
interface Service {
  orderId: string;
  row: OrderRow;
  /** For a direct payment. */
  directPayment?: { id: string; amount: number; kind: string; status: string };
}

export async function serviceOf(db: Database, serviceTypeId: number, serviceId: string): Promise<Service> {
  if (serviceTypeId === 1) return { orderId: serviceId, row: await requireOrder(db, serviceId) };
  const dp = (
    await db.rows<{ id: string; order_id: string; amount: number; kind: string; status: string }>(
      sql`SELECT id::text AS id, order_id::text AS order_id, amount, kind, status FROM direct_payments WHERE id = ${serviceId}::uuid`,
    )
  )[0];
  if (!dp) throw new HttpError(404, 'Direct payment not found', undefined, { code: 'direct-payment-not-found' });
  return { orderId: dp.order_id, row: await requireOrder(db, dp.order_id), directPayment: dp };
}

export function paymentOptions(service: Service, today: string): Methods {
  const dep = service.row.offer_snapshot.departureDate;
  if (service.directPayment)
    return {
      methods: methodsFor(dep, today).filter((m) => m.online),
      paymentConditions: [{ id: 'whole', parts: [{ kind: 'Any', amount: zl(service.directPayment.amount), dueDate: today }] }],
    };
  const due = orderTotal(service.row) - service.row.paid_total;
  return { methods: methodsFor(dep, today), paymentConditions: conditionsFor(due, dep, today) };
}

/**
 * The method if it is offered for the service today (a transfer only far enough before departure,
 * online methods only for a direct payment: docs/product/order-and-payment.md, Paying); a 409
 * `method-unavailable` otherwise. The fee quote and the payment start ask the same rule.
 */
export function offeredMethod(service: Service, methodId: PaymentMethodId, today: string): Methods['methods'][number] {
  const method = methodsFor(service.row.offer_snapshot.departureDate, today).find((m) => m.id === methodId);
  if (!method || (service.directPayment && !method.online))
    throw new HttpError(409, `Payment method ${methodId} is not offered for this order`, 'methodId', { code: 'method-unavailable' });
  return method;
}

/** The part paid now (grosze) for a condition; 409 when the condition is not offered. */
export function partNow(service: Service, conditionId: 'whole' | 'deposit', today: string): { amount: number; kind: string } {
  if (service.directPayment) return { amount: service.directPayment.amount, kind: service.directPayment.kind };
  const condition = paymentOptions(service, today).paymentConditions.find((c) => c.id === conditionId);
  if (!condition)
    throw new HttpError(409, `Payment condition ${conditionId} is not offered for this order`, 'conditionId', {
      code: 'condition-unavailable',
    });
  const first = condition.parts[0]!;
  return { amount: Math.round(first.amount * 100), kind: first.kind };
}

export type { PaymentDeps } from '../payments/payment-deps';

type OnlineAnswer = z.input<typeof onlinePaymentResponse>;

/** How long a payment may wait for its registration at the gateway before a new attempt replaces it. */
const REGISTER_GRACE_MS = 60_000;
/**
 * The gateway's time to pay ends this long before the shop's hold, counted in whole minutes rounded
 * down (docs/product/order-and-payment.md): a buyer cannot pay after the places are let go.
 */
export const TIME_LIMIT_MARGIN_MINUTES = 2;

/** Przelewy24's `timeLimit` for a payment whose places are held until `expiresAt` (0: none left). */
export const gatewayTimeLimit = (expiresAt: string, now: Date): number =>
  Math.min(99, Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 60_000) - TIME_LIMIT_MARGIN_MINUTES));

/**
 * Starts a payment of a reserved order ('Rezerwuję i płacę'), or of a direct payment: a payment row
 * (amount and fee from the server) under the order's lock, then the gateway's registration. An
 * order that already has a pending payment with the same method and condition answers that one, so
 * a double click never makes two payments, whatever keys it sends.
 */
export async function startPayment(
  deps: PaymentDeps,
  input: { serviceTypeId: 1 | 2; serviceId: string; methodId: PaymentMethodId; conditionId: 'whole' | 'deposit' },
): Promise<OnlineAnswer> {
  const { db, now, today } = deps;
  const service = await serviceOf(db, input.serviceTypeId, input.serviceId);
  await releaseExpired(db, now(), service.orderId);
  const method = offeredMethod(service, input.methodId, today());

  const created = await db.transaction(async (tx) => {
    // Payments before the order: the lock order of every money transition (ADR 0200).
    const live = await tx.rows<PaymentRow>(sql`SELECT ${paymentColumns} FROM payments WHERE order_id = ${service.orderId}::uuid
      AND status IN ('pending', 'verifying') AND direct_payment_id IS NOT DISTINCT FROM ${service.directPayment?.id ?? null}::uuid
      ORDER BY created_at FOR UPDATE`);
    const row = await requireOrder(tx, service.orderId, true);
    if (row.state === 'new') throw conflict('The order is not reserved yet (create-executive first)', 'order-not-reserved');
    if (row.state === 'cancelled') throw conflict('The order is cancelled', 'order-cancelled');
    if (!service.directPayment && (row.state === 'paid' || row.paid_total > 0)) throw conflict('The order is already paid', 'order-paid');
    if (service.directPayment && service.directPayment.status !== 'open' && service.directPayment.status !== 'pending')
      throw conflict(`The direct payment is ${service.directPayment.status}`, 'direct-payment-closed');
    if (live.some((p) => p.status === 'verifying'))
      throw conflict('A payment of this order is being confirmed with the gateway', 'payment-in-progress');
    const existing = live.find(
      (p) => p.method === input.methodId && p.condition_id === input.conditionId && Date.parse(p.expires_at) > now().getTime(),
    );
    if (
      existing &&
      (existing.gateway_token !== null || !method.online || Date.parse(existing.created_at) > now().getTime() - REGISTER_GRACE_MS)
    )
      return { payment: existing, row, isNew: false, superseded: [] };
    // A registration that never finished (the process stopped between the row and the gateway) is given up.
    if (existing)
      await tx.rows(sql`UPDATE payments SET status = 'fail', error = 'registration did not finish' WHERE id = ${existing.id}::uuid`);
    const { amount: part, kind } = partNow({ ...service, row }, input.conditionId, today());
    const fee = feeOf(part, input.methodId);
    let expires = row.hold_until ?? new Date(now().getTime() + 30 * 60_000).toISOString();
    if (!method.online) {
      // A traditional transfer takes days: the places are held for it (never past the day before departure).
      const transferHold = new Date(now().getTime() + TRANSFER_HOLD_HOURS * 3_600_000);
      const lastDay = new Date(`${addDays(row.offer_snapshot.departureDate, -1)}T00:00:00Z`);
      expires = new Date(Math.min(transferHold.getTime(), lastDay.getTime())).toISOString();
      if (!service.directPayment) await tx.rows(sql`UPDATE orders SET hold_until = ${expires}::timestamptz WHERE id = ${row.id}::uuid`);
    } else if (gatewayTimeLimit(expires, now()) < 1) {
      throw conflict('Less than a minute of the reservation hold is left; reserve again', 'hold-ending');
    }
    // One live payment per order: the others are superseded here and cancelled at the gateway after the commit.
    const others = live.filter((p) => p.id !== existing?.id);
    if (others.length > 0)
      await tx.rows(
        sql`UPDATE payments SET status = 'superseded' WHERE id IN (${sql.join(
          others.map((p) => sql`${p.id}::uuid`),
          sql`, `,
        )})`,
      );
    const id = randomUUID();
    await tx.rows(sql`INSERT INTO payments (id, order_id, direct_payment_id, session_id, gateway, method, kind, condition_id, amount, fee,
        status, expires_at, created_at)
      VALUES (${id}::uuid, ${row.id}::uuid, ${service.directPayment?.id ?? null}::uuid, ${id}, ${deps.gateway.name}, ${input.methodId}, ${kind},
        ${input.conditionId}, ${part + fee}::int, ${fee}::int, 'pending', ${expires}::timestamptz, ${now().toISOString()}::timestamptz)`);
    if (service.directPayment)
      await tx.rows(sql`UPDATE direct_payments SET status = 'pending' WHERE id = ${service.directPayment.id}::uuid`);
    const payment = (await tx.rows<PaymentRow>(sql`SELECT ${paymentColumns} FROM payments WHERE id = ${id}::uuid`))[0]!;
    return { payment, row, isNew: true, superseded: others.filter((p) => p.gateway_token !== null).map((p) => p.session_id) };
  });

  const { payment, row } = created;
  for (const sessionId of created.superseded ?? [])
    await deps.gateway.cancel(sessionId).catch((err: unknown) => deps.log?.(err, 'gateway cancel of a superseded payment'));
  const answer = (action: OnlineAnswer['action']): OnlineAnswer => ({
    paymentId: payment.id,
    orderHash: row.order_hash,
    amount: zl(payment.amount),
    fee: zl(payment.fee),
    action,
  });
  if (!method.online)
    return answer({
      type: 'info',
      transfer: {
        ...TRANSFER_ACCOUNT,
        title: `Rezerwacja ${row.reservation_number ?? row.id}`,
        amount: zl(payment.amount),
        dueDate: payment.expires_at.slice(0, 10),
      },
    });
  if (!created.isNew) {
    const token = payment.gateway_token ?? (await waitForToken(db, payment.id));
    return answer({ type: 'redirect', url: deps.gateway.redirectUrl(token) });
  }
  const email = row.client_data?.booker.email ?? 'brak@podrozownia.pl';
  const timeLimit = Math.max(1, gatewayTimeLimit(payment.expires_at, now()));
  try {
    const registered = await deps.gateway.register({
      sessionId: payment.session_id,
      amount: payment.amount,
      currency: 'PLN',
      description: `Rezerwacja ${row.reservation_number ?? ''} — ${row.offer_snapshot.hotelName}`.trim(),
      email,
      urlReturn: `${deps.config.publicUrl}/platnosc/podsumowanie/${row.order_hash}/`,
      urlStatus: `${deps.config.publicUrl}/api/payment/notification/`,
      timeLimitMinutes: timeLimit,
    });
    await db.rows(sql`UPDATE payments SET gateway_token = ${registered.token} WHERE id = ${payment.id}::uuid`);
    return answer({ type: 'redirect', url: registered.redirectUrl });
  } catch (error) {
    await db.rows(
      sql`UPDATE payments SET status = 'fail', error = ${String(error).slice(0, 500)} WHERE id = ${payment.id}::uuid AND status = 'pending'`,
    );
    throw new HttpError(502, 'The payment gateway did not accept the payment; try again', undefined, { code: 'gateway-error' });
  }
}

/** A concurrent start of the same payment waits for the first to register it. */
async function waitForToken(db: Database, paymentId: string): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const row = (
      await db.rows<{ gateway_token: string | null; status: string }>(
        sql`SELECT gateway_token, status FROM payments WHERE id = ${paymentId}::uuid`,
      )
    )[0];
    if (row?.gateway_token) return row.gateway_token;
    if (row?.status !== 'pending') break;
    await sleep(20);
  }
  throw new HttpError(409, 'The payment could not be registered; try again', undefined, { code: 'payment-retry' });
}

export type NotificationOutcome =
  | 'verified'
  | 'rebooked'
  | 'refunding'
  | 'duplicate'
  | 'in-progress'
  | 'bad-signature'
  | 'unknown-session'
  | 'amount-mismatch'
  | 'not-verified';

/**
 * The gateway's notification: the signature (constant-time) and our merchant first, then the
 * session and the amounts against our payment, then the one settling transition every path that
 * learns "paid" runs (`settlePayment`: fence, verify, book or take the places again or refund).
 * A replay of a settled payment changes nothing. Every signed notification is recorded with its
 * outcome.
 */
export async function handleNotification(deps: PaymentDeps, n: Notification): Promise<{ outcome: NotificationOutcome; orderId?: string }> {
  const { db, now } = deps;
  const record = async (outcome: NotificationOutcome) => {
    await db.rows(sql`INSERT INTO payment_notifications (session_id, gateway_order_id, outcome, body, received_at)
      VALUES (${n.sessionId}, ${n.orderId}::bigint, ${outcome}, ${JSON.stringify(n)}::jsonb, ${now().toISOString()}::timestamptz)`);
    return outcome;
  };
  // Not recorded: anyone can post here, and only the gateway can sign. The route logs it.
  if (!deps.gateway.checkNotification(n)) return { outcome: 'bad-signature' };
  const payment = await paymentBySession(db, n.sessionId);
  if (!payment) return { outcome: await record('unknown-session') };
  if (n.originAmount !== n.amount) return { outcome: await record('amount-mismatch') };
  const settled = await settlePayment(deps, payment.id, { gatewayOrderId: n.orderId, amount: n.amount, currency: n.currency });
  const outcome = settled.outcome === 'booked' ? 'verified' : settled.outcome;
  return { outcome: await record(outcome), orderId: settled.orderId };
}

/**
 * The payment status of an order by its hash, from the server's books, after asking the gateway
 * about the order's unfinished payments (the transition a notification would make, `paid` included)
 * and releasing an expired hold. The return to the shop proves nothing by itself.
 */
export async function paymentStatusByHash(deps: PaymentDeps, hash: string): Promise<PaymentStatusAnswer> {
  const { db, now } = deps;
  const first = await orderRowByHash(db, hash);
  if (!first) throw new HttpError(404, 'Order not found', undefined, { code: 'order-not-found' });
  await reconcilePayments(deps, { orderId: first.id });
  await releaseExpired(db, now(), first.id);
  const [latest] = await db.rows<PaymentRow>(sql`SELECT ${paymentColumns} FROM payments WHERE order_id = ${first.id}::uuid
    AND direct_payment_id IS NULL ORDER BY ${latestFirst} LIMIT 1`);
  const payment = latest ? { ...latest, status: publicPaymentStatus(latest.status) } : undefined;
  const row = (await orderRowByHash(db, hash))!;
  const [charged] = await db.rows<{ fees: number }>(
    sql`SELECT coalesce(sum(fee), 0)::int AS fees FROM payments WHERE order_id = ${row.id}::uuid AND status = 'paid'`,
  );
  const status = payment?.status ?? null;
  const bookedWithDeposit = row.state === 'pending' && row.paid_total > 0;
  const trackingType: PaymentStatusAnswer['trackingType'] =
    row.state === 'paid' || bookedWithDeposit
      ? 'success'
      : status === 'fail' || status === 'expired' || row.state === 'cancelled'
        ? 'failure'
        : status === 'pending' && payment?.method === 'transfer'
          ? 'offline'
          : 'summary';
  return {
    orderId: row.id,
    orderState: row.state,
    status: row.state === 'paid' || bookedWithDeposit ? 'paid' : status,
    trackingType,
    reservationNumber: row.reservation_number,
    paid: zl(row.paid_total),
    fees: zl(charged?.fees ?? 0),
    due: zl(Math.max(0, orderTotal(row) - row.paid_total)),
    final: trackingType === 'success' || trackingType === 'failure',
    total: zl(orderTotal(row)),
    offer: row.offer_snapshot,
  };
}
