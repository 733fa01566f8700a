import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteEntry } from '../../../../src/routes/route-table';

// The shell's own pages: no remote owns them, so nothing is preloaded.
const SHELL_PATHS = new Set(['/_app', '/_app/']);

const routeObjects = ROUTES.map((route, index) => ({ id: String(index), path: route.path }));

/**
 * The route-table entry the shell's router will render for `pathname`, using the same matcher
 * (react-router's ranking), so the preloaded remote is the one the page actually loads.
 */
export function routeOwner(pathname: string): RouteEntry | undefined {
  if (SHELL_PATHS.has(pathname)) return undefined;
  const matches = matchRoutes(routeObjects, pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf === undefined ? undefined : ROUTES[Number(leaf.route.id)];
}
