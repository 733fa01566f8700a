import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/connection';
import type { PaymentConfig } from './config';
import type { Transport } from './przelewy24';
import { notificationSign, registerSign, signsEqual, verifySign } from './sign';

/** The sandbox's payment methods, with Przelewy24's method ids. */
export const SANDBOX_CHOICES = ['card', 'declined', 'blik', 'transfer-pending', 'abandoned', 'book-transfer'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];
const METHOD_IDS = { card: 218, blik: 181, transfer: 25 } as const;

export interface SandboxTransaction {
  token: string;
  p24_order_id: number;
  session_id: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  url_return: string;
  url_status: string;
  status: 'registered' | 'paid' | 'declined' | 'pending-transfer' | 'abandoned' | 'verified' | 'cancelled' | 'refunded';
  method_id: number | null;
  created_at: string;
  /** Przelewy24's `timeLimit` as a moment: no payment is taken after it (null: no limit). */
  time_limit_at: string | null;
}

/**
 * When the sandbox sends a notification again after an answer other than 200, counted from the
 * previous attempt: Przelewy24 re-sends on a growing schedule too (ADR 0200). After the last one
 * it gives up; the shop's reconciliation still finds the payment.
 */
export const SANDBOX_RESEND_DELAYS_MS: readonly number[] = [
  15_000,
  60_000,
  180_000,
  600_000,
  1_800_000,
  ...Array.from({ length: 23 }, () => 3_600_000),
];

const registerBody = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  currency: z.literal('PLN'),
  description: z.string().min(1).max(1024),
  email: z.string().min(3).max(50),
  country: z.string().length(2),
  language: z.string().length(2),
  urlReturn: z.url().max(250),
  urlStatus: z.url().max(250),
  timeLimit: z.number().int().min(0).max(99),
  sign: z.string(),
});
const refundBody = z.object({
  requestId: z.string().min(1).max(100),
  refundsUuid: z.string().min(1).max(100),
  refunds: z
    .array(z.object({ orderId: z.number().int(), sessionId: z.string(), amount: z.number().int().positive(), description: z.string() }))
    .min(1),
});
const verifyBody = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  orderId: z.number().int(),
  sign: z.string(),
});

const err = (status: number, error: string) => ({ status, json: { error, code: status } });

/**
 * The built-in sandbox gateway: Przelewy24's side of the protocol, answering the same REST calls
 * (register, verify, transaction by session) with the same signatures and checks, keeping its own
 * books (`sandbox_transactions`), and posting signed notifications to the shop's status URL when
 * the shopper pays on its page. Nothing here trusts the shop: a wrong sign or key is refused.
 */
