import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/offers/hit-offers/`: the offers staff marked as hits, one per hotel (prefetched by the home page's loader). */
export function hitOffersQueryOptions(limit: number, api: ApiClient = client) {
  return apiQueryOptions(api, 'offersHitOffers', { query: { limit: String(limit) } });
}

export function useHitOffers(limit: number) {
  return useQuery(hitOffersQueryOptions(limit));
}
