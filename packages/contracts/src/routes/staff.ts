import type { RolePermissions } from '../events';

/** The staff-only `*_debug` containers (docs/adr/0145-staff-debug-remotes.md): `<owner>_debug`. */
export const DEBUG_REMOTE_NAMES = ['search_debug', 'reviews_debug', 'order_debug'] as const;
export type DebugRemoteName = (typeof DEBUG_REMOTE_NAMES)[number];

/**
 * A staff page: a module of a `*_debug` container, shown only to a user whose roles give the
 * permission (docs/product/roles.md). The site server sends a visitor who is not signed in to the sign-in
 * page and answers a user without the permission 403; the API checks the role on every call.
 */
export interface StaffRouteEntry {
  readonly id: string;
  readonly path: string;
  readonly remote: DebugRemoteName;
  readonly module: string;
  readonly permission: keyof RolePermissions;
}

export const STAFF_ROUTES: readonly StaffRouteEntry[] = [
  { id: 'staff-tools', path: '/debug/', remote: 'search_debug', module: 'StaffToolsPage', permission: 'debug' },
  { id: 'seo-debug', path: '/debug/seo/', remote: 'search_debug', module: 'SeoDebugPage', permission: 'seoDebug' },
  {
    id: 'offer-layers-debug',
    path: '/debug/warstwy-ofert/',
    remote: 'search_debug',
    module: 'OfferLayersDebugPage',
    permission: 'offerLayersDebug',
  },
  {
    id: 'hit-offers-admin',
    path: '/debug/hity-cenowe/',
    remote: 'search_debug',
    module: 'HitOffersAdminPage',
    permission: 'hitOffersManagement',
  },
  {
    id: 'review-moderation',
    path: '/debug/opinie/',
    remote: 'reviews_debug',
    module: 'ReviewModerationPage',
    permission: 'reviewModeration',
  },
  {
    id: 'payment-attention',
    path: '/debug/platnosci/',
    remote: 'order_debug',
    module: 'PaymentAttentionPage',
    permission: 'paymentAttention',
  },
  {
    id: 'offers-for-clients',
    path: '/debug/oferty-dla-klientow/',
    remote: 'order_debug',
    module: 'OffersForClientsPage',
    permission: 'offersForClients',
  },
];

/** The staff page of a pathname (`/debug/seo` and `/debug/seo/` alike), if it is one. */
export function staffRouteOf(pathname: string): StaffRouteEntry | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return STAFF_ROUTES.find((route) => route.path === path);
}

/** A staff page's title: the name the user menu gives it, as a text key `namespace:path`. */
export const staffPageTitle = (route: Pick<StaffRouteEntry, 'permission'>): string => `common:userMenu.staff.${route.permission}`;

/**
 * The title of a staff page answered 403 (a user without its permission): the heading the page
 * shows, not the name of the tool it refuses (docs/product/page-metadata.md).
 */
export const STAFF_FORBIDDEN_TITLE = 'staff:forbidden.heading';
