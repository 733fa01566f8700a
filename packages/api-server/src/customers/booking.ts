import { sql } from 'drizzle-orm';
import type { CustomerBookingDetail } from '@travel/contracts';
import type { Database } from '../db/connection';
import { bookingDocuments } from '../documents/booking-documents';
import { SHOP } from '../mail/documents';
import { publicPaymentStatus, type PaymentState } from '../payments/payment-row';
import { loadOrderDetail, orderRow } from '../queries/order';
import { zl } from '../search/offers';

/** The booking page's answer, or undefined for an unknown order. The caller checked the right to it. */
export async function loadBooking(db: Database, orderId: string): Promise<CustomerBookingDetail | undefined> {
  const order = await loadOrderDetail(db, orderId);
  const row = await orderRow(db, orderId);
  if (!order || !row) return undefined;
  const [balance] = await db.rows<{ id: string; amount: number; due_date: string; status: 'open' | 'pending' | 'paid' | 'expired' }>(
    sql`SELECT id::text AS id, amount, due_date::text AS due_date, status FROM direct_payments
      WHERE order_id = ${orderId}::uuid ORDER BY created_at DESC LIMIT 1`,
  );
  const payments = await db.rows<{
    direct_payment_id: string | null;
    condition_id: string;
    amount: number;
    status: PaymentState;
    created_at: string;
  }>(
    sql`SELECT direct_payment_id::text AS direct_payment_id, condition_id, amount, status,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
      FROM payments WHERE order_id = ${orderId}::uuid ORDER BY created_at`,
  );
  return {
    order,
    balance: balance
      ? { directPaymentId: balance.id, amount: zl(balance.amount), dueDate: balance.due_date, status: balance.status }
      : null,
    payments: payments.map((p) => ({
      part: p.direct_payment_id ? ('balance' as const) : ('order' as const),
      condition: p.condition_id,
      amount: zl(p.amount),
      status: publicPaymentStatus(p.status),
      createdAt: p.created_at,
    })),
    documents: bookingDocuments(row),
    contact: { name: SHOP.name, address: SHOP.address, phone: SHOP.phone, email: SHOP.email },
  };
}
