import { QueryClient } from '@tanstack/react-query';

/** Spec 000 §9: the session and query cache becomes stale after 60000 ms. */
export const QUERY_STALE_TIME_MS = 60_000;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS } },
});
