import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueries, apiQueryOptions, createApiClient } from '@travel/api-client';
import type { OfferFiltersInput } from '@travel/contracts/api/offers';
import type { TransportSlug } from '@travel/search-model';

const client = createApiClient();

/** `GET /api/offers/filters/`: for each option, how many hotels it would give with the other filters kept. */
export function useOfferFilters(query: OfferFiltersInput) {
  return useQuery({ ...apiQueries.offersFilters(client, query), placeholderData: keepPreviousData });
}

/** `GET /api/offers/searcher/destinations/`: the destination tree with offer counts for the category. */
export function useSearcherDestinations(category: string, transport: TransportSlug) {
  return useQuery(apiQueryOptions(client, 'offersSearcherDestinations', { query: { category, transport } }));
}
