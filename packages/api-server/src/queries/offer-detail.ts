import { sql } from 'drizzle-orm';
import type { OfferDetail, PartyCount } from '@travel/contracts';
import type { Database } from '../db/connection';
import { locationColumns, toLocationRef, type LocationRow } from '../lib/locations';
import { toPricedOffer, zl, type OfferRow } from '../search/offers';

/** One offer priced for a party with its hotel, the hotel's places (for the breadcrumb) and its price history. */
export async function offerDetailOf(db: Database, row: OfferRow, party: PartyCount): Promise<OfferDetail> {
  const hotel = (
    await db.rows<{
      description: string;
      location_text: string;
      accommodation_type: string;
      beach_type: string;
      photos: string[];
      ancestor_ids: number[];
    }>(
      sql`SELECT h.description, h.location_text, h.accommodation_type, h.beach_type, h.photos, l.ancestor_ids
        FROM hotels h JOIN locations l ON l.id = h.location_id WHERE h.id = ${row.hotel_id}::int`,
    )
  )[0];
  const trail = hotel?.ancestor_ids ?? [];
  const places = trail.length
    ? await db.rows<LocationRow>(
        sql`SELECT ${locationColumns} FROM locations WHERE id = ANY(ARRAY[${sql.join(
          trail.map((id) => sql`${id}::int`),
          sql`, `,
        )}])`,
      )
    : [];
  const placeById = new Map(places.map((p) => [p.id, p]));
  // From the continent down, as the hotel call answers them.
  const breadcrumbs = trail.flatMap((id) => {
    const p = placeById.get(id);
    return p ? [toLocationRef(p)] : [];
  });
  const history = await db.rows<{ day: string; price_adult: number }>(
    sql`SELECT day::text AS day, price_adult FROM offer_price_history WHERE offer_id = ${row.id}::int ORDER BY day`,
  );
  return {
    ...toPricedOffer(row, party),
    hotel: {
      id: row.hotel_id,
      slug: row.hotel_slug,
      name: row.hotel_name,
      description: hotel?.description ?? '',
      locationText: hotel?.location_text ?? '',
      accommodationType: hotel?.accommodation_type ?? 'hotel',
      beachType: hotel?.beach_type ?? '',
      photos: hotel?.photos ?? [],
      breadcrumbs,
    },
    priceHistory: history.map((h) => ({ day: h.day, pricePerPerson: zl(h.price_adult) })),
  };
}
