import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/** The stored rows one offer is made of, table by table, as they are (staff debugging); undefined: no such offer. */
export async function offerLayers(db: Database, offerHash: string) {
  const offer = (
    await db.rows<Record<string, unknown> & { id: number; hotel_id: number; location_ids: number[] }>(
      sql`SELECT * FROM offers WHERE hash = ${offerHash}`,
    )
  )[0];
  if (!offer) return undefined;
  const [hotel, locations, history, operator] = await Promise.all([
    db.rows(sql`SELECT * FROM hotels WHERE id = ${offer.hotel_id}::int`),
    db.rows(sql`SELECT * FROM locations WHERE id = ANY(${`{${offer.location_ids.join(',')}}`}::int[]) ORDER BY depth`),
    db.rows(sql`SELECT * FROM offer_price_history WHERE offer_id = ${offer.id}::int ORDER BY day`),
    db.rows(sql`SELECT t.* FROM tour_operators t WHERE t.slug = ${String(offer['tour_operator'] ?? '')}`),
  ]);
  return [
    { source: 'offers', rows: [offer] },
    { source: 'hotels', rows: hotel },
    { source: 'locations', rows: locations },
    { source: 'tour_operators', rows: operator },
    { source: 'offer_price_history', rows: history },
  ];
}
