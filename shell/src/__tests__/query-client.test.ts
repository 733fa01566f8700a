import { ApiError } from '@travel/api-client';
import { createQueryClient, QUERY_STALE_TIME_MS, shouldRetryQuery } from '../query-client';

describe('query client', () => {
  it('keeps data fresh for 60000 ms', () => {
    expect(QUERY_STALE_TIME_MS).toBe(60_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(60_000);
  });

  it('retries network errors and 5xx twice, never a 4xx', () => {
    const serverError = new ApiError('HTTP 503', 503, null, '/api/offers/list/');
    const notFound = new ApiError('Offer not found', 404, null, '/api/offers/offer/');
    const network = new TypeError('Failed to fetch');
    expect([0, 1, 2].map((n) => shouldRetryQuery(n, serverError))).toEqual([true, true, false]);
    expect([0, 1].map((n) => shouldRetryQuery(n, network))).toEqual([true, true]);
    expect(shouldRetryQuery(0, notFound)).toBe(false);
  });
});
