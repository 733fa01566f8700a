import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { badRequest, notFound, route } from '../lib/http';
import { allLocations, findLocation, toLocationRef } from '../lib/locations';
import {
  countHotelsIn,
  countryWithRegions,
  featuredOpinions,
  hotelCountsByLocation,
  hotelDetails,
  hotelExists,
  hotelFacts,
  hotelFaq,
  hotelsNamed,
  latestOpinionsFrom,
  listHotels,
  locationCoverPhotos,
  opinionsPage,
  opinionSummary,
  type HotelFilter,
  type OpinionSource,
} from '../queries/hotels';
import { describeOpinions } from '../hotels/opinion-description';
import { hotelListFilterOptions } from '@travel/search-model/reference/hotel-list-filters';
import { BEACH_DISTANCE_LABEL_SWITCH } from '@travel/search-model';
import type { Deps } from './deps';

export async function hotelRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  const assertHotel = async (id: number) => {
    if (!(await hotelExists(db, id))) throw notFound('Hotel not found');
  };
  /** The filter of a hotel list or count; an unknown location is a 404. */
  const hotelFilter = async ({ location, ...rest }: Omit<HotelFilter, 'locationId'> & { location: string }): Promise<HotelFilter> => {
    const found = await findLocation(db, location);
    if (!found) throw notFound('Location not found');
    return { locationId: found.id, ...rest };
  };

  route(app, ep.hotelsFaq, async ({ query }) => {
    // An unknown hotel is a 404, as on every other hotel call, not an empty FAQ.
    await assertHotel(query.hotelId);
    return { items: await hotelFaq(db, query.hotelId) };
  });

  route(app, ep.hotelsOpinionsFeatured, async ({ query }) => ({
    items: await featuredOpinions(db, query.sortBy, query.limit ?? 6),
  }));

  route(app, ep.hotelsFilters, async () => hotelListFilterOptions());

  const bySource =
    (source: OpinionSource) =>
    async ({ params }: { params: { hotelId: number } }) => {
      await assertHotel(params.hotelId);
      const items = await latestOpinionsFrom(db, params.hotelId, source, 6);
      return { source, ...(await opinionSummary(db, params.hotelId, source)), items };
    };
  route(app, ep.hotelsOpinionsFt, bySource('ft'));
  route(app, ep.hotelsOpinionsHc, bySource('hc'));

  route(app, ep.hotelsHotel, async ({ query }) => {
    if (query.hotelId === undefined && query.hotelSlug === undefined) throw badRequest('hotelId', 'required (or hotelSlug)');
    const key = query.hotelId !== undefined ? { id: query.hotelId } : { slug: query.hotelSlug as string };
    const hotel = await hotelDetails(db, key, today());
    if (!hotel) throw notFound('Hotel not found');
    return { hotel };
  });

  route(app, ep.hotelsHotelExtraInfo, async ({ query }) => {
    const h = await hotelFacts(db, query.hotelId);
    if (!h) throw notFound('Hotel not found');
    return {
      hotelId: h.id,
      attributes: h.attributes,
      facts: [
        // The hotel page's label (docs/product/validation-and-display.md): it switches at 2000 m.
        { key: 'beachDistance', value: h.beachDistance > BEACH_DISTANCE_LABEL_SWITCH ? 'powyżej 2000 metrów' : `${h.beachDistance} m` },
        { key: 'beachType', value: h.beachType },
        { key: 'transferMinutes', value: `${h.transferMinutes} min` },
        { key: 'accommodationType', value: h.accommodationType },
        { key: 'location', value: h.locationText },
      ],
    };
  });

  route(app, ep.hotelsList, async ({ query }) => {
    const { limit, offset, sortBy, ...filter } = query;
    return listHotels(db, await hotelFilter(filter), { sortBy: sortBy ?? 'popularnosc', limit, offset }, today());
  });

  route(app, ep.hotelsLocationCount, async ({ query }) => ({ count: await countHotelsIn(db, await hotelFilter(query)) }));

  route(app, ep.hotelsDestinationsDiscover, async ({ query }) => {
    const counts = await hotelCountsByLocation(db);
    const locs = (await allLocations(db)).filter((l) => l.depth >= 2 && (counts.get(l.id) ?? 0) > 0);
    locs.sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id);
    const photos = await locationCoverPhotos(db);
    return {
      items: locs
        .slice(0, query.limit ?? 8)
        .map((l) => ({ location: toLocationRef(l), hotelsCount: counts.get(l.id) ?? 0, photo: photos.get(l.id) ?? null })),
    };
  });

  route(app, ep.hotelsWorldDiscover, async () => {
    const counts = await hotelCountsByLocation(db);
    const locs = await allLocations(db);
    return {
      continents: locs
        .filter((l) => l.kind === 'continent')
        .map((c) => ({
          location: toLocationRef(c),
          countries: locs
            .filter((l) => l.parent_id === c.id && (counts.get(l.id) ?? 0) > 0)
            .map((l) => ({ location: toLocationRef(l), hotelsCount: counts.get(l.id) ?? 0 })),
        })),
    };
  });

  route(app, ep.hotelsOpinionsDescription, async ({ params }) => {
    await assertHotel(params.hotelId);
    return { hotelId: params.hotelId, description: describeOpinions(await opinionSummary(db, params.hotelId)) };
  });

  route(app, ep.hotelsOpinionsSummary, async ({ params }) => {
    await assertHotel(params.hotelId);
    return opinionSummary(db, params.hotelId);
  });

  route(app, ep.hotelsOpinionsList, async ({ params, query }) => {
    await assertHotel(params.hotelId);
    return opinionsPage(db, params.hotelId, { sortBy: query.sortBy ?? 'newest', limit: query.limit ?? 6, offset: query.offset ?? 0 });
  });

  route(app, ep.hotelsQuickLinks, async ({ query }) => {
    const found = await countryWithRegions(db, query.country);
    if (!found) throw notFound('Country not found');
    const { country, regions } = found;
    return {
      links: [
        { title: `Wakacje ${country.name_locative}`, url: `/wakacje/${country.path}/` },
        { title: `Last minute ${country.name_locative}`, url: `/last-minute/${country.path}/` },
        { title: `All inclusive ${country.name_locative}`, url: `/all-inclusive/${country.path}/` },
        // The link says 'Wakacje', so it opens the wakacje landing page, whose heading says the same.
        ...regions.map((c) => ({ title: `Wakacje ${c.name_locative}`, url: `/wakacje/${c.path}/` })),
      ],
    };
  });

  route(app, ep.hotelsAutosuggest, async ({ query }) => ({ hotels: await hotelsNamed(db, query.query) }));
}
