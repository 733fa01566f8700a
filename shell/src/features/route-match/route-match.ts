import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteEntry } from '@travel/contracts/routes';

/**
 * Which entry of the route table a pathname belongs to, ranked exactly as the router ranks them.
 * A leaf utility (like `cookies`) that build-id and page-views both read; see ADR 0030.
 */
export function matchRouteEntry(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | null {
  const objects = routes.map((route) => ({ id: route.id, path: route.path }));
  const matches = matchRoutes(objects, pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  return routes.find((route) => route.id === id) ?? null;
}

/** Order-flow pages never reload for a new build (route table `inOrderFlow`). */
export function isOrderFlowPath(pathname: string, routes: readonly RouteEntry[] = ROUTES): boolean {
  return matchRouteEntry(pathname, routes)?.inOrderFlow === true;
}
