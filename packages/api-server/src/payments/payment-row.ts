import { sql } from 'drizzle-orm';
import type { PaymentMethodId, PaymentStatus } from '@travel/contracts';
import type { Queryable } from '../db/connection';

/** A payment's status in the shop's books (docs/adr/0200-payment-state-machine.md, "states"). */
export type PaymentState = 'pending' | 'verifying' | 'paid' | 'fail' | 'expired' | 'superseded' | 'refund-pending' | 'refunded';

/** What the buyer is told: the four statuses of the public API. */
export function publicPaymentStatus(state: PaymentState): PaymentStatus {
  switch (state) {
    case 'verifying':
      return 'pending';
    case 'superseded':
      return 'expired';
    case 'refund-pending':
    case 'refunded':
      return 'fail';
    default:
      return state;
  }
}

/** The states in which the gateway holds money of the payment for the shop. */
export const CAPTURED: readonly PaymentState[] = ['paid', 'refund-pending', 'refunded'];

export interface PaymentRow {
  id: string;
  order_id: string;
  session_id: string;
  method: PaymentMethodId;
  condition_id: string;
  kind: string;
  amount: number;
  fee: number;
  currency: string;
  status: PaymentState;
  gateway_token: string | null;
  gateway_order_id: number | null;
  expires_at: string;
  created_at: string;
  direct_payment_id: string | null;
}

export const paymentColumns = sql`id::text AS id, order_id::text AS order_id, session_id, method, condition_id, kind, amount, fee, currency,
  status, gateway_token, gateway_order_id::float8 AS gateway_order_id,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS expires_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, direct_payment_id::text AS direct_payment_id`;

/** The newest payment first; of two started at the same moment, the one that superseded the other. */
export const latestFirst = sql`created_at DESC, (status = 'superseded'), id`;

/** The payment row; `forUpdate` locks it for the rest of the transaction. */
export async function paymentRow(q: Queryable, id: string, forUpdate = false): Promise<PaymentRow | undefined> {
  return (
    await q.rows<PaymentRow>(sql`SELECT ${paymentColumns} FROM payments WHERE id = ${id}::uuid ${forUpdate ? sql`FOR UPDATE` : sql``}`)
  )[0];
}

export async function paymentBySession(q: Queryable, sessionId: string): Promise<PaymentRow | undefined> {
  return (await q.rows<PaymentRow>(sql`SELECT ${paymentColumns} FROM payments WHERE session_id = ${sessionId}`))[0];
}
