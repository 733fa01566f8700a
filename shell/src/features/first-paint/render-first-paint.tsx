/**
 * Server side of the first paint (docs/adr/0100-first-paint-server-rendering.md): the site server
 * renders the page the browser will hydrate, shell and remote in one React tree, with the data its
 * loader declared. Node-only; the browser bundle never imports this file.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, MemoryRouter, parsePath } from 'react-router-dom';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  createApiClient,
  isBrowserOnlyQuery,
  isNotFound,
  type ApiClient,
  type PageLoader,
  type PageLoaderContext,
} from '@travel/api-client';
import type { I18nInstance } from '@travel/i18n';
import type { FirstPaintState } from '@travel/contracts/first-paint';
import { ROUTES, type RouteEntry } from '@travel/contracts/routes';
import { App } from '../../app';
import { createQueryClient } from '../../query-client';
import { buildRouteObjects } from '../../routes/create-app-router';
import type { RemoteModuleLoader } from '../remote-slot/remote-loader';

export interface FirstPaintInput {
  /** Path and query of the page (`/wycieczki/grecja/?filtr=…`). */
  readonly url: string;
  /** Resolves `<remote>/<module>` to the remote's server build of that page. */
  readonly loadRemote: RemoteModuleLoader;
  /** The page's text instance with every namespace loaded; each render works on a clone. */
  readonly i18n: I18nInstance;
  /** The time box: the loader's queries are cancelled (their API calls aborted) and the render stops. */
  readonly signal: AbortSignal;
  /** The API client loaders fetch with; default a client over the host's API fetch (`setHostApiFetch`). */
  readonly client?: ApiClient | undefined;
  /** The loader's clock; default the time of the request. */
  readonly now?: Date | undefined;
}

export interface FirstPaint {
  /** The markup of `#root`. */
  readonly html: string;
  readonly state: FirstPaintState;
  /** The page's loader said the address names nothing, or no route owns it: answer 404. */
  readonly notFound: boolean;
}

/**
 * The server build of a remote exports, next to its pages, `loaders`: exposed module → the
 * page's `PageLoader` (e.g. `mf-search/src/server-exposes.ts`).
 */
export const LOADERS_EXPORT = 'loaders';

/**
 * Runs the page's declared loader, which prefetches the page's queries into a fresh cache, then
 * renders once. A query that failed is left out of both the markup and the state, so the browser
 * shows and fetches it as it would without a first paint. A page without a loader renders with an
 * empty cache (its queries as loading). When the loader says "not found", or no route owns the
 * address, the shell's not-found page is rendered instead, and the state tells the browser so.
 * Rejects when the loader or a component throws, or the time box is over: the caller then sends
 * the page without a first paint.
 */
export async function renderFirstPaint(input: FirstPaintInput): Promise<FirstPaint> {
  const { signal } = input;
  const queryClient = createFirstPaintQueryClient();
  const i18n = renderTextInstance(input.i18n);
  const { pathname = '/', search = '' } = parsePath(input.url);
  const location = { pathname, search };
  const { leaf, route } = routeOf(location.pathname);

  let notFound = route === undefined;
  if (route !== undefined) {
    const loader = await untilAborted(pageLoaderOf(input.loadRemote, route), signal);
    if (loader !== undefined) {
      const context: PageLoaderContext = {
        pathname: location.pathname,
        search: location.search,
        params: leaf?.params ?? {},
        queryClient,
        client: input.client ?? createApiClient(),
        now: input.now ?? new Date(),
        signal,
      };
      notFound = await untilAborted(
        // A loader that throws before its first await is caught like one that rejects.
        Promise.resolve(context)
          .then(loader)
          .then(
            (result) => isNotFound(result),
            (error: unknown) => {
              if (isNotFound(error)) return true;
              throw error;
            },
          ),
        signal,
      ).finally(() => dropUnfinishedQueries(queryClient));
    }
  }
  if (notFound) queryClient.clear();
  const notFoundPath = notFound ? location.pathname : undefined;

  const html = await prerenderToHtml(
    <App
      withRouter={(routes) => <MemoryRouter initialEntries={[input.url]}>{routes}</MemoryRouter>}
      queryClient={queryClient}
      i18n={i18n}
      loadRemote={input.loadRemote}
      notFoundPath={notFoundPath}
    />,
    signal,
  );
  return {
    html,
    notFound,
    state: {
      queries: dehydrate(queryClient) as unknown as FirstPaintState['queries'],
      texts: usedTexts(i18n),
      ...(notFoundPath === undefined ? {} : { notFoundPath }),
    },
  };
}

