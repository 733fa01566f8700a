import { lazy, Suspense, type ReactElement } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { RemoteSlot } from '../features/remote-slot/remote-slot';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { useIsDeclaredNotFound } from '../features/not-found/declared-not-found';
import { ROUTES, SHELL_ROUTES, STAFF_ROUTES, type RouteEntry, type ShellRouteEntry } from '@travel/contracts/routes';
import { RemoteSkeleton } from '../features/remote-slot/remote-skeleton';
import { PageReady } from '../features/page-ready/page-ready';

// The shell's own pages are for staff: their code loads with them, never before a shop page is
// interactive (ADR 0192).
const SignInPage = lazy(() => import('../features/sign-in/sign-in-page').then((module) => ({ default: module.SignInPage })));
const AppShellPage = lazy(() => import('../features/app-shell-page/app-shell-page').then((module) => ({ default: module.AppShellPage })));
const StaffRoute = lazy(() => import('../features/staff-pages/staff-route').then((module) => ({ default: module.StaffRoute })));

function RemoteRoute({ route }: { route: RouteEntry }) {
  // A failed slot tries again when the user navigates to another page of the same remote.
  const { pathname } = useLocation();
  // The site server answered this address 404 (its page's loader said so): render what it rendered.
  if (useIsDeclaredNotFound(pathname)) return <NotFoundPage />;
  return <RemoteSlot remote={route.remote} module={route.module} resetKey={pathname} />;
}

/** The shell's own pages, by the route table's `page`. */
const SHELL_PAGES: Record<ShellRouteEntry['page'], () => ReactElement> = {
  'sign-in': () => (
    <Suspense fallback={<RemoteSkeleton />}>
      <SignInPage />
      <PageReady />
    </Suspense>
  ),
  'app-shell': () => (
    <Suspense fallback={<RemoteSkeleton />}>
      <AppShellPage />
      <PageReady />
    </Suspense>
  ),
};

/** The id of the route of an address no entry of the route table owns. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The whole route tree: `AppLayout` around one remote page per entry of the route table, the shell's own pages, else the 404 page. */
export function buildRouteObjects(routes: readonly RouteEntry[] = ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      children: [
        ...routes.map((route) => ({ id: route.id, path: route.path, element: <RemoteRoute route={route} /> })),
        ...SHELL_ROUTES.map((route) => ({ id: route.id, path: route.path, element: SHELL_PAGES[route.page]() })),
        // Staff pages outrank the listing's `/:category/*` (static segments win).
        ...STAFF_ROUTES.map((route) => ({
          id: route.id,
          path: route.path,
          element: (
            <Suspense fallback={<RemoteSkeleton />}>
              <StaffRoute route={route} />
            </Suspense>
          ),
        })),
        { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const APP_ROUTES = buildRouteObjects();

/**
 * The route tree under whichever router the app runs in (the browser's history, the site server's
 * memory router). A declarative router, not a data router: no route has a loader or an action (a
 * page's data comes from its remote's `PageLoader`), and the data router is half of react-router's
 * weight on every first load (ADR 0192).
 */
export function AppRoutes(): ReactElement | null {
  return useRoutes(APP_ROUTES);
}
