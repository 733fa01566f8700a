import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueries, apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient } from '@travel/api-client';
import type { OfferFiltersInput } from '@travel/contracts/api/offers';
import type { TransportSlug } from '@travel/search-model';

const client = createApiClient();

/**
 * `GET /api/offers/filters/`: for each option, how many hotels it would give with the other filters kept.
 * Counting every option is the listing's slowest call: the first paint shows the offers without
 * waiting for it, and the counts arrive after hydration.
 */
export function useOfferFilters(query: OfferFiltersInput) {
  return useQuery({ ...apiQueries.offersFilters(client, query), placeholderData: keepPreviousData, meta: BROWSER_ONLY_QUERY });
}

/** `GET /api/offers/searcher/destinations/`: the destination tree with offer counts for the category (after hydration, as above). */
export function useSearcherDestinations(category: string, transport: TransportSlug) {
  return useQuery({
    ...apiQueryOptions(client, 'offersSearcherDestinations', { query: { category, transport } }),
    meta: BROWSER_ONLY_QUERY,
  });
}
