import type { FastifyInstance } from 'fastify';
import { endpoints as ep, type DestinationNode } from '@travel/contracts';
import { addDays } from '../lib/dates';
import { badRequest, notFound, route } from '../lib/http';
import { allLocations, toLocationRef } from '../lib/locations';
import { locationsMatching } from '../queries/guide';
import { hotelFacts, hotelsNamed, locationCoverPhotos } from '../queries/hotels';
import { compileFilters } from '../search/filters';
import { hitOffersCount, locationFigures } from '../import/location-stats';
import { zl } from '../search/offers';
import { countHotels, filterFacets, listBestOffers, listHitOffers, mapListing } from '../search/search-engine';
import type { Deps } from './deps';

export async function offerRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  route(app, ep.offersList, async ({ query }) => {
    const c = await compileFilters(db, query, today());
    return listBestOffers(db, c, query.limit ?? 20, query.offset ?? 0);
  });

  route(app, ep.offersCount, async ({ query }) => ({ count: await countHotels(db, await compileFilters(db, query, today())) }));

  route(app, ep.offersFilters, async ({ query }) => filterFacets(db, await compileFilters(db, query, today())));

  route(app, ep.offersMapListing, async ({ query }) => mapListing(db, await compileFilters(db, query, today())));

  /**
   * Offer counts per location id (every ancestor of each offer's hotel counts it), read from the
   * figures the import keeps (src/import/location-stats.ts) instead of every offer.
   */
  const countsByLocation = (category?: string, transport?: string, locationIds?: readonly number[]) =>
    locationFigures(db, today(), { category, transport, ...(locationIds ? { locationIds } : {}) });

  route(app, ep.offersAutosuggest, async ({ query }) => {
    const locs = await locationsMatching(db, query.query, 8);
    // Only the suggested locations' counts are needed.
    const counts = await countsByLocation(
      query.category,
      query.transport,
      locs.map((l) => l.id),
    );
    const hotels = await hotelsNamed(db, query.query, 8);
    return {
      destinations: locs.map((l) => ({ ...toLocationRef(l), offersCount: counts.get(l.id)?.n ?? 0 })),
      hotels,
    };
  });

  route(app, ep.offersSearcherDestinations, async ({ query }) => {
    const counts = await countsByLocation(query.category, query.transport);
    const locs = await allLocations(db);
    const nodes = new Map<number, DestinationNode>(
      locs.map((l) => [
        l.id,
        { ...toLocationRef(l), offersCount: counts.get(l.id)?.n ?? 0, hotelsCount: counts.get(l.id)?.hotels ?? 0, children: [] },
      ]),
    );
    const roots: DestinationNode[] = [];
    for (const l of locs) {
      const node = nodes.get(l.id) as DestinationNode;
      if (node.offersCount === 0) continue;
      const parent = l.parent_id === null ? undefined : nodes.get(l.parent_id);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return { destinations: roots };
  });

  const teasers = async (kind: 'country' | 'resort', limit: number) => {
    const counts = await countsByLocation();
    const locs = (await allLocations(db)).filter((l) => (kind === 'country' ? l.kind === 'country' : l.depth >= 2) && counts.has(l.id));
    locs.sort((a, b) => (counts.get(b.id)?.n ?? 0) - (counts.get(a.id)?.n ?? 0) || a.id - b.id);
    const photoOf = await locationCoverPhotos(db);
    return {
      items: locs.slice(0, limit).map((l) => {
        const cnt = counts.get(l.id);
        const photo =
          photoOf.get(l.id) ??
          [...photoOf.entries()].find(([id]) => locs.some((x) => x.id === id && x.ancestor_ids.includes(l.id)))?.[1] ??
          null;
        return {
          location: toLocationRef(l),
          priceFrom: cnt?.price ? zl(cnt.price) : null,
          offersCount: cnt?.n ?? 0,
          hotelsCount: cnt?.hotels ?? 0,
          photo,
        };
      }),
    };
  };
  route(app, ep.offersDestinationsGuide, async ({ query }) => teasers('country', query.limit ?? 8));
  route(app, ep.offersDestinationsDiscover, async ({ query }) => teasers('resort', query.limit ?? 8));

  route(app, ep.offersLastMinute, async ({ query }) => {
    const t = today();
    const from = query.departureDateFrom ?? addDays(t, 1);
    const to = query.departureDateTo ?? addDays(t, 14);
    if (to < from) throw badRequest('departureDateTo', 'must not be before departureDateFrom');
    const c = await compileFilters(db, { departureDateFrom: from, departureDateTo: to }, t);
    return { offers: (await listBestOffers(db, c, query.limit ?? 12, 0)).offers };
  });

  route(app, ep.offersHitOffers, async ({ query }) => {
    const c = await compileFilters(db, { sortBy: 'hity' }, today());
    return { offers: await listHitOffers(db, c, query.limit ?? 12) };
  });

  route(app, ep.offersHitOffersCount, async () => ({ count: await hitOffersCount(db, today()) }));

  route(app, ep.offersOfferExtraInfo, async ({ query }) => {
    const h = await hotelFacts(db, query.mdsRelationId);
    if (!h) throw notFound('Hotel not found');
    return {
      hotelId: query.mdsRelationId,
      attributes: h.attributes,
      beachType: h.beachType,
      beachDistance: h.beachDistance,
      transferMinutes: h.transferMinutes,
      accommodationType: h.accommodationType,
      recommendedFor: h.recommendedFor,
      locationText: h.locationText,
    };
  });
}
