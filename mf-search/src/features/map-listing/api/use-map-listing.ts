import { useQuery } from '@tanstack/react-query';
import { apiQueries, createApiClient } from '@travel/api-client';
import { buildOfferFiltersQuery, type SearchState } from '@travel/search-model';

const client = createApiClient();

/** `GET /api/offers/map-listing/`: every hotel of the search with its cheapest offer, for markers. */
export function useMapListing(state: SearchState, now: Date) {
  return useQuery(apiQueries.offersMapListing(client, buildOfferFiltersQuery(state, { now })));
}
