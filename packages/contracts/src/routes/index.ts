/**
 * Every page of the shop and the remote that owns it: one slice per remote, pure data. The shell
 * composes the slices into its router (`ROUTES`), the site server picks the remote to preload from
 * the same list, each remote's standalone page serves its own slice, and the README's URL list is
 * checked against it.
 */
import type { RemoteName } from '../remotes';
import { CONTENT_ROUTES } from './content';
import { HOTEL_ROUTES } from './hotel';
import { ORDER_ROUTES } from './order';
import { REVIEWS_ROUTES } from './reviews';
import type { RouteEntry } from './route-entry';
import { SEARCH_ROUTES } from './search';

export { NOT_FOUND_TITLE, type RouteEntry } from './route-entry';
export { SEARCH_ROUTES } from './search';
export { HOTEL_ROUTES } from './hotel';
export { MY_BOOKINGS_PATH, ORDER_ROUTES, ORDER_STEPS, TRACKING_TYPES, type OrderStep, type OrderStepId, type TrackingType } from './order';
export { MAIL_RATING_MAX, MAIL_RATING_MIN, mailRatingOf, REVIEWS_ROUTES, reviewFormPath } from './reviews';
export { CONTENT_ROUTES, GUIDE_PAGES, STATIC_PAGES } from './content';
export { APP_SHELL_PATH, SHELL_ROUTES, SIGN_IN_PAGE_PATH, type ShellRouteEntry } from './shell';
export {
  DEBUG_REMOTE_NAMES,
  STAFF_FORBIDDEN_TITLE,
  STAFF_ROUTES,
  staffPageTitle,
  staffRouteOf,
  type DebugRemoteName,
  type StaffRouteEntry,
} from './staff';

/** Each remote's pages; a new remote name without a slice fails the type check here. */
export const ROUTES_BY_REMOTE: { readonly [name in RemoteName]: readonly RouteEntry[] } = {
  search: SEARCH_ROUTES,
  hotel: HOTEL_ROUTES,
  order: ORDER_ROUTES,
  reviews: REVIEWS_ROUTES,
  content: CONTENT_ROUTES,
};

/**
 * Every page of the shop. The router ranks paths (static segments outrank dynamic ones), so the
 * order of the slices does not change which page a URL gets.
 */
export const ROUTES: readonly RouteEntry[] = Object.values(ROUTES_BY_REMOTE).flat();
