import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueries, createApiClient } from '@travel/api-client';
import type { OfferListQuery } from '@travel/contracts/api/offers';

const client = createApiClient();

/** `GET /api/offers/list/`: one best offer per hotel under the filters and sort, a page of 20. */
export function useOfferList(query: OfferListQuery) {
  // The previous page stays on screen (dimmed) while the next loads, so paging does not jump.
  return useQuery({ ...apiQueries.offersList(client, query), placeholderData: keepPreviousData });
}
