import { act, render, screen } from '@testing-library/react';
import type { UserInfo } from '@travel/contracts/events';
import { staffRouteOf, type StaffRouteEntry } from '@travel/contracts/routes';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { uiStore } from '../../../store/ui-store';
import { StaffRoute } from '../staff-route';

// The federated page itself is not under test: which container and module the route asks for is.
jest.mock('../../remote-slot/remote-slot', () => ({
  RemoteSlot: ({ remote, module }: { remote: string; module: string }) => <p data-testid="remote-slot">{`${remote}/${module}`}</p>,
}));

const user = (roles: UserInfo['roles']): UserInfo => ({ id: '1', email: 'anna@example.pl', name: 'Anna', roles });
const route = (path: string): StaffRouteEntry => staffRouteOf(path)!;

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['staff']);
});
afterEach(() => {
  act(() => uiStore.getState().setUserInfo(null));
  document.cookie = 'authcheck=; max-age=0; path=/';
});

const renderAt = (url: string, entry: StaffRouteEntry) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={entry.path} element={<StaffRoute route={entry} />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('StaffRoute (a staff page after client-side navigation)', () => {
  it('sends a visitor nobody signed in as to the sign-in page, returning to the page with its query', () => {
    renderAt('/debug/warstwy-ofert/?listing=%2Fwycieczki%2F', route('/debug/warstwy-ofert/'));
    expect(screen.getByTestId('location').textContent).toBe('/logowanie/?next=%2Fdebug%2Fwarstwy-ofert%2F%3Flisting%3D%252Fwycieczki%252F');
    expect(screen.queryByTestId('remote-slot')).toBeNull();
  });

  it('waits (skeleton) while a signed-in user is being asked for, instead of redirecting', () => {
    document.cookie = 'authcheck=1; path=/';
    renderAt('/debug/seo/', route('/debug/seo/'));
    expect(screen.getByTestId('remote-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows the Polish "Brak dostępu" page to a user without the permission, and never loads the debug remote', () => {
    act(() => uiStore.getState().setUserInfo(user(['ROLE_AI_SEO'])));
    renderAt('/debug/hity-cenowe/', route('/debug/hity-cenowe/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeTruthy();
    expect(screen.queryByTestId('remote-slot')).toBeNull();
  });

  it.each([
    [['ROLE_AI_SEO'], '/debug/seo/', 'search_debug/SeoDebugPage'],
    [['ROLE_ADMIN'], '/debug/hity-cenowe/', 'search_debug/HitOffersAdminPage'],
    [['ROLE_ADMIN'], '/debug/warstwy-ofert/', 'search_debug/OfferLayersDebugPage'],
  ] as const)('lets %j open %s from the search_debug container', (roles, path, module) => {
    act(() => uiStore.getState().setUserInfo(user([...roles])));
    renderAt(path, route(path));
    expect(screen.getByTestId('remote-slot').textContent).toBe(module);
  });
});
