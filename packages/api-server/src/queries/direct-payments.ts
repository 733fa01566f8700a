import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { PaymentState } from '../payments/payment-row';

export interface DirectPaymentRow {
  id: string;
  order_id: string;
  kind: string;
  amount: number;
  due_date: string;
  status: 'open' | 'pending' | 'paid' | 'expired';
  reservation_number: string | null;
}

/** A payment asked for apart from the order (the balance), with its order's reservation number. */
export async function directPaymentById(db: Database, id: string): Promise<DirectPaymentRow | undefined> {
  const rows = await db.rows<DirectPaymentRow>(
    sql`SELECT d.id::text AS id, d.order_id::text AS order_id, d.kind, d.amount, d.due_date::text AS due_date, d.status, o.reservation_number
      FROM direct_payments d JOIN orders o ON o.id = d.order_id WHERE d.id = ${id}::uuid`,
  );
  return rows[0];
}

/** The newest gateway payment started for a direct payment. */
export async function lastPaymentOfDirectPayment(db: Database, directPaymentId: string) {
  const rows = await db.rows<{ status: PaymentState; error: string | null }>(
    sql`SELECT status, error FROM payments WHERE direct_payment_id = ${directPaymentId}::uuid ORDER BY created_at DESC LIMIT 1`,
  );
  return rows[0];
}