/**
 * The render's own text instance (its used namespaces are the page's), seen through an object
 * that holds nothing of its own. react-i18next's `useTranslation` copies every own property of the
 * instance into a wrapper on each call (`createI18nWrapper`), and on the server each call is a new
 * component: over the ~40 own properties of an i18next instance that was ~7 % of a listing
 * render's CPU (docs/adr/0275-renders-on-every-core.md). Reads fall through to the clone (its
 * methods are bound to it); what react-i18next writes (`reportNamespaces`) stays on this object.
 */
function renderTextInstance(shared: I18nInstance): I18nInstance {
  return Object.create(shared.cloneInstance()) as I18nInstance;
}

/** The route tree, built once: only its ids and paths are matched here (the render uses the shell's own). */
let routeObjects: ReturnType<typeof buildRouteObjects> | undefined;
/** Paths matched lately: react-router flattens and ranks the whole tree on every `matchRoutes`. */
const matchedPaths = new Map<string, { leaf: RouteMatch | undefined; route: RouteEntry | undefined }>();
const MAX_MATCHED_PATHS = 1000;
type RouteMatch = NonNullable<ReturnType<typeof matchRoutes>>[number];

/** The deepest route matching `pathname` and its route-table entry (undefined: no entry owns it). */
function routeOf(pathname: string): { leaf: RouteMatch | undefined; route: RouteEntry | undefined } {
  const known = matchedPaths.get(pathname);
  if (known !== undefined) return known;
  routeObjects ??= buildRouteObjects();
  const matches = matchRoutes(routeObjects, { pathname }) ?? [];
  const leaf = matches[matches.length - 1];
  const found = { leaf, route: leaf === undefined ? undefined : ROUTES.find((entry) => entry.id === leaf.route.id) };
  if (matchedPaths.size >= MAX_MATCHED_PATHS) matchedPaths.delete(matchedPaths.keys().next().value as string);
  matchedPaths.set(pathname, found);
  return found;
}

async function pageLoaderOf(loadRemote: RemoteModuleLoader, route: RouteEntry): Promise<PageLoader | undefined> {
  const exports = (await loadRemote(route.remote, route.module)) as Readonly<Record<string, unknown>>;
  const loaders = exports[LOADERS_EXPORT] as Readonly<Record<string, unknown>> | undefined;
  const loader = loaders?.[route.module];
  return typeof loader === 'function' ? (loader as PageLoader) : undefined;
}

/**
 * The render's cache: one try per query (the browser retries on its own schedule), failures not
 * reported (the browser fetches the query again and reports it there), and browser-only queries
 * (the visitor's data, slow secondary data) refused without a call even if a loader asks.
 */
function createFirstPaintQueryClient(): QueryClient {
  const queryClient = createQueryClient({ retry: false });
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
    const defaulted = defaults(options);
    return isBrowserOnlyQuery(defaulted.meta) ? { ...defaulted, queryFn: refuseBrowserOnlyQuery } : defaulted;
  }) as QueryClient['defaultQueryOptions'];
  return queryClient;
}

function refuseBrowserOnlyQuery(): Promise<never> {
  return Promise.reject(new Error('a browser-only query is not fetched on the server'));
}

/** Whatever has not succeeded renders as loading and is not handed over; a call still running is aborted. */
function dropUnfinishedQueries(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ predicate: (candidate) => candidate.state.status !== 'success' })) {
    query.cancel().catch(() => undefined);
    cache.remove(query);
  }
}

/** `work`, or the time box's reason as soon as it is over. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject((signal.reason as unknown) ?? new Error('first paint aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function usedTexts(i18n: I18nInstance): FirstPaintState['texts'] {
  const used =
    (i18n as I18nInstance & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces?.getUsedNamespaces() ?? [];
  const language = i18n.language;
  const texts: Record<string, Record<string, unknown>> = {};
  for (const namespace of new Set([...used, ...(Array.isArray(i18n.options.ns) ? i18n.options.ns : [])])) {
    const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
    if (bundle !== undefined) texts[namespace] = bundle;
  }
  return texts;
}

/** The markup once every Suspense boundary has resolved (lazy remote modules included). */
async function prerenderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(<StrictMode>{element}</StrictMode>, {
    signal,
    // Every boundary inline: an outlined one is revealed by an inline script, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  // A boundary that failed would be client-rendered from its fallback: no better than no first paint.
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(chunks).toString('utf8');
}
