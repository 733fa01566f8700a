import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

// Failures are reported by the shared query cache (docs/product/errors.md), not by each client.
const client = createApiClient();

/** `GET /api/v1/hotels/hotel/?hotelSlug=`: the query the page's loader prefetches and its hook reads. */
export const hotelBySlugQuery = (hotelSlug: string, api: ApiClient = client) =>
  apiQueryOptions(api, 'hotelsHotel', { query: { hotelSlug } });

/** True for the API's answer to a slug no hotel has (or one that is not a slug at all). */
export function isHotelMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The hotel of the page's address; an unknown slug is not retried. */
export function useHotel(hotelSlug: string) {
  return useQuery({
    ...hotelBySlugQuery(hotelSlug),
    retry: (failures, error) => !isHotelMissing(error) && failures < 2,
  });
}
