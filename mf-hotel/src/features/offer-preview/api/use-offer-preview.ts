import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions, createApiClient, expectedApiErrors, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/**
 * `GET /api/offers/preview/{previewOfferId}/`: any stored offer, departed or sold out too, priced
 * for two adults, and whether it can still be bought (docs/adr/0260-offer-checks-and-preview.md).
 */
export function offerPreviewQuery(previewOfferId: string, api: ApiClient = client) {
  return {
    ...apiQueryOptions(api, 'offersPreview', { params: { previewOfferId } }),
    // An address that names no offer is the page's not-found state, not a failure to report.
    meta: expectedApiErrors(404, 400),
    retry: (failures: number, error: Error) => !isPreviewMissing(error) && failures < 2,
  };
}

export function useOfferPreview(previewOfferId: string) {
  return useQuery(offerPreviewQuery(previewOfferId));
}

/** No stored offer has this code (404), or the address cannot name one (400). */
export function isPreviewMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
