import { sql } from 'drizzle-orm';
import type { OverdueBalance } from '@travel/contracts';
import type { Queryable } from '../db/connection';
import { zl } from '../search/offers';

/** How many overdue balances the staff page lists (oldest due date first). */
const LIST = 200;

/**
 * Bookings whose balance is still unpaid after its due date (`today` in Europe/Warsaw): the shop
 * leaves them open and shows them to staff, who call or write; nothing cancels them on its own
 * (docs/adr/0242-after-the-booking.md). A cancelled order is not listed.
 */
export async function overdueBalances(db: Queryable, today: string): Promise<OverdueBalance[]> {
  const rows = await db.rows<{
    order_id: string;
    reservation_number: string | null;
    order_state: OverdueBalance['orderState'];
    direct_payment_id: string;
    amount: number;
    due_date: string;
    days_overdue: number;
    departure_date: string;
    status: OverdueBalance['status'];
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
  }>(sql`SELECT o.id::text AS order_id, o.reservation_number, o.state AS order_state, d.id::text AS direct_payment_id, d.amount,
      d.due_date::text AS due_date, (${today}::date - d.due_date)::int AS days_overdue,
      o.offer_snapshot->>'departureDate' AS departure_date, d.status,
      o.client_data->'booker'->>'firstName' AS first_name, o.client_data->'booker'->>'lastName' AS last_name,
      o.client_data->'booker'->>'email' AS email, o.client_data->'booker'->>'phone' AS phone
    FROM direct_payments d JOIN orders o ON o.id = d.order_id
    WHERE d.status <> 'paid' AND d.due_date < ${today}::date AND o.state <> 'cancelled'
    ORDER BY d.due_date, o.reservation_number LIMIT ${LIST}`);
  return rows.map((r) => ({
    orderId: r.order_id,
    reservationNumber: r.reservation_number,
    orderState: r.order_state,
    directPaymentId: r.direct_payment_id,
    amount: zl(r.amount),
    dueDate: r.due_date,
    daysOverdue: Number(r.days_overdue),
    departureDate: r.departure_date,
    status: r.status,
    booker: r.email ? { name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), email: r.email, phone: r.phone ?? '' } : null,
  }));
}
