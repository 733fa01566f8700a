/**
 * Server side of the first paint (docs/adr/0100-first-paint-server-rendering.md): the site server
 * renders the page the browser will hydrate, shell and remote in one React tree, with the data of
 * its queries. Node-only; the browser bundle never imports this file.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { isBrowserOnlyQuery } from '@travel/api-client';
import type { I18nInstance } from '@travel/i18n';
import type { FirstPaintState } from '@travel/contracts/first-paint';
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
  /** Stops waiting for the API; whatever has not answered renders as loading, as in a browser. */
  readonly signal: AbortSignal;
}

export interface FirstPaint {
  /** The markup of `#root`. */
  readonly html: string;
  readonly state: FirstPaintState;
}

/**
 * Renders twice: the first pass tells which queries the page asks for (react-query records them
 * without fetching on a server), they are fetched together, and the second pass renders with
 * their data. A query that failed is left out of both the markup and the state, so the browser
 * shows and fetches it exactly as it would without a first paint.
 * Rejects when a component throws: the caller then sends the page without a first paint.
 */
export async function renderFirstPaint(input: FirstPaintInput): Promise<FirstPaint> {
  const queryClient = createQueryClient();
  const i18n = input.i18n.cloneInstance();
  const render = () =>
    prerenderToHtml(
      <App
        router={createMemoryRouter(buildRouteObjects(), { initialEntries: [input.url] })}
        queryClient={queryClient}
        i18n={i18n}
        loadRemote={input.loadRemote}
      />,
      input.signal,
    );

  await render();
  await fetchRecordedQueries(queryClient, input.signal);
  const html = await render();

  return {
    html,
    state: {
      queries: dehydrate(queryClient) as unknown as FirstPaintState['queries'],
      texts: usedTexts(i18n),
    },
  };
}

async function fetchRecordedQueries(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  const pending = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && !isBrowserOnlyQuery(query.meta) });
  const aborted = new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
  // One try each: the browser retries on its own schedule.
  const fetched = Promise.allSettled(
    pending.map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
  );
  await Promise.race([fetched, aborted]);
  queryClient.getQueryCache().findAll({ predicate: (query: Query) => query.state.status !== 'success' }).forEach((query) => {
    query.cancel().catch(() => undefined);
    queryClient.getQueryCache().remove(query);
  });
}

function usedTexts(i18n: I18nInstance): FirstPaintState['texts'] {
  const used = (i18n as I18nInstance & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces?.getUsedNamespaces() ?? [];
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
