import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { offersWritten } from '../import/offers-written';
import { notFound, route } from '../lib/http';
import type { Deps } from '../routes/deps';
import { zl } from '../search/offers';

/**
 * Hit-offer management (docs/product/roles.md): marking sets the offer's `is_hit`, the very flag the home
 * page's hit offers (`GET /offers/hit-offers/`), their count and the listing's "hity" sort read.
 */
export async function hitOfferRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  const countHits = async () =>
    (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM offers WHERE is_hit AND departure_date > ${today()}::date`))[0]?.n ??
    0;

  route(app, ep.staffHitOffers, async () => {
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
      WHERE o.is_hit AND o.departure_date > ${today()}::date
      ORDER BY o.price_adult, o.id LIMIT 100`);
    return {
      count: await countHits(),
      offers: rows.map((r) => ({
        hash: r.hash,
        hotelName: r.hotel_name,
        destination: r.destination,
        departureDate: r.dep,
        durationDays: r.duration_days,
        price: zl(r.price_adult),
      })),
    };
  });

  const setHit = async (offerHash: string, hit: boolean) => {
    const updated = await db.rows<{ hotel_id: number }>(
      sql`UPDATE offers SET is_hit = ${hit} WHERE hash = ${offerHash} RETURNING hotel_id`,
    );
    if (updated.length === 0) throw notFound('Offer not found');
    await offersWritten(db, today(), [...new Set(updated.map((r) => r.hotel_id))]);
    return { offerHash, hit, count: await countHits() };
  };
  route(app, ep.staffHitOfferMark, async ({ params, req }) => {
    req.log.info({ offerHash: params.offerHash }, 'offer marked as a hit');
    return setHit(params.offerHash, true);
  });
  route(app, ep.staffHitOfferUnmark, async ({ params, req }) => {
    req.log.info({ offerHash: params.offerHash }, 'offer no longer a hit');
    return setHit(params.offerHash, false);
  });
}
