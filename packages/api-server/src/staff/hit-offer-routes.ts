import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { offersWritten } from '../import/offers-written';
import { notFound, route } from '../lib/http';
import type { Deps } from '../routes/deps';
import { countHitOffers, hitOffersForStaff, setOfferHit } from '../queries/hit-offers';

/**
 * Hit-offer management (docs/product/roles.md): marking sets the offer's `is_hit`, the very flag the home
 * page's hit offers (`GET /offers/hit-offers/`), their count and the listing's "hity" sort read.
 */
export async function hitOfferRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  route(app, ep.staffHitOffers, async () => ({
    count: await countHitOffers(db, today()),
    offers: await hitOffersForStaff(db, today()),
  }));

  const setHit = async (offerHash: string, hit: boolean) => {
    const hotelIds = await setOfferHit(db, offerHash, hit);
    if (hotelIds.length === 0) throw notFound('Offer not found');
    await offersWritten(db, today(), hotelIds);
    return { offerHash, hit, count: await countHitOffers(db, today()) };
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
