import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client';

/**
 * What a page's loader gets on the site server (docs/adr/0100-first-paint-server-rendering.md,
 * "Declared loaders"). The address is the one the page's `useLocation()` and `useParams()` see.
 */
export interface PageLoaderContext {
  /** Path of the page as the router holds it (`/wycieczki/grecja/`). */
  readonly pathname: string;
  /** Query string with its `?`, or '' (`?filtr=dorosli:2`). */
  readonly search: string;
  /** Parameters of the matched route (`hotelSlug`, `*`). */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The render's query cache: prefetch into it with the same query options the page's hooks use. */
  readonly queryClient: QueryClient;
  /** The API client of this render (on the site server it reaches the API in-process or at API_URL). */
  readonly client: ApiClient;
  /** The instant the loader reads dates against ("tomorrow", seasons); the page reads its own. */
  readonly now: Date;
  /** Aborted when the render's time box is over; queries of the cache are cancelled with it. */
  readonly signal: AbortSignal;
}

/**
 * Prefetches the queries of a server-rendered page before its one render. Fetch what the page
 * shows on its first paint with `queryClient.prefetchQuery(options)` (errors ignored: the browser
 * fetches that query again) or, when one answer keys the next, `await queryClient.fetchQuery(options)`.
 * Disabled queries and browser-only ones (`BROWSER_ONLY_QUERY`) are not fetched. A page that does
 * not exist says so with `throw notFound()` (or `return notFound()`).
 */
export type PageLoader = (context: PageLoaderContext) => Promise<PageLoaderResult> | PageLoaderResult;

export type PageLoaderResult = void | PageNotFound;

// `Symbol.for`: a remote's server bundle and the site server may hold two copies of this module.
const NOT_FOUND = Symbol.for('@travel/api-client/page-not-found');

/** The marker of a page that does not exist: the site server answers 404 with the not-found page. */
export class PageNotFound extends Error {
  readonly [NOT_FOUND] = true;
  constructor(reason = 'page not found') {
    super(reason);
    this.name = 'PageNotFound';
  }
}

/** `throw notFound()` in a loader: the address names nothing (unknown slug, unknown category). */
export function notFound(reason?: string): PageNotFound {
  return new PageNotFound(reason);
}

export function isNotFound(value: unknown): value is PageNotFound {
  return typeof value === 'object' && value !== null && (value as { [NOT_FOUND]?: unknown })[NOT_FOUND] === true;
}
