import { ApiError } from '@travel/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Spec 000 §9 / 001 §9: the session and query cache becomes stale after 60000 ms. */
export const QUERY_STALE_TIME_MS = 60_000;
/** Network errors and 5xx answers are tried this many more times; a 4xx is final. */
export const QUERY_MAX_RETRIES = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery },
    },
  });
}

/** The page's one client; `@tanstack/react-query` is a shared singleton, so remotes get it too. */
export const queryClient = createQueryClient();
