import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/order/summary/{orderId}/`: the order as the server stores it (visitor data: browser only). */
export function orderQueryOptions(orderId: string, api: ApiClient = client) {
  return { ...apiQueryOptions(api, 'orderSummary', { params: { orderId } }), meta: BROWSER_ONLY_QUERY };
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
