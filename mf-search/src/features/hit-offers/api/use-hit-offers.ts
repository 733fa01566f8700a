import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient } from '@travel/api-client';
import { eventBus } from '@travel/event-bus';

const client = createApiClient({ onError: (report) => eventBus.emit('api:error', report) });

/** `GET /api/offers/hit-offers/`: the offers staff marked as hits, one per hotel. */
export function useHitOffers(limit: number) {
  return useQuery(apiQueryOptions(client, 'offersHitOffers', { query: { limit: String(limit) } }));
}
