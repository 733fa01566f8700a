import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type I18nInstance } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { useLocation } from 'react-router-dom';
import { SeoDestinationLinks, SeoMenuLinks } from '../seo-links';
import { renderWithProviders } from '@travel/ui/testing';

const place = (name: string, slug: string, path: string) => ({
  id: name.length,
  name,
  slug,
  path,
  genitive: name,
  locative: name,
  kind: 'region',
  countryCode: 'GR',
  lat: 35,
  lng: 25,
});
const DESTINATIONS = {
  destinations: [
    { location: place('Kreta', 'kreta', 'grecja/kreta'), url: '/wycieczki/grecja/kreta/', offersCount: 120 },
    { location: place('Rodos', 'rodos', 'grecja/rodos'), url: '/wycieczki/grecja/rodos/', offersCount: 40 },
  ],
};
const MENU = {
  items: [
    { title: 'Kreta', url: '/wycieczki/grecja/kreta/' },
    { title: 'Rodos', url: '/wycieczki/grecja/rodos/' },
    { title: 'Korfu', url: '/wycieczki/grecja/korfu/' },
    { title: 'Zakynthos', url: '/wycieczki/grecja/zakynthos/' },
  ],
};

const answer = (body: unknown) => ({ status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
/** The API by path. */
const serve = (answers: Record<string, unknown>) =>
  fetchMock.mockImplementation(async (url) => answer(answers[new URL(url, 'http://localhost').pathname]));

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['listing']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => fetchMock.mockReset());

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

function renderLinks(url: string, location: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <>
      <SeoDestinationLinks category="wycieczki" location={location} />
      <SeoMenuLinks category="wycieczki" location={location} />
      <Address />
    </>,
    { i18n, queryClient, route: url },
  );
  return queryClient;
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SeoDestinationLinks and SeoMenuLinks', () => {
  it('link into the listing of each destination the API gives, then the menu without repeating them; a link navigates', async () => {
    serve({ '/api/seo/destinations/': DESTINATIONS, '/api/seo/menu/': MENU });
    renderLinks('/wycieczki/grecja/', 'grecja');

    const destinations = await screen.findByRole('navigation', { name: 'Popularne kierunki' });
    expect(linksOf(destinations)).toEqual([
      ['Kreta', '/wycieczki/grecja/kreta/'],
      ['Rodos', '/wycieczki/grecja/rodos/'],
    ]);
    const menu = await screen.findByRole('navigation', { name: 'Zobacz także' });
    await waitFor(() =>
      expect(linksOf(menu)).toEqual([
        ['Korfu', '/wycieczki/grecja/korfu/'],
        ['Zakynthos', '/wycieczki/grecja/zakynthos/'],
      ]),
    );
    for (const [url] of fetchMock.mock.calls) {
      expect(Object.fromEntries(new URL(url, 'http://localhost').searchParams)).toEqual({ category: 'wycieczki', location: 'grecja' });
    }

    await userEvent.click(within(destinations).getByRole('link', { name: 'Rodos' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/wycieczki/grecja/rodos/');
  });

  it('on a category page: the countries, and the categories with the current one marked', async () => {
    serve({
      '/api/seo/destinations/': {
        destinations: [{ location: place('Grecja', 'grecja', 'grecja'), url: '/wycieczki/grecja/', offersCount: 300 }],
      },
      '/api/seo/menu/': {
        items: [
          { title: 'Wycieczki', url: '/wycieczki/' },
          { title: 'Last minute', url: '/last-minute/' },
        ],
      },
    });
    renderLinks('/wycieczki/', null);

    const destinations = await screen.findByRole('navigation', { name: 'Popularne kierunki' });
    expect(linksOf(destinations)).toEqual([['Grecja', '/wycieczki/grecja/']]);
    const menu = await screen.findByRole('navigation', { name: 'Zobacz także' });
    expect(within(menu).getByRole('link', { name: 'Wycieczki' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Last minute' })).not.toHaveAttribute('aria-current');
    for (const [url] of fetchMock.mock.calls) {
      expect(Object.fromEntries(new URL(url, 'http://localhost').searchParams)).toEqual({ category: 'wycieczki' });
    }
  });

  it('render nothing when the API has no links', async () => {
    serve({ '/api/seo/destinations/': { destinations: [] }, '/api/seo/menu/': { items: [] } });
    const queryClient = renderLinks('/wycieczki/grecja/kreta/', 'grecja/kreta');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // Both answers are in: the blocks had their data and chose to render nothing.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(['success', 'success']);
    expect(screen.queryAllByRole('navigation')).toEqual([]);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
