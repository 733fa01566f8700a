import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/purchase/offer-summary/{orderId}/`: places and the current price, checked live each time the step opens. */
export function useOfferRecheck(orderId: string) {
  return useQuery({ ...apiQueryOptions(client, 'purchaseOfferSummary', { params: { orderId } }), staleTime: 0, meta: BROWSER_ONLY_QUERY });
}
