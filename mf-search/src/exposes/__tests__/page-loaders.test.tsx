import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { createApiClient, isNotFound, setHostApiFetch, type PageLoaderContext } from '@travel/api-client';
import { type I18nInstance } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { HomePage } from '../home-page';
import { homePageLoader } from '../home-page-loader';
import { ListingPage } from '../listing-page';
import { listingPageLoader } from '../listing-page-loader';
import { renderWithProviders } from '@travel/ui/testing';
import { cretanOffer } from '../../test-support/offer-fixture';
import { locationRefFixture } from '@travel/contracts/testing';

const NOW = new Date('2026-06-01T08:00:00Z');

const offer = cretanOffer({ regularPricePerPerson: 2999, discountPercent: 0 });

/** The API by path; anything else (the browser-only filter counts, the destination tree) is a 503. */
const ANSWERS: Record<string, unknown> = {
  '/api/offers/list/': { offers: [offer], total: 1 },
  '/api/offers/hit-offers/': { offers: [{ ...offer, hotelName: 'Hotel Hit' }] },
  '/api/seo/categories/': { categories: [{ slug: 'wycieczki', title: 'Wycieczki', label: 'Wycieczki', type: 'category' }] },
  '/api/seo/meta/': {
    breadcrumbs: [
      { route: '/', title: 'Podróżownia' },
      { route: '/wycieczki/', title: 'Wycieczki' },
      // Neither a link nor a list item: left out, as the JSON-LD leaves it out.
      { route: 'https://example.com/', title: 'Obca strona' },
      { route: '/wycieczki/grecja/', title: 'Grecja' },
    ],
    heading: { title: 'Wycieczki do Grecji z API', description: 'Opis z API.' },
    seo: { title: 'Wycieczki do Grecji', description: 'Opis.', keywords: '' },
    locationData: null,
  },
  '/api/seo/text/': { text: 'Grecja to kraj słońca.' },
  '/api/seo/faq/': { items: [{ question: 'Kiedy najlepiej jechać do Grecji?', answer: 'Od maja do października.' }] },
  '/api/seo/destinations/': {
    destinations: [
      {
        location: locationRefFixture({ id: 7 }),
        url: '/wycieczki/grecja/kreta/',
        offersCount: 12,
      },
    ],
  },
  '/api/seo/menu/': { items: [{ title: 'Rodos', url: '/wycieczki/grecja/rodos/' }] },
};

function api() {
  return jest.fn(async (url: RequestInfo | URL) => {
    const body = ANSWERS[String(url).split('?')[0] ?? ''];
    return {
      status: body === undefined ? 503 : 200,
      text: async () => JSON.stringify(body ?? { message: 'busy' }),
    } as unknown as Response;
  });
}
const pathsOf = (fetch: ReturnType<typeof api>) => fetch.mock.calls.map(([url]) => String(url).split('?')[0]);

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['listing', 'home', 'hit-offers', 'favorites']);
});
beforeEach(() => {
  // Only the clock: the page reads "now" itself, as the loader was told it.
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'],
  });
});
afterEach(() => {
  jest.useRealTimers();
  setHostApiFetch(undefined);
});

/** Runs a loader as the site server does: its own client and cache, then the state the browser receives. */
async function load(loader: typeof listingPageLoader, pathname: string, search = '') {
  const serverFetch = api();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context: PageLoaderContext = {
    pathname,
    search,
    params: {},
    queryClient,
    client: createApiClient({ fetch: serverFetch }),
    now: NOW,
    signal: new AbortController().signal,
  };
  const result = await Promise.resolve()
    .then(() => loader(context))
    .catch((error: unknown) => error);
  return { result, serverFetch, state: JSON.parse(JSON.stringify(dehydrate(queryClient))) as DehydratedState };
}

