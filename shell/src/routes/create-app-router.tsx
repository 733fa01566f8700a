import { createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { RemoteSlot } from '../features/remote-slot/remote-slot';
import { ROUTES, type RouteEntry } from './route-table';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function RemoteRoute({ route }: { route: RouteEntry }) {
  // A failed slot tries again when the user navigates to another page of the same remote.
  const { pathname } = useLocation();
  return <RemoteSlot remote={route.remote} module={route.module} resetKey={pathname} />;
}

/** The whole route tree: `AppLayout` around one remote page per entry of the route table. */
export function buildRouteObjects(routes: readonly RouteEntry[] = ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      children: routes.map((route) => ({ id: route.id, path: route.path, element: <RemoteRoute route={route} /> })),
    },
  ];
}

export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRouteObjects());
}
