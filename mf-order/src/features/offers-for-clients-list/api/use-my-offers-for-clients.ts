import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/offers/debug/offers-for-clients/` (staff who sell): the offers the signed-in user prepared. */
export function useMyOffersForClients(api: ApiClient = client) {
  return useQuery(apiQueryOptions(api, 'staffOffersForClients', {}));
}