/** The browser: hydrates the state, renders the page; the hooks' own clients reach `browserFetch`. */
function renderInBrowser(page: React.ReactNode, url: string, state: DehydratedState) {
  const browserFetch = api();
  setHostApiFetch(browserFetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrate(queryClient, state);
  renderWithProviders(page, { i18n, queryClient, route: url });
  return browserFetch;
}

describe('listingPageLoader', () => {
  it('says "not found" for a category no landing page has', async () => {
    const { result, serverFetch } = await load(listingPageLoader, '/nie-ma-takiej-strony/');
    expect(isNotFound(result)).toBe(true);
    expect(serverFetch).not.toHaveBeenCalled();
  });

  it('prefetches exactly what the page shows first (offers, SEO heading, text, FAQ, destination links, menu), with the keys its hooks use: the browser fetches only the browser-only data', async () => {
    const { result, serverFetch, state } = await load(listingPageLoader, '/wycieczki/grecja/');
    expect(result).toBeUndefined();
    // The SEO meta is keyed by the category list: awaited first, then asked.
    expect(pathsOf(serverFetch).sort()).toEqual([
      '/api/offers/list/',
      '/api/seo/categories/',
      '/api/seo/destinations/',
      '/api/seo/faq/',
      '/api/seo/menu/',
      '/api/seo/meta/',
      '/api/seo/text/',
    ]);
    expect(state.queries).toHaveLength(7);

    const browserFetch = renderInBrowser(<ListingPage />, '/wycieczki/grecja/', state);
    // On the first render, from the handed-over cache.
    expect(screen.queryByText('Resort Delfin')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Wycieczki do Grecji z API' })).not.toBeNull();
    // The SEO block's code is a chunk of its own (in the browser the server's markup stays until it
    // hydrates); once it is there, it shows the handed-over answers without asking again.
    expect(await screen.findByText('Grecja to kraj słońca.')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Najczęściej zadawane pytania' })).not.toBeNull();
    expect(screen.queryByText('Kiedy najlepiej jechać do Grecji?')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Kreta' })?.getAttribute('href')).toBe('/wycieczki/grecja/kreta/');
    expect(screen.queryByRole('link', { name: 'Rodos' })?.getAttribute('href')).toBe('/wycieczki/grecja/rodos/');

    // After hydration the browser asks for what the server left to it, and for nothing it was handed.
    await waitFor(() =>
      expect(pathsOf(browserFetch)).toEqual(expect.arrayContaining(['/api/offers/filters/', '/api/offers/searcher/destinations/'])),
    );
    const asked = pathsOf(browserFetch);
    expect(asked).not.toContain('/api/offers/list/');
    expect(asked.filter((path) => path?.startsWith('/api/seo/'))).toEqual([]);
  });

  it("shows the page meta's trail on the first render, the page last and not a link", async () => {
    const { state } = await load(listingPageLoader, '/wycieczki/grecja/');
    renderInBrowser(<ListingPage />, '/wycieczki/grecja/', state);
    const trail = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null])).toEqual([
      ['Podróżownia', '/'],
      ['Wycieczki', '/wycieczki/'],
      ['Grecja', null],
    ]);
    expect(items[2]?.getAttribute('aria-current')).toBe('page');
  });

  it('does not ask for the SEO meta of a category the SEO API does not know', async () => {
    const { serverFetch } = await load(listingPageLoader, '/last-minute/');
    expect(pathsOf(serverFetch).sort()).toEqual([
      '/api/offers/list/',
      '/api/seo/categories/',
      '/api/seo/destinations/',
      '/api/seo/faq/',
      '/api/seo/menu/',
      '/api/seo/text/',
    ]);
  });
});

describe('homePageLoader', () => {
  it('prefetches the last-minute and hit-offer teasers with the keys the sections use', async () => {
    const { serverFetch, state } = await load(homePageLoader, '/');
    // The last-minute teasers are the last-minute listing's first hotels (its list call).
    expect(pathsOf(serverFetch).sort()).toEqual(['/api/offers/hit-offers/', '/api/offers/list/']);

    const browserFetch = renderInBrowser(<HomePage />, '/', state);
    expect(screen.queryByText(offer.hotelName)).not.toBeNull();
    expect(screen.queryByText('Hotel Hit')).not.toBeNull();
    // The visitor's favourites are the browser's own business; the teasers are not asked again.
    await waitFor(() => expect(pathsOf(browserFetch)).toContain('/api/offers/favorites/'));
    expect(pathsOf(browserFetch)).not.toEqual(expect.arrayContaining(['/api/offers/list/']));
    expect(pathsOf(browserFetch)).not.toEqual(expect.arrayContaining(['/api/offers/hit-offers/']));
  });
});
