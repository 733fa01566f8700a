import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, i18n, initI18n } from '@travel/i18n';

export interface StandaloneRoute {
  id: string;
  path: string;
  module: string;
}

export interface StandaloneOptions {
  /** This remote's rows of the shell's route table. */
  routes: readonly StandaloneRoute[];
  /** The exposed components by module name, imported directly (no federation round trip). */
  pages: Readonly<Record<string, ComponentType>>;
}

/** A clickable URL for a route pattern: `/hotel/:hotelSlug/` → `/hotel/przyklad/`. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, 'przyklad').replace(/\*$/, 'przyklad/');
}

function StandaloneFrame({ routes }: { routes: readonly StandaloneRoute[] }) {
  return (
    <>
      <main id="main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <nav>
        <ul>
          {routes.map((route) => (
            <li key={route.id}>
              <Link to={samplePath(route.path)}>{samplePath(route.path)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders a remote's pages with a router, i18n (texts from the dev server's `/locales`) and a
 * query client, like the shell does, so a team can work on its remote alone.
 */
export async function renderStandalone({ routes, pages }: StandaloneOptions): Promise<void> {
  await initI18n();
  const children = routes.flatMap((route) => {
    const Page = pages[route.module];
    return Page ? [{ id: route.id, path: route.path, element: <Page /> }] : [];
  });
  const routeObjects: RouteObject[] = [{ element: <StandaloneFrame routes={routes} />, children }];
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <StandaloneRoutes routes={routeObjects} />
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
