/**
 * What the browser builds share as `@tanstack/react-query` (shared.ts, `SHARED_SUBSETS`): the
 * client, caches, observers, hydration and hooks the apps import, without the infinite and
 * suspense queries, prefetch hooks, `HydrationBoundary` and the rest (ADR 0192). Imported through
 * an alias, because the package's `exports` offer no entry but its share key.
 *
 * Tests and the site server use the full package. `__tests__/shared-subsets.test.ts` fails when
 * browser code imports a name missing here (it would be `undefined` at run time).
 */
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  MutationCache,
  MutationObserver,
  mutationOptions,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  queryOptions,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@travel/unshared-react-query';
