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
  status: 'registered' | 'paid' | 'declined' | 'pending-transfer' | 'abandoned' | 'verified';
  method_id: number | null;
  created_at: string;
}

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
  /** Posts a notification to urlStatus (the API delivers it to its own route). */
  deliver: (urlStatus: string, body: unknown) => Promise<void>,
) {
  const expectedAuth = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`;

  const byToken = async (token: string) =>
    (
      await db.rows<SandboxTransaction>(sql`SELECT token, p24_order_id::int AS p24_order_id, session_id, amount, currency, description, email,
      url_return, url_status, status, method_id, created_at::text AS created_at FROM sandbox_transactions WHERE token = ${token}`)
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
      const inserted = await db.rows(sql`
        INSERT INTO sandbox_transactions (token, p24_order_id, merchant_id, pos_id, session_id, amount, currency, description, email,
          url_return, url_status, status, created_at)
        VALUES (${token}, nextval('sandbox_p24_order_seq'), ${r.merchantId}::int, ${r.posId}::int, ${r.sessionId}, ${r.amount}::int,
          ${r.currency}, ${r.description}, ${r.email}, ${r.urlReturn}, ${r.urlStatus}, 'registered', ${now().toISOString()}::timestamptz)
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
      const code = t.status === 'paid' || t.status === 'verified' ? 2 : t.status === 'declined' ? 4 : 0;
      return {
        status: 200,
        json: { data: { orderId: t.p24_order_id, amount: t.amount, currency: t.currency, status: code }, responseCode: 0 },
      };
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

  /**
   * The shopper's choice on the sandbox page. Paid (card, BLIK, a booked transfer): the transaction
   * is paid and the notification is delivered before the shopper is sent back. Declined and
   * abandoned send nothing (an abandoned payment expires at the shop); a pending transfer waits
   * until it is booked. Answers the transaction after the choice, or undefined for an unknown token.
   */
  async function choose(token: string, choice: SandboxChoice): Promise<SandboxTransaction | undefined> {
    const t = await byToken(token);
    if (!t) return undefined;
    const open = t.status === 'registered' || (choice === 'book-transfer' && t.status === 'pending-transfer');
    if (!open) return t;
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
    if (after.status === 'paid' && next.method !== null) await deliver(after.url_status, notificationOf(after, next.method));
    return after;
  }

  return { transport, choose, byToken, notificationOf };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
