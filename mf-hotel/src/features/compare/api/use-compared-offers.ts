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

/**
 * Each compared offer priced for the party (`GET /api/offers/offer/`, the key the offer page uses),
 * what its price includes (`GET /api/offers/offer/extra-mds-info/`) and its hotel's ratings by
 * category (`GET /api/v1/hotels/hotel/?hotelId=`), in the order of the address.
 */
export function useComparedOffers(hashes: readonly string[], party: CompareParty, api: ApiClient = client) {
  const offers = useQueries({
    queries: hashes.map((offerHash) => ({ ...apiQueries.offer(api, { offerHash, ...partyQuery(party) }), retry })),
  });
  const extras = useQueries({
    queries: hashes.map((offerHash) => ({
      ...apiQueryOptions(api, 'offersExtraMdsInfo', { query: { offerHash, ...partyQuery(party) } }),
      retry,
    })),
  });
  const hotels = useQueries({
    queries: offers.map((offer) => ({
      ...apiQueries.hotel(api, { hotelId: String(offer.data?.offer.hotelId ?? 0) }),
      enabled: offer.data !== undefined,
      retry,
    })),
  });
  return hashes.map((hash, index) => ({ hash, offer: offers[index], extra: extras[index], hotel: hotels[index] }));
}
