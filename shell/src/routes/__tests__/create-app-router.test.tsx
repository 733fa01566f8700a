import { screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { createI18n } from '@travel/i18n';
import type { i18n as I18nInstance } from 'i18next';
import { buildRouteObjects } from '../create-app-router';
import { ROUTES, SHELL_ROUTES, STAFF_ROUTES } from '@travel/contracts/routes';
import { RemoteLoaderContext, type RemoteModuleLoader } from '../../features/remote-slot/remote-loader';
import { renderWithProviders } from '@travel/ui/testing';

/** The shell's routes are declarative (`AppRoutes`): the same `useRoutes` over the tree under test. */
function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Stands in for every remote: renders which `<remote>/<Module>` the shell asked for. */
const load: RemoteModuleLoader = async (remote, module) => ({
  [module]: () => <h1>{`${remote}/${module}`}</h1>,
});

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createI18n({ resources: { pl: {} } });
});

async function renderAt(url: string) {
  // The real AppLayout is the shell-services' concern; its children are what this file builds.
  const children = (buildRouteObjects()[0]?.children ?? []) as RouteObject[];
  renderWithProviders(
    <RemoteLoaderContext.Provider value={load}>
      <MemoryRouter initialEntries={[url]}>
        <Routed routes={[{ element: <Outlet />, children }]} />
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
    { i18n },
  );
  return (await screen.findByRole('heading', { level: 1 })).textContent;
}

describe('app routes', () => {
  it("has one route under the layout per route-table entry, the shell's own pages, then the not-found page for any other address", () => {
    const [root] = buildRouteObjects();
    expect(root?.children?.map((route) => route.path)).toEqual([
      ...ROUTES.map((route) => route.path),
      ...SHELL_ROUTES.map((route) => route.path),
      ...STAFF_ROUTES.map((route) => route.path),
      '*',
    ]);
  });

  it('renders the sign-in page itself at /logowanie/, not a listing', async () => {
    // No texts loaded here: the heading shows its key.
    expect(await renderAt('/logowanie/?next=%2F')).toBe('signInPage.title');
  });

  it.each([
    ['/', 'search/HomePage'],
    ['/last-minute/grecja/kreta/', 'search/ListingPage'],
    ['/cokolwiek/', 'search/ListingPage'],
    ['/ulubione/', 'search/FavoritesPage'],
    ['/powiadomienie-o-cenie/?potwierdz=abc', 'search/PriceAlertPage'],
    ['/hotel/sol-palace/', 'hotel/HotelPage'],
    ['/oferta/abc/', 'hotel/OfferPage'],
    ['/hotele/grecja/', 'hotel/HotelsListingPage'],
    ['/porownanie/?oferty=abcd1234,efgh5678', 'hotel/ComparePage'],
    ['/rezerwacja/12/potwierdzenie-danych/', 'order/OrderPage'],
    ['/rezerwacja/12/dziekujemy/', 'order/ThankYouPage'],
    ['/platnosc/sukces/abc/', 'order/TrackingPage'],
    ['/dodaj-opinie/sol-palace/ocena/5/', 'reviews/ReviewFormPage'],
    ['/przewodnik/', 'content/GuidePage'],
    ['/przewodnik/dokumenty/', 'content/GuidePage'],
    ['/regulamin/', 'content/StaticPage'],
    ['/salony-podrozy/krakow/', 'content/SalesOfficesPage'],
    ['/kontakt/', 'content/ContactPage'],
  ])('%s loads %s', async (url, expected) => {
    expect(await renderAt(url)).toBe(expected);
  });
});
