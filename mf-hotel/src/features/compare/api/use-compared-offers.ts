import { useQueries } from '@tanstack/react-query';
import { ApiError, apiQueries, apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';
import type { CompareParty } from '@travel/favorites/compare';

// Failures are reported by the shared query cache (docs/product/errors.md), not by each client.
const client = createApiClient();

const partyQuery = (party: CompareParty) => ({
  adults: String(party.adults),
  ...(party.children.length === 0 ? {} : { children: party.children.join(',') }),
});

/** No such offer any more (a 404), or a code the API refuses: not worth asking again. */
export const isGone = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

const retry = (failures: number, error: unknown) => !isGone(error) && failures < 2;

/** One compared offer priced for the party (`GET /api/offers/offer/`, the key the offer page uses). */
export const comparedOfferQuery = (api: ApiClient, offerHash: string, party: CompareParty) => ({
  ...apiQueries.offer(api, { offerHash, ...partyQuery(party) }),
  retry,
});

/** What the offer's price includes (`GET /api/offers/offer/extra-mds-info/`). */
export const comparedExtraQuery = (api: ApiClient, offerHash: string, party: CompareParty) => ({
  ...apiQueryOptions(api, 'offersExtraMdsInfo', { query: { offerHash, ...partyQuery(party) } }),
  retry,
});

/** The offer's hotel, for its ratings by category (`GET /api/v1/hotels/hotel/?hotelId=`). */
export const comparedHotelQuery = (api: ApiClient, hotelId: number | undefined) => ({
  ...apiQueries.hotel(api, { hotelId: String(hotelId ?? 0) }),
  enabled: hotelId !== undefined,
  retry,
});

/**
 * Each compared offer priced for the party, what its price includes and its hotel's ratings by
 * category, in the order of the address. The page's loader prefetches the same queries on the
 * site server (`compare-page-loader.ts`), so the table is in the first HTML.
 */
export function useComparedOffers(hashes: readonly string[], party: CompareParty, api: ApiClient = client) {
  const offers = useQueries({ queries: hashes.map((offerHash) => comparedOfferQuery(api, offerHash, party)) });
  const extras = useQueries({ queries: hashes.map((offerHash) => comparedExtraQuery(api, offerHash, party)) });
  const hotels = useQueries({ queries: offers.map((offer) => comparedHotelQuery(api, offer.data?.offer.hotelId)) });
  return hashes.map((hash, index) => ({ hash, offer: offers[index], extra: extras[index], hotel: hotels[index] }));
}
