import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { zl } from '../search/offers';

/** Hit offers departing after `today`, counted over the offers themselves (staff see the exact number). */
export async function countHitOffers(db: Database, today: string): Promise<number> {
  const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM offers WHERE is_hit AND departure_date > ${today}::date`);
  return rows[0]?.n ?? 0;
}

/** The cheapest 100 hit offers departing after `today`, for the staff list. */
export async function hitOffersForStaff(db: Database, today: string) {
  const rows = await db.rows<{
    hash: string;
    hotel_name: string;
    destination: string;
    dep: string;
    duration_days: number;
    price_adult: number;
  }>(sql`
    SELECT o.hash, h.name AS hotel_name, l.name AS destination, to_char(o.departure_date, 'YYYY-MM-DD') AS dep,
      o.duration_days, o.price_adult
    FROM offers o JOIN hotels h ON h.id = o.hotel_id JOIN locations l ON l.id = h.location_id
    WHERE o.is_hit AND o.departure_date > ${today}::date
    ORDER BY o.price_adult, o.id LIMIT 100`);
  return rows.map((r) => ({
    hash: r.hash,
    hotelName: r.hotel_name,
    destination: r.destination,
    departureDate: r.dep,
    durationDays: r.duration_days,
    price: zl(r.price_adult),
  }));
}

/** Marks or unmarks an offer as a hit; the hotels whose offers changed (none: no such offer). */
export async function setOfferHit(db: Database, offerHash: string, hit: boolean): Promise<number[]> {
  const updated = await db.rows<{ hotel_id: number }>(sql`UPDATE offers SET is_hit = ${hit} WHERE hash = ${offerHash} RETURNING hotel_id`);
  return [...new Set(updated.map((r) => r.hotel_id))];
}
