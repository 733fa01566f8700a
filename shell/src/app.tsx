import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, i18n as pageI18n, type I18nInstance } from '@travel/i18n';
import { BrowserRouter } from 'react-router-dom';
import { DeclaredNotFoundContext } from './features/not-found/declared-not-found';
import { loadRemoteModule, RemoteLoaderContext, type RemoteModuleLoader } from './features/remote-slot/remote-loader';
import { queryClient as pageQueryClient } from './query-client';
import { AppRoutes } from './routes/create-app-router';

/** Puts the app's routes under a router. */
export type WithRouter = (routes: ReactElement) => ReactElement;

const withBrowserRouter: WithRouter = (routes) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * The page's singletons are the defaults. Tests pass a memory router; the site server renders a
 * first paint with its own router, query cache, text instance and remote loader per request, in
 * the very same tree, so the browser's hydration finds what it renders itself.
 */
export interface AppProps {
  /** The browser's history by default; the site server and tests put the routes in a memory router at their address. */
  withRouter?: WithRouter;
  queryClient?: QueryClient;
  i18n?: I18nInstance;
  loadRemote?: RemoteModuleLoader;
  /** The path a first paint declared not found (`FirstPaintState.notFoundPath`): the 404 page renders there. */
  notFoundPath?: string | undefined;
}

export function App({ withRouter = withBrowserRouter, queryClient, i18n, loadRemote, notFoundPath }: AppProps) {
  return (
    <QueryClientProvider client={queryClient ?? pageQueryClient}>
      <I18nextProvider i18n={i18n ?? pageI18n}>
        <RemoteLoaderContext.Provider value={loadRemote ?? loadRemoteModule}>
          <DeclaredNotFoundContext.Provider value={notFoundPath}>{withRouter(<AppRoutes />)}</DeclaredNotFoundContext.Provider>
        </RemoteLoaderContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
