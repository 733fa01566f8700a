import type { FastifyInstance } from 'fastify';
import { countParty, endpoints as ep } from '@travel/contracts';
import { notFound, route } from '../lib/http';
import { checkOffer, checkOffers, extraMdsInfo, loadOffersByHashes, unavailableReason } from '../queries/offer-checks';
import { offerDetailOf } from '../queries/offer-detail';
import { checkedParty } from '../queries/party-check';
import { loadOfferByHash } from '../search/offers';
import type { Deps } from './deps';

const offerNotFound = () => notFound('Offer not found', 'offer-not-found');

/** Offers checked again (one, many), the operator's facts of one and its preview (docs/adr/0260-offer-checks-and-preview.md). */
export async function offerCheckRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  route(app, ep.offersCheckAvailability, async ({ body }) => {
    const t = today();
    checkedParty(body.adults, body.children, t);
    const row = (await loadOffersByHashes(db, [body.offerHash])).get(body.offerHash);
    return {
      ...checkOffer(body, row, body, t),
      party: countParty(body.adults, body.children, row?.dep ?? t),
    };
  });

  route(app, ep.offersBatchAvailability, async ({ body }) => {
    const t = today();
    // The party's birth dates are checked once against today; each offer counts it on its own departure day.
    const party = checkedParty(body.adults, body.children, t);
    return { party, results: await checkOffers(db, body.offers, body, t) };
  });

  route(app, ep.offersExtraMdsInfo, async ({ query }) => {
    const row = await loadOfferByHash(db, query.offerHash);
    if (!row || (query.tourOperatorCode !== undefined && query.tourOperatorCode !== row.tour_operator)) throw offerNotFound();
    const children = [...(query.children ?? []), ...(query.childrenBirthDates ?? []), ...(query.infantsBirthDates ?? [])];
    const party = checkedParty(query.adults, children, today(), row.dep);
    return extraMdsInfo(db, row, party, today());
  });

  route(app, ep.offersPreview, async ({ params }) => {
    const row = await loadOfferByHash(db, params.previewOfferId);
    if (!row) throw offerNotFound();
    const party = countParty(2, [], row.dep);
    const reason = unavailableReason(row, party, today());
    return { offer: await offerDetailOf(db, row, party), available: reason === null, reason };
  });
}
