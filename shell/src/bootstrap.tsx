import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { loadApiContracts } from '@travel/api-client';
import { PAGE_PENDING_ATTRIBUTE } from '@travel/contracts/hydration-marker';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { initI18n, LANGUAGE } from '@travel/i18n';
import { readRegistry, reportRemoteError, toRuntimeRemotes } from '@travel/federation';
import { waitForStylesheets } from '@travel/ui';
import { startErrorReporting } from './features/sentry/error-reporting';
import { RemoteErrorBoundary } from './features/remote-slot/remote-error-boundary';
import { readFirstPaintState } from './features/first-paint/read-first-paint-state';
import { textsCacheVersion } from './features/texts/texts-cache-version';
import { holdBrowserDrawnPagesAtTop } from './layout/reload-scroll';
import { App } from './app';
import { SHELL_BUILD_ID } from './build-id';
import { queryClient } from './query-client';

async function start(): Promise<void> {
  // Sentry loads once the page is interactive; errors before that are held and sent to it then.
  startErrorReporting(SHELL_BUILD_ID);
  // A page drawn here shows once its stylesheet applies, never unstyled first (layout shift).
  waitForStylesheets();
  // A server-rendered page brings its data and texts: the first render in the browser uses them
  // and equals the server's, so hydration keeps the markup the visitor already sees.
  const firstPaint = readFirstPaintState(document);
  // The state is react-query's own `dehydrate()` output, checked for its outline by the contract.
  if (firstPaint) hydrate(queryClient, firstPaint.queries as unknown as DehydratedState);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const serverDrawn = firstPaint !== undefined && container.firstElementChild !== null;
  // A first paint that shows the page's waiting state is its frame only: reloaded, it starts at
  // the top like a page the browser draws (docs/adr/0334-order-steps-drawn-by-the-server.md).
  const wholePageDrawn = serverDrawn && container.querySelector(`[${PAGE_PENDING_ATTRIBUTE}]`) === null;
  holdBrowserDrawnPagesAtTop(window, wholePageDrawn);
  const [{ registry, problems }] = await Promise.all([
    readRegistry({ document, fetch: (url, init) => fetch(url, init) }),
    // Texts that fail to load show as keys; the page must still render.
    initI18n({
      cacheVersion: textsCacheVersion(SHELL_BUILD_ID, document),
      ...(firstPaint ? { initialResources: { [LANGUAGE]: firstPaint.texts } } : {}),
    }).catch((error: unknown) => console.warn('i18n init failed', error)),
  ]);
  for (const problem of problems) reportRemoteError({ id: 'registry', phase: 'load', error: new Error(problem) });
  registerRemotes(toRuntimeRemotes(registry));

  const options: RootOptions = {
    // A remote slot reports its own failure and shows a fallback: that is handled, not a console
    // error. Anything caught by another boundary is still logged.
    onCaughtError: (error, info) => {
      if (!(info.errorBoundary instanceof RemoteErrorBoundary)) console.error(error, info.componentStack);
    },
    // A server-rendered page whose remote then fails to load in the browser cannot hydrate: React
    // renders that boundary again on the client (error #422), where the failure reaches the
    // remote's slot, which shows its fallback and reports it. Any other recoverable error (a
    // hydration mismatch) stays a reported error.
    onRecoverableError: (error) => {
      if (HYDRATION_RETRIED.test(error instanceof Error ? error.message : String(error))) console.warn(error);
      else reportError(error);
    },
  };
  const app = (
    <StrictMode>
      <App notFoundPath={firstPaint?.notFoundPath} />
    </StrictMode>
  );
  // In a transition, the root hydrates in slices of ~5 ms that let the browser breathe (React's
  // transition hydration lane), not in one long task at the default lane: the visitor already
  // sees the page, and a click on it still makes React hydrate that part at once
  // (docs/adr/0194-listing-hydration.md).
  if (serverDrawn) startTransition(() => void hydrateRoot(container, app, options));
  else createRoot(container, options).render(app);
  // The API schemas are not needed to hydrate, nor to send the page's first call (the build's send
  // table, ADR 0194), but its answer is parsed with them: fetched while React hydrates (ADR 0192).
  loadApiContracts().catch(() => undefined);
}

/** React's error #422: a boundary failed to hydrate and was rendered on the client instead. */
const HYDRATION_RETRIED = /#422\b|error while hydrating this Suspense boundary/;

void start();
