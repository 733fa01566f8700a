import { permissionsFor, type RolePermissions, type UserInfo } from '@travel/contracts/events';

export type StaffLinkId =
  'cms' | 'debug' | 'offerLayersDebug' | 'seoDebug' | 'hitOffersManagement' | 'reviewModeration' | 'paymentAttention' | 'offersForClients';

export interface StaffLink {
  id: StaffLinkId;
  href: string;
  permission: keyof RolePermissions;
}

/**
 * Staff tools reachable from the user menu. Hotel points and MDS links are not pages: the hotel and
 * offer remotes show them in place, reading `permissionsFor` from the `user:info` event.
 */
export const STAFF_LINKS: readonly StaffLink[] = [
  { id: 'debug', href: '/debug/', permission: 'debug' },
  { id: 'offerLayersDebug', href: '/debug/warstwy-ofert/', permission: 'offerLayersDebug' },
  { id: 'seoDebug', href: '/debug/seo/', permission: 'seoDebug' },
  { id: 'hitOffersManagement', href: '/debug/hity-cenowe/', permission: 'hitOffersManagement' },
  { id: 'reviewModeration', href: '/debug/opinie/', permission: 'reviewModeration' },
  { id: 'paymentAttention', href: '/debug/platnosci/', permission: 'paymentAttention' },
  { id: 'offersForClients', href: '/debug/oferty-dla-klientow/', permission: 'offersForClients' },
];

/** The outside tools' addresses as `GET /api/auth/staff-links/` answers them (null: not configured). */
export interface ConfiguredStaffLinks {
  cms: string | null;
}

/** The CMS link leads to `STAFF_CMS_URL` and is offered only when that is configured (docs/product/roles.md). */
export function staffLinksFor(user: UserInfo | null, configured: ConfiguredStaffLinks = { cms: null }): StaffLink[] {
  const permissions = permissionsFor(user);
  const cms: StaffLink[] = permissions.cmsLinks && configured.cms ? [{ id: 'cms', href: configured.cms, permission: 'cmsLinks' }] : [];
  return [...cms, ...STAFF_LINKS.filter((link) => permissions[link.permission])];
}
