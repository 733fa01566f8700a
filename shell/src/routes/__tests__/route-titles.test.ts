import { NOT_FOUND_TITLE, ROUTES, SHELL_ROUTES, STAFF_ROUTES, staffPageTitle, type RouteEntry } from '@travel/contracts/routes';
import { loadNamespace, type NamespaceName } from '@travel/i18n/testing';
import { isPublicPage, ownTitleKey } from '../route-owner';

/** The Polish text of `namespace:path.to.text` in the shop's own translation files. */
function polishText(key: string): unknown {
  const [namespace, path = ''] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], loadNamespace(namespace as NamespaceName));
}

describe('the titles of pages the API has no meta for', () => {
  it('name a Polish text for every private page, staff page, the sign-in page and a page not found', () => {
    const keys = [
      ...ROUTES.filter((route) => !isPublicPage(route)).map((route: RouteEntry) => route.title),
      ...STAFF_ROUTES.map(staffPageTitle),
      ...SHELL_ROUTES.filter((route) => route.page === 'sign-in').map((route) => route.title),
      NOT_FOUND_TITLE,
    ];
    for (const key of keys) expect([key, typeof (key === undefined ? undefined : polishText(key))]).toEqual([key, 'string']);
  });

  it('are found by the path: a booking step, a staff tool, the sign-in page; none for a public page', () => {
    expect(ownTitleKey('/rezerwacja/0b7f0e52-1111-4c4c-9d9d-123456789abc/podsumowanie/')).toBe('order:steps.summary.title');
    expect(ownTitleKey('/debug/opinie/')).toBe('common:userMenu.staff.reviewModeration');
    expect(ownTitleKey('/logowanie/')).toBe('common:signInPage.title');
    // Any other first segment is the listing's: the API's meta says whether it exists.
    expect(ownTitleKey('/rezerwacja/')).toBeUndefined();
    expect(ownTitleKey('/hotel/hotel-sol/')).toBeUndefined();
  });
});
