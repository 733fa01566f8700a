import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createApiClient, isNotFound, setHostApiFetch, type PageLoader, type PageLoaderContext } from '@travel/api-client';
import { type I18nInstance } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { Route, Routes } from 'react-router-dom';
import { DestinationGuidePage } from '../destination-guide-page';
import { GuidePage } from '../guide-page';
import { destinationGuidePageLoader, guidePageLoader, salesOfficesPageLoader, staticPageLoader } from '../page-loaders';
import { renderWithProviders } from '@travel/ui/testing';
import { locationRefFixture } from '@travel/contracts/testing';

const crete = locationRefFixture();
const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, airDay: 20 + i, airNight: 12, water: 20, sunHours: 9, rainyDays: 3 }));
const ANSWERS: Record<string, unknown> = {
  '/api/guide/location/details/': {
    location: crete,
    breadcrumbs: [crete],
    children: [],
    description: 'Kreta.',
    hotelsCount: 1,
    offersCount: 2,
    priceFrom: 1999,
  },
  '/api/weather/content/season/': { location: crete, bestMonths: [7], months },
  '/api/guide/locations/offers/': { offers: [] },
  '/api/guide/locations/popular/': { items: [] },
  '/api/purchase/sales-offices/': {
    offices: [
      {
        id: 1,
        slug: 'salon-krakow',
        city: 'Kraków',
        address: 'ul. Floriańska 12',
        postalCode: '31-021',
        phone: '+48 22 611 40 11',
        email: 'krakow@podrozownia.pl',
        openingHours: 'pon.–pt. 10:00–18:00',
        lat: 50,
        lng: 19,
      },
    ],
  },
};

function api() {
  return jest.fn(async (url: RequestInfo | URL) => {
    const { pathname, searchParams } = new URL(String(url), 'http://localhost');
    const unknownPlace = pathname === '/api/guide/location/details/' && searchParams.get('location') !== 'grecja/kreta';
    const body = unknownPlace ? undefined : ANSWERS[pathname];
    return {
      status: body === undefined ? 404 : 200,
      text: async () => JSON.stringify(body ?? { message: 'Not found' }),
    } as unknown as Response;
  });
}
const pathsOf = (fetch: ReturnType<typeof api>) => fetch.mock.calls.map(([url]) => String(url).split('?')[0]);

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['tour-guide', 'static-pages']);
});
afterEach(() => setHostApiFetch(undefined));

/** Runs a loader as the site server does: its own client and cache, then the state the browser receives. */
async function load(loader: PageLoader, pathname: string, params: Record<string, string> = {}) {
  const serverFetch = api();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context: PageLoaderContext = {
    pathname,
    search: '',
    params,
    queryClient,
    client: createApiClient({ fetch: serverFetch }),
    now: new Date('2026-06-01T08:00:00Z'),
    signal: new AbortController().signal,
  };
  const result = await Promise.resolve()
    .then(() => loader(context))
    .catch((error: unknown) => error);
  return { result, serverFetch, state: JSON.parse(JSON.stringify(dehydrate(queryClient))) as DehydratedState };
}

function renderInBrowser(routePath: string, page: React.ReactNode, url: string, state: DehydratedState) {
  const browserFetch = api();
  setHostApiFetch(browserFetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrate(queryClient, state);
  renderWithProviders(
    <Routes>
      <Route path={routePath} element={page} />
    </Routes>,
    { i18n, queryClient, route: url },
  );
  return browserFetch;
}

describe('content page loaders', () => {
  it('hand a guide section its body, so the first render shows the text without loading', async () => {
    const { result, state } = await load(guidePageLoader, '/przewodnik/slowniczek/');
    expect(result).toBeUndefined();
    renderInBrowser('/przewodnik/*', <GuidePage />, '/przewodnik/slowniczek/', state);
    expect(screen.queryByRole('heading', { level: 2, name: 'Wyżywienie' })).not.toBeNull();
    expect(screen.queryByTestId('content-loading')).toBeNull();
  });

  it('say "not found" for pages, places and offices that do not exist', async () => {
    expect(isNotFound((await load(guidePageLoader, '/przewodnik/nie-ma/')).result)).toBe(true);
    expect(isNotFound((await load(staticPageLoader, '/nie-ma/')).result)).toBe(true);
    expect(isNotFound((await load(destinationGuidePageLoader, '/kierunki/atlantyda/', { '*': 'atlantyda/' })).result)).toBe(true);
    expect(isNotFound((await load(destinationGuidePageLoader, '/kierunki/Zle$/', { '*': 'Zle$/' })).result)).toBe(true);
    expect(isNotFound((await load(salesOfficesPageLoader, '/salony-podrozy/salon-x/', { officeSlug: 'salon-x' })).result)).toBe(true);
    expect((await load(salesOfficesPageLoader, '/salony-podrozy/salon-krakow/', { officeSlug: 'salon-krakow' })).result).toBeUndefined();
  });

  it('hand /kierunki/ the world map outline, which a destination page does not load', async () => {
    const index = await load(destinationGuidePageLoader, '/kierunki/', { '*': '' });
    expect(index.state.queries.map((query) => query.queryKey[0] === 'content-map' && query.queryKey[1])).toContain('world-land');
    const place = await load(destinationGuidePageLoader, '/kierunki/grecja/kreta/', { '*': 'grecja/kreta/' });
    expect(place.state.queries.some((query) => query.queryKey[0] === 'content-map')).toBe(false);
  });

  it('prefetch a destination with its weather and offers: the browser asks for nothing again', async () => {
    const { result, serverFetch, state } = await load(destinationGuidePageLoader, '/kierunki/grecja/kreta/', { '*': 'grecja/kreta/' });
    expect(result).toBeUndefined();
    expect(pathsOf(serverFetch).sort()).toEqual([
      '/api/guide/location/details/',
      '/api/guide/locations/offers/',
      '/api/guide/locations/popular/',
      '/api/weather/content/season/',
    ]);
    const browserFetch = renderInBrowser('/kierunki/*', <DestinationGuidePage />, '/kierunki/grecja/kreta/', state);
    expect(screen.queryByRole('heading', { level: 1, name: 'Kreta – przewodnik i pogoda' })).not.toBeNull();
    expect(screen.queryByRole('img', { name: 'Średnie temperatury w kolejnych miesiącach na Krecie' })).not.toBeNull();
    expect(pathsOf(browserFetch)).toEqual([]);
  });
});
