import { ApiError, apiErrorReportOf, type ApiErrorReport } from '@travel/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { eventBus } from '@travel/event-bus';

/** docs/product/constants.md: the session and query cache becomes stale after 60000 ms. */
export const QUERY_STALE_TIME_MS = 60_000;
/** Network errors and 5xx answers are tried this many more times; a 4xx is final. */
export const QUERY_MAX_RETRIES = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export interface QueryClientOptions {
  /**
   * Every failed query and mutation of the cache that docs/product/errors.md has reported
   * (`apiErrorReportOf`): one data layer reports them all, whether or not a hook thinks of it.
   */
  onApiError?: (report: ApiErrorReport) => void;
  /** Retry rule of queries; default `shouldRetryQuery`. */
  retry?: boolean | ((failureCount: number, error: unknown) => boolean);
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const report = (error: unknown, meta: Readonly<Record<string, unknown>> | undefined): void => {
    const event = apiErrorReportOf(error, meta);
    if (event !== undefined) options.onApiError?.(event);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: options.retry ?? shouldRetryQuery },
    },
  });
}

/**
 * The page's one client; `@tanstack/react-query` is a shared singleton, so remotes get it too.
 * Failures go out as `api:error`, which the shell reports (features/api-errors).
 */
export const queryClient = createQueryClient({ onApiError: (report) => eventBus.emit('api:error', report) });
