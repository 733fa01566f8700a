import { matchRoutes } from 'react-router-dom';
import { NOT_FOUND_TITLE, ROUTES, SHELL_ROUTES, staffPageTitle, staffRouteOf, type RouteEntry } from '@travel/contracts/routes';

// The shell's own pages (sign-in, `/_app/`): no remote owns them, so nothing is preloaded. The
// router matches them with or without the trailing slash (`/_app` is how the product names it).
const SHELL_PATHS = new Set(SHELL_ROUTES.flatMap((route) => [route.path, route.path.replace(/\/$/, '')]));

/** The shell's own pages (sign-in, the application shell): no remote's page and never a 404. */
export function isShellPage(pathname: string): boolean {
  return SHELL_PATHS.has(pathname);
}

/**
 * A booking's pages (the order steps, payment tracking, an offer for one client) belong to one
 * traveller: never indexed, never asked for page meta, never reused for another visitor. The offer
 * preview shows offers no longer on sale too (docs/adr/0260-offer-checks-and-preview.md): not indexed either.
 */
export function isPublicPage(owner: RouteEntry | undefined): owner is RouteEntry {
  return owner !== undefined && owner.remote !== 'order' && owner.id !== 'offer-preview';
}

const routeObjects = ROUTES.map((route, index) => ({ id: String(index), path: route.path }));
// matchRoutes flattens and ranks the whole table on every call: about a third of a plain
// page's CPU under load on the site server (docs/benchmarks.md, "Load shedding"). Owners are remembered per path,
// a bounded number of them (any visitor can make up paths).
const MAX_REMEMBERED = 1000;
const remembered = new Map<string, RouteEntry | undefined>();

/**
 * The route-table entry the shell's router will render for `pathname`, using the same matcher
 * (react-router's ranking), so the preloaded remote is the one the page actually loads.
 */
export function routeOwner(pathname: string): RouteEntry | undefined {
  if (SHELL_PATHS.has(pathname)) return undefined;
  if (remembered.has(pathname)) return remembered.get(pathname);
  const matches = matchRoutes(routeObjects, pathname);
  const leaf = matches?.[matches.length - 1];
  const owner = leaf === undefined ? undefined : ROUTES[Number(leaf.route.id)];
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(pathname, owner);
  return owner;
}

/**
 * The title of a page the API has no meta for, as a text key `namespace:path`: a booking's page, a
 * staff page, the sign-in page, or a page that does not exist (docs/product/page-metadata.md).
 * Undefined for a public page: its title is its meta's.
 */
export function ownTitleKey(pathname: string): string | undefined {
  const staff = staffRouteOf(pathname);
  if (staff) return staffPageTitle(staff);
  if (isShellPage(pathname)) return SHELL_ROUTES.find((route) => route.path === pathname || route.path === `${pathname}/`)?.title;
  const owner = routeOwner(pathname);
  if (owner === undefined) return NOT_FOUND_TITLE;
  const { title } = owner;
  return isPublicPage(owner) ? undefined : title;
}
