import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { initI18n } from '@travel/i18n';
import { readRegistry, reportRemoteError, toRuntimeRemotes } from '@travel/federation';
import { initSentryFromPage } from './features/sentry/init-sentry';
import { RemoteErrorBoundary } from './features/remote-slot/remote-error-boundary';
import { App } from './app';
import { SHELL_BUILD_ID } from './build-id';

async function start(): Promise<void> {
  // Not awaited: error reporting must never delay the first paint.
  initSentryFromPage(SHELL_BUILD_ID).catch((error: unknown) => console.warn('Sentry init failed', error));
  const [{ registry, problems }] = await Promise.all([
    readRegistry({ document, fetch: (url, init) => fetch(url, init) }),
    // Texts that fail to load show as keys; the page must still render.
    initI18n({ cacheVersion: SHELL_BUILD_ID }).catch((error: unknown) => console.warn('i18n init failed', error)),
  ]);
  for (const problem of problems) reportRemoteError({ id: 'registry', phase: 'load', error: new Error(problem) });
  registerRemotes(toRuntimeRemotes(registry));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container, {
    // A remote slot reports its own failure and shows a fallback: that is handled, not a console
    // error. Anything caught by another boundary is still logged.
    onCaughtError: (error, info) => {
      if (!(info.errorBoundary instanceof RemoteErrorBoundary)) console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
