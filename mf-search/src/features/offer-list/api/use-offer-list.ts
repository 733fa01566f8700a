import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueries, createApiClient, type ApiClient } from '@travel/api-client';
import type { OfferListQuery } from '@travel/contracts/api/offers';

const client = createApiClient();

/** The query of `useOfferList`; the listing's loader prefetches the very same. */
export function offerListQueryOptions(query: OfferListQuery, api: ApiClient = client) {
  return apiQueries.offersList(api, query);
}

/** `GET /api/offers/list/`: one best offer per hotel under the filters and sort, a page of 20. */
export function useOfferList(query: OfferListQuery) {
  // The previous page stays on screen (dimmed) while the next loads, so paging does not jump.
  return useQuery({ ...offerListQueryOptions(query), placeholderData: keepPreviousData });
}
