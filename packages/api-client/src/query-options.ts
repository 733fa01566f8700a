import { queryOptions } from '@tanstack/react-query';
import type { EndpointName } from '@travel/contracts';
import type { ApiClient, CallArgs } from './api-client';

/** Stale time of the shop's query cache (docs/product/constants.md). */
export const API_STALE_TIME = 60_000;

/**
 * `meta` of a query a server-rendered first paint leaves to the browser
 * (docs/adr/0100-first-paint-server-rendering.md): data of the visitor (the server renders for
 * nobody in particular), or secondary data slow enough to hold back the first offers. Both sides
 * render such a query as loading; the browser fetches it after hydration.
 */
export const BROWSER_ONLY_QUERY = { firstPaint: 'browser-only' } as const;

export function isBrowserOnlyQuery(meta: Readonly<Record<string, unknown>> | undefined): boolean {
  return meta?.['firstPaint'] === BROWSER_ONLY_QUERY.firstPaint;
}

/** react-query options for any GET endpoint; the key is the endpoint name and its arguments. */
export function apiQueryOptions<N extends EndpointName>(client: ApiClient, name: N, args: CallArgs<N>) {
  return queryOptions({
    queryKey: ['api', name, args] as const,
    queryFn: ({ signal }) => client.call(name, args, { signal }),
    staleTime: API_STALE_TIME,
  });
}

/** The factories the remotes use most. */
export const apiQueries = {
  offersList: (c: ApiClient, query: CallArgs<'offersList'>['query']) => apiQueryOptions(c, 'offersList', { query }),
  offersCount: (c: ApiClient, query: CallArgs<'offersCount'>['query']) => apiQueryOptions(c, 'offersCount', { query }),
  offersFilters: (c: ApiClient, query: CallArgs<'offersFilters'>['query']) => apiQueryOptions(c, 'offersFilters', { query }),
  offersMapListing: (c: ApiClient, query: CallArgs<'offersMapListing'>['query']) => apiQueryOptions(c, 'offersMapListing', { query }),
  offer: (c: ApiClient, query: CallArgs<'offersOffer'>['query']) => apiQueryOptions(c, 'offersOffer', { query }),
  hotel: (c: ApiClient, query: CallArgs<'hotelsHotel'>['query']) => apiQueryOptions(c, 'hotelsHotel', { query }),
  favoritesCount: (c: ApiClient) => ({ ...apiQueryOptions(c, 'favoritesCount', { query: {} }), meta: BROWSER_ONLY_QUERY }),
  hitOffersCount: (c: ApiClient) => apiQueryOptions(c, 'offersHitOffersCount', {}),
  userInfo: (c: ApiClient) => ({ ...apiQueryOptions(c, 'authUserInfo', {}), meta: BROWSER_ONLY_QUERY }),
  seoMeta: (c: ApiClient, pathname: string) => apiQueryOptions(c, 'seoMeta', { query: { pathname } }),
};
