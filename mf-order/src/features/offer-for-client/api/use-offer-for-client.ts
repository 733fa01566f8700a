import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient, expectedApiErrors, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/**
 * `GET /api/offers/offer-for-client/?offerForClientId=`: the offer staff prepared for one client,
 * with today's price for its party (docs/adr/0261-offer-for-client.md). Asked fresh on every visit:
 * the price and the places are today's.
 */
export function offerForClientQuery(offerForClientId: string, api: ApiClient = client) {
  return {
    ...apiQueryOptions(api, 'offerForClientGet', { query: { offerForClientId } }),
    // A link that names no offer is the page's not-found state, not a failure to report.
    meta: { ...BROWSER_ONLY_QUERY, ...expectedApiErrors(404, 400) },
    staleTime: 0,
    // An unknown id stays unknown; only other failures are worth a second try.
    retry: (failures: number, error: Error) => !isOfferForClientMissing(error) && failures < 2,
  };
}

export function useOfferForClient(offerForClientId: string) {
  return useQuery(offerForClientQuery(offerForClientId));
}

/** The id names no offer for a client (404), or cannot name one (400). */
export function isOfferForClientMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
