import { screen, waitFor, within } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DestinationGuidePage } from '../destination-guide-page';
import { renderWithProviders } from '@travel/ui/testing';

const place = (id: number, name: string, path: string, kind: string, genitive: string, locative: string) => ({
  id,
  name,
  slug: path.split('/').at(-1) ?? path,
  path,
  genitive,
  locative,
  kind,
  countryCode: 'GR',
  lat: 35.2,
  lng: 24.9,
});
const europe = place(1, 'Europa', 'europa', 'continent', 'Europy', 'w Europie');
const greece = place(2, 'Grecja', 'grecja', 'country', 'Grecji', 'w Grecji');
const crete = place(3, 'Kreta', 'grecja/kreta', 'region', 'Krety', 'na Krecie');
const chania = place(4, 'Chania', 'grecja/kreta/chania', 'resort', 'Chanii', 'w Chanii');

const temps = [15, 16, 18, 21, 25, 29, 31, 31, 28, 24, 20, 17];
const months = temps.map((airDay, i) => ({
  month: i + 1,
  airDay,
  airNight: airDay - 7,
  water: airDay - 2,
  sunHours: 8,
  rainyDays: i < 3 ? 9 : 2,
}));

const answers: Record<string, unknown> = {
  '/api/guide/location/details/': {
    location: crete,
    breadcrumbs: [europe, greece, crete],
    children: [chania],
    description: 'Kreta – przewodnik Podróżowni.',
    hotelsCount: 12,
    offersCount: 340,
    priceFrom: 2199,
  },
  '/api/weather/content/season/': { location: crete, bestMonths: [6, 7, 8, 9], months },
  '/api/guide/locations/offers/': { offers: [] },
  '/api/guide/locations/popular/': { items: [{ location: greece, offersCount: 900, priceFrom: 1999 }] },
  '/api/guide/locations/best/': { items: [{ location: crete, offersCount: 340, priceFrom: 2199 }] },
  '/api/guide/locations/world/': { continents: [{ location: europe, countries: [greece] }] },
};

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['tour-guide', 'static-pages']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockImplementation((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    // Like the API, the place is found by its path or its slug.
    const known =
      pathname === '/api/guide/location/details/'
        ? ['grecja/kreta', 'kreta'].includes(searchParams.get('location') ?? '')
        : pathname in answers;
    const body = known ? answers[pathname] : { statusCode: 404, error: 'Not Found', message: 'Location not found' };
    return Promise.resolve({ status: known ? 200 : 404, text: () => Promise.resolve(JSON.stringify(body)) } as unknown as Response);
  });
});

function AddressBar() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/kierunki/*" element={<DestinationGuidePage />} />
      </Routes>
      <AddressBar />
    </>,
    { i18n, route: path },
  );

describe('DestinationGuidePage', () => {
  it('shows a place: h1, breadcrumb from the API trail without the continent, listings, children', async () => {
    renderAt('/kierunki/grecja/kreta/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kreta – przewodnik i pogoda' })).toBeTruthy();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Jesteś tutaj' }));
    expect(breadcrumb.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Podróżownia', 'Kierunki', 'Grecja', 'Kreta']);
    expect(breadcrumb.getByRole('link', { name: 'Grecja' }).getAttribute('href')).toBe('/kierunki/grecja/');
    expect(screen.getByRole('link', { name: 'Last minute' }).getAttribute('href')).toBe('/last-minute/grecja/kreta/');
    expect(screen.getByRole('link', { name: 'Chania' }).getAttribute('href')).toBe('/kierunki/grecja/kreta/chania/');
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie oferty na Krecie' }).getAttribute('href')).toBe('/wycieczki/grecja/kreta/');
  });

  it('draws the weather as a labelled chart with a table of the same numbers and names the best season', async () => {
    renderAt('/kierunki/grecja/kreta/');
    const chart = await screen.findByRole('img', { name: 'Średnie temperatury w kolejnych miesiącach na Krecie' });
    expect(chart.querySelector('desc')?.textContent).toContain(
      'Najcieplejszy miesiąc to lipiec (31°C w dzień), najchłodniejszy – styczeń (15°C w dzień)',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    expect(screen.getByTestId('best-season').textContent).toContain('czerwiec–wrzesień');
    const table = screen.getByRole('table', { name: 'Średnie warunki pogodowe na Krecie w kolejnych miesiącach' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[7] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['31°C', '24°C', '29°C', '8 h', '2']);
    expect(screen.getByText('Chwilowo nie mamy ofert w tym miejscu. Zajrzyj później albo wybierz sąsiedni region.')).toBeTruthy();
  });

  it('moves a place reached by its slug alone to its own path, the one links and the canonical use', async () => {
    fetchMock.mockClear();
    renderAt('/kierunki/kreta/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kreta – przewodnik i pogoda' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/kierunki/grecja/kreta/'));
    // The answer found by the slug serves the place's own path: no second call, no loading state.
    expect(screen.getByRole('heading', { level: 1, name: 'Kreta – przewodnik i pogoda' })).toBeTruthy();
    const detailCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/guide/location/details/'));
    expect(detailCalls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('location'))).toEqual(['kreta']);
  });

  it('keeps the address of a place reached by its own path', async () => {
    renderAt('/kierunki/grecja/kreta/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kreta – przewodnik i pogoda' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/kierunki/grecja/kreta/');
  });

  it('answers a path that names no place with the not-found content', async () => {
    renderAt('/kierunki/atlantyda/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie kierunki' }).getAttribute('href')).toBe('/kierunki/');
  });

  it('lists the world, popular and best destinations at /kierunki/', async () => {
    renderAt('/kierunki/');
    expect(screen.getByRole('heading', { level: 1, name: 'Przewodnik po kierunkach' })).toBeTruthy();
    const world = within(await screen.findByTestId('destinations-world'));
    expect((await world.findByRole('link', { name: 'Grecja' })).getAttribute('href')).toBe('/kierunki/grecja/');
    // The map repeats the list's links for the pointer, out of the accessibility tree and the tab order.
    const map = screen.getByTestId('world-map');
    expect(map.getAttribute('aria-hidden')).toBe('true');
    const marker = map.querySelector('a[href="/kierunki/grecja/"]');
    expect(marker?.getAttribute('tabindex')).toBe('-1');
    // The fixture puts Greece at 24.9° E: 2 px per degree from 180° W.
    expect(Number(marker?.querySelector('circle')?.getAttribute('cx'))).toBeCloseTo(409.8);
    expect(
      await within(screen.getByTestId('destinations-best')).findByText('340 ofert · od 2 199 zł', {
        normalizer: (s) => s.replace(/\s+/g, ' '),
      }),
    ).toBeTruthy();
  });
});