export function createSandboxGateway(
  db: Database,
  config: Pick<PaymentConfig, 'merchantId' | 'posId' | 'apiKey' | 'crc'>,
  now: () => Date,
  /** Posts a notification to urlStatus (the API delivers it to its own route); answers the HTTP status. */
  deliver: (urlStatus: string, body: unknown) => Promise<number>,
) {
  const expectedAuth = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`;

  const byToken = async (token: string) =>
    (
      await db.rows<SandboxTransaction>(sql`SELECT token, p24_order_id::int AS p24_order_id, session_id, amount, currency, description, email,
      url_return, url_status, status, method_id, created_at::text AS created_at,
        to_char(time_limit_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time_limit_at
      FROM sandbox_transactions WHERE token = ${token}`)
    )[0];

  const transport: Transport = async ({ method, path, body, authorization }) => {
    if (authorization !== expectedAuth) return err(401, 'Incorrect authentication');
    if (method === 'POST' && path === '/api/v1/transaction/register') {
      const parsed = registerBody.safeParse(body);
      if (!parsed.success) return err(400, `Invalid input data: ${parsed.error.issues[0]?.path.join('.')}`);
      const r = parsed.data;
      if (r.merchantId !== config.merchantId || r.posId !== config.posId) return err(400, 'Incorrect merchantId or posId');
      if (!signsEqual(registerSign({ ...r, crc: config.crc }), r.sign)) return err(400, 'Incorrect sign');
      const token = randomBytes(18).toString('hex').toUpperCase();
      const limit = r.timeLimit > 0 ? new Date(now().getTime() + r.timeLimit * 60_000).toISOString() : null;
      const inserted = await db.rows(sql`
        INSERT INTO sandbox_transactions (token, p24_order_id, merchant_id, pos_id, session_id, amount, currency, description, email,
          url_return, url_status, status, created_at, time_limit_at)
        VALUES (${token}, nextval('sandbox_p24_order_seq'), ${r.merchantId}::int, ${r.posId}::int, ${r.sessionId}, ${r.amount}::int,
          ${r.currency}, ${r.description}, ${r.email}, ${r.urlReturn}, ${r.urlStatus}, 'registered', ${now().toISOString()}::timestamptz,
          ${limit}::timestamptz)
        ON CONFLICT (session_id) DO NOTHING RETURNING token`);
      if (inserted.length === 0) return err(400, 'Transaction with this sessionId already exists');
      return { status: 200, json: { data: { token }, responseCode: 0 } };
    }
    if (method === 'PUT' && path === '/api/v1/transaction/verify') {
      const parsed = verifyBody.safeParse(body);
      if (!parsed.success) return err(400, 'Invalid input data');
      const v = parsed.data;
      if (!signsEqual(verifySign({ ...v, crc: config.crc }), v.sign)) return err(400, 'Incorrect sign');
      const updated = await db.rows(sql`
        UPDATE sandbox_transactions SET status = 'verified'
        WHERE session_id = ${v.sessionId} AND p24_order_id = ${v.orderId}::bigint AND amount = ${v.amount}::int AND currency = ${v.currency}
          AND status IN ('paid', 'verified')
        RETURNING token`);
      if (updated.length === 0) return err(400, 'Transaction not found or not paid');
      return { status: 200, json: { data: { status: 'success' }, responseCode: 0 } };
    }
    const bySession = /^\/api\/v1\/transaction\/by\/sessionId\/(.+)$/.exec(path);
    if (method === 'GET' && bySession) {
      const t = (
        await db.rows<SandboxTransaction>(sql`SELECT p24_order_id::int AS p24_order_id, amount, currency, status FROM sandbox_transactions
          WHERE session_id = ${decodeURIComponent(bySession[1]!)}`)
      )[0];
      if (!t) return err(404, 'Transaction not found');
      const code = t.status === 'paid' || t.status === 'verified' ? 2 : t.status === 'refunded' ? 3 : t.status === 'declined' ? 4 : 0;
      return {
        status: 200,
        json: { data: { orderId: t.p24_order_id, amount: t.amount, currency: t.currency, status: code }, responseCode: 0 },
      };
    }
    if (method === 'DELETE' && bySession) {
      // The sandbox's own call (Przelewy24 has none): a superseded session can no longer be paid.
      const closed = await db.rows(sql`UPDATE sandbox_transactions SET status = 'cancelled'
        WHERE session_id = ${decodeURIComponent(bySession[1]!)} AND status = 'registered' RETURNING token`);
      return closed.length > 0
        ? { status: 200, json: { data: { status: 'cancelled' }, responseCode: 0 } }
        : err(409, 'Transaction not open');
    }
    if (method === 'POST' && path === '/api/v1/transaction/refund') {
      const parsed = refundBody.safeParse(body);
      if (!parsed.success) return err(400, 'Invalid input data');
      const data = [];
      for (const r of parsed.data.refunds) {
        // Whole refunds only; a repeat of a done refund is answered as done (its requestId was ours).
        const done = await db.rows<{ status: string }>(sql`
          UPDATE sandbox_transactions SET status = 'refunded', refunded_amount = ${r.amount}::int
          WHERE session_id = ${r.sessionId} AND p24_order_id = ${r.orderId}::bigint AND amount = ${r.amount}::int
            AND (status = 'verified' OR (status = 'refunded' AND refunded_amount = ${r.amount}::int))
          RETURNING status`);
        data.push({ ...r, status: done.length > 0, message: done.length > 0 ? 'success' : 'Transaction not found or not captured' });
      }
      return { status: data.every((d) => d.status) ? 201 : 400, json: { data, responseCode: 0 } };
    }
    return err(404, 'Not found');
  };

  /** The signed notification Przelewy24 would post for a paid transaction. */
  const notificationOf = (t: SandboxTransaction, methodId: number) => {
    const fields = {
      merchantId: config.merchantId,
      posId: config.posId,
      sessionId: t.session_id,
      amount: t.amount,
      originAmount: t.amount,
      currency: t.currency,
      orderId: t.p24_order_id,
      methodId,
      statement: `p24-${t.p24_order_id}`,
    };
    return { ...fields, sign: notificationSign({ ...fields, crc: config.crc }) };
  };

  /** One attempt at a queued notification: claimed by moving its next attempt on, so a crash re-sends it. */
  async function attempt(id: number): Promise<boolean> {
    const t = now();
    const claimed = (
      await db.rows<{ url_status: string; body: unknown; attempts: number }>(sql`
        UPDATE sandbox_deliveries SET attempts = attempts + 1,
          next_attempt_at = CASE WHEN attempts < ${SANDBOX_RESEND_DELAYS_MS.length}::int
            THEN ${t.toISOString()}::timestamptz + make_interval(secs => (${sql.raw(`ARRAY[${SANDBOX_RESEND_DELAYS_MS.join(',')}]`)})[attempts + 1] / 1000.0)
            ELSE NULL END
        WHERE id = ${id}::bigint AND delivered_at IS NULL AND next_attempt_at <= ${t.toISOString()}::timestamptz
        RETURNING url_status, body, attempts`)
    )[0];
    if (!claimed) return false;
    const status = await deliver(claimed.url_status, claimed.body).catch(() => 0);
    await db.rows(sql`UPDATE sandbox_deliveries SET last_status = ${status}::int,
      delivered_at = ${status === 200 ? now().toISOString() : null}::timestamptz WHERE id = ${id}::bigint`);
    return status === 200;
  }

  /**
   * Sends every queued notification whose time has come (the server's timer calls it; tests call
   * it after moving the clock). Answers how many got a 200.
   */
  async function deliverDue(): Promise<number> {
    const due = await db.rows<{ id: number }>(sql`SELECT id::int AS id FROM sandbox_deliveries
      WHERE delivered_at IS NULL AND next_attempt_at <= ${now().toISOString()}::timestamptz ORDER BY next_attempt_at, id LIMIT 100`);
    let delivered = 0;
    for (const d of due) if (await attempt(d.id)) delivered++;
    return delivered;
  }

  /** Queues the signed notification of a paid transaction and sends it at once. */
  async function notify(t: SandboxTransaction, methodId: number): Promise<void> {
    const at = now().toISOString();
    const [row] = await db.rows<{
      id: number;
    }>(sql`INSERT INTO sandbox_deliveries (session_id, url_status, body, next_attempt_at, created_at)
      VALUES (${t.session_id}, ${t.url_status}, ${JSON.stringify(notificationOf(t, methodId))}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
      RETURNING id::int AS id`);
    await attempt(row!.id);
  }

  /**
   * The shopper's choice on the sandbox page. Paid (card, BLIK, a booked transfer): the transaction
   * is paid and its notification is queued and sent before the shopper is sent back (re-sent later
   * when the shop does not answer 200). Declined and abandoned send nothing (an abandoned payment
   * expires at the shop); a pending transfer waits until it is booked. Past the registration's
   * `timeLimit` nothing can be paid any more: the transaction is cancelled, as Przelewy24 does.
   * Answers the transaction after the choice, or undefined for an unknown token.
   */
  async function choose(token: string, choice: SandboxChoice): Promise<SandboxTransaction | undefined> {
    const t = await byToken(token);
    if (!t) return undefined;
    const open = t.status === 'registered' || (choice === 'book-transfer' && t.status === 'pending-transfer');
    if (!open) return t;
    if (t.time_limit_at !== null && now().getTime() > Date.parse(t.time_limit_at)) {
      await db.rows(sql`UPDATE sandbox_transactions SET status = 'cancelled' WHERE token = ${token} AND status = ${t.status}`);
      return byToken(token);
    }
    const next =
      choice === 'card' || choice === 'blik' || choice === 'book-transfer'
        ? { status: 'paid', method: choice === 'card' ? METHOD_IDS.card : choice === 'blik' ? METHOD_IDS.blik : METHOD_IDS.transfer }
        : choice === 'declined'
          ? { status: 'declined', method: METHOD_IDS.card }
          : choice === 'transfer-pending'
            ? { status: 'pending-transfer', method: METHOD_IDS.transfer }
            : { status: 'abandoned', method: null };
    await db.rows(sql`UPDATE sandbox_transactions SET status = ${next.status}, method_id = ${next.method}
      WHERE token = ${token} AND status = ${t.status}`);
    const after = (await byToken(token))!;
    if (after.status === 'paid' && next.method !== null) await notify(after, next.method);
    return after;
  }

  return { transport, choose, byToken, notificationOf, deliverDue };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
