import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection';

/** One broken invariant of the money path (docs/adr/0200-payment-state-machine.md, "invariants"). */
export interface Violation {
  invariant: 'money-booked' | 'money-refunded' | 'one-booking' | 'one-live-payment' | 'dead-order' | 'seats' | 'confirmation' | 'gateway';
  message: string;
  orderId?: string | undefined;
  paymentId?: string | undefined;
  offerId?: number | undefined;
}

const grosze = (n: number) => `${(n / 100).toFixed(2)} zł`;

/**
 * Reads the whole money path of a database and answers every invariant it breaks (none: an empty
 * list). Read only; safe on a live shop: a payment between its fence and its outcome (being
 * verified, its order's fence running) is not counted against the gateway's books.
 */
export async function checkPaymentInvariants(db: Queryable): Promise<Violation[]> {
  const found: Violation[] = [];

  // 1. Booked payments make paid_total.
  for (const r of await db.rows<{ id: string; paid_total: number; booked: number }>(sql`
    SELECT o.id::text AS id, o.paid_total, coalesce(b.booked, 0)::int AS booked
    FROM orders o LEFT JOIN (SELECT order_id, sum(amount - fee) AS booked FROM payments WHERE status = 'paid' GROUP BY order_id) b
      ON b.order_id = o.id
    WHERE o.paid_total <> coalesce(b.booked, 0)`))
    found.push({
      invariant: 'money-booked',
      orderId: r.id,
      message: `order ${r.id}: paid_total ${grosze(r.paid_total)} but its booked payments make ${grosze(r.booked)}`,
    });

  // 1. Captured and not booked: refunded in full (pending or done), and only those.
  for (const r of await db.rows<{
    id: string;
    order_id: string;
    status: string;
    amount: number;
    refund: number | null;
    refund_status: string | null;
  }>(sql`
    SELECT p.id::text AS id, p.order_id::text AS order_id, p.status, p.amount, r.amount AS refund, r.status AS refund_status
    FROM payments p LEFT JOIN payment_refunds r ON r.payment_id = p.id
    WHERE (p.status IN ('refund-pending', 'refunded') AND (r.amount IS DISTINCT FROM p.amount
             OR (p.status = 'refunded') <> (r.status = 'done')))
       OR (p.status NOT IN ('refund-pending', 'refunded') AND r.id IS NOT NULL)`))
    found.push({
      invariant: 'money-refunded',
      orderId: r.order_id,
      paymentId: r.id,
      message:
        r.refund === null
          ? `payment ${r.id} is ${r.status} (${grosze(r.amount)} captured) with no refund`
          : `payment ${r.id} is ${r.status} (${grosze(r.amount)}) with a ${r.refund_status} refund of ${grosze(r.refund)}`,
    });

  // 2. One booked payment per service, one live payment per service.
  for (const r of await db.rows<{ order_id: string; direct: string | null; status: string; n: number }>(sql`
    SELECT order_id::text AS order_id, direct_payment_id::text AS direct, CASE WHEN status = 'paid' THEN 'paid' ELSE 'live' END AS status,
      count(*)::int AS n
    FROM payments WHERE status IN ('paid', 'pending', 'verifying')
    GROUP BY order_id, direct_payment_id, status = 'paid' HAVING count(*) > 1`))
    found.push({
      invariant: r.status === 'paid' ? 'one-booking' : 'one-live-payment',
      orderId: r.order_id,
      message: `order ${r.order_id}${r.direct ? ` (direct payment ${r.direct})` : ''}: ${r.n} ${r.status === 'paid' ? 'booked' : 'pending or verifying'} payments`,
    });

  // 3. No money kept on a cancelled order; a paid order is paid in full.
  for (const r of await db.rows<{ id: string; state: string; paid_total: number; total: number }>(sql`
    SELECT id::text AS id, state, paid_total, price_total + extras_total AS total FROM orders
    WHERE (state = 'cancelled' AND paid_total > 0) OR (state = 'paid' AND paid_total < price_total + extras_total)
       OR (state = 'new' AND paid_total > 0)`))
    found.push({
      invariant: 'dead-order',
      orderId: r.id,
      message: `order ${r.id} is ${r.state} with ${grosze(r.paid_total)} booked of ${grosze(r.total)}`,
    });

  // 4. Seats held = seats of live orders, per offer; never fewer than none left.
  for (const r of await db.rows<{ offer_id: number; held: number; live: number; places_left: number }>(sql`
    WITH live AS (SELECT offer_id, sum(places_taken)::int AS n FROM orders WHERE state IN ('pending', 'paid') GROUP BY offer_id),
    held AS (SELECT id, places_held, places_left FROM offers WHERE places_held <> 0 OR places_left < 0)
    SELECT coalesce(h.id, l.offer_id) AS offer_id, coalesce(h.places_held, f.places_held, 0) AS held, coalesce(l.n, 0) AS live,
      coalesce(h.places_left, f.places_left, 0) AS places_left
    FROM held h FULL JOIN live l ON l.offer_id = h.id LEFT JOIN offers f ON f.id = l.offer_id AND h.id IS NULL
    WHERE coalesce(h.places_held, f.places_held, 0) <> coalesce(l.n, 0) OR coalesce(h.places_left, f.places_left, 0) < 0`))
    found.push({
      invariant: 'seats',
      offerId: r.offer_id,
      message:
        r.places_left < 0
          ? `offer ${r.offer_id}: ${r.places_left} places left`
          : `offer ${r.offer_id}: ${r.held} places held, live orders hold ${r.live}`,
    });

  // 5. Exactly one confirmation per order with booked money.
  for (const r of await db.rows<{ id: string; n: number }>(sql`
    SELECT o.id::text AS id, count(m.id)::int AS n FROM orders o LEFT JOIN mail_outbox m ON m.order_id = o.id AND m.kind = 'confirmation'
    WHERE o.paid_total > 0 GROUP BY o.id HAVING count(m.id) <> 1`))
    found.push({ invariant: 'confirmation', orderId: r.id, message: `paid order ${r.id} has ${r.n} confirmations in the outbox` });

  // 6. The gateway's books (the sandbox's, when it is the gateway): captured there = captured here.
  // A payment being verified right now (its order's fence still runs) is a transition in flight,
  // not a violation; once the fence lapses, reconciliation settles it, and until then it shows.
  for (const r of await db.rows<{
    session_id: string;
    gateway: string;
    payment_id: string | null;
    order_id: string | null;
    status: string | null;
  }>(sql`
    SELECT s.session_id, s.status AS gateway, p.id::text AS payment_id, p.order_id::text AS order_id, p.status
    FROM sandbox_transactions s LEFT JOIN payments p ON p.session_id = s.session_id LEFT JOIN orders o ON o.id = p.order_id
    WHERE (s.status = 'verified' AND (p.id IS NULL OR p.status NOT IN ('paid', 'refund-pending'))
        AND NOT (p.status = 'verifying' AND coalesce(o.verifying_until > now(), false)))
       OR (s.status = 'refunded' AND p.status IS DISTINCT FROM 'refunded')
       OR (s.status NOT IN ('verified', 'refunded') AND p.status IN ('paid', 'refund-pending', 'refunded'))`))
    found.push({
      invariant: 'gateway',
      orderId: r.order_id ?? undefined,
      paymentId: r.payment_id ?? undefined,
      message: `gateway session ${r.session_id} is ${r.gateway} at the gateway, ${r.status ?? 'unknown'} at the shop`,
    });

  return found;
}
