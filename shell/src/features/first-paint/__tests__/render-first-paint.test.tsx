/**
 * @jest-environment node
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BROWSER_ONLY_QUERY, notFound, type PageLoader } from '@travel/api-client';
import { createI18n, useTranslation, type I18nInstance } from '@travel/i18n';
import { renderFirstPaint } from '../render-first-paint';

const laterFn = jest.fn(async () => 'później');
const offersFn = jest.fn(async () => ['Kreta', 'Rodos']);
const offersQuery = queryOptions({ queryKey: ['test', 'offers'], queryFn: offersFn });
const brokenQuery = queryOptions({ queryKey: ['test', 'broken'], queryFn: async (): Promise<string> => Promise.reject(new Error('boom')) });
const laterQuery = queryOptions({ queryKey: ['test', 'later'], queryFn: laterFn, meta: BROWSER_ONLY_QUERY });

beforeEach(() => {
  laterFn.mockClear();
  offersFn.mockClear();
});

function FakeListing() {
  const { t } = useTranslation('listing');
  const offers = useQuery(offersQuery);
  const broken = useQuery(brokenQuery);
  const later = useQuery(laterQuery);
  return (
    <section>
      <h1>{t('notFound.heading')}</h1>
      {offers.data ? (
        <ul>
          {offers.data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>Ładowanie ofert</p>
      )}
      <p>{broken.isPending ? 'Czekam na dane' : 'Dane są'}</p>
      <p>{later.isPending ? 'Dopiero w przeglądarce' : 'Już są'}</p>
    </section>
  );
}

function Broken(): never {
  throw new Error('the page broke');
}

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createI18n({
    resources: {
      pl: {
        common: { skipLink: 'Przejdź do treści' },
        listing: { notFound: { heading: 'Wycieczki objazdowe' } },
        hotel: { title: 'Hotel' },
        error: { notFound: { title: 'Nie znaleziono strony', message: 'Strona nie istnieje.', homeLink: 'Przejdź do strony głównej' } },
      },
    },
  });
});

/** Every query the fake listing uses, the browser-only one too: the server must refuse that one. */
const fakeListingLoader: PageLoader = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(offersQuery),
    queryClient.prefetchQuery(brokenQuery),
    queryClient.prefetchQuery(laterQuery),
  ]);
};

const loaderOf = (page: unknown, loader?: PageLoader) =>
  jest.fn(async (remote: string, module: string) => ({ [module]: page, remote, ...(loader ? { loaders: { [module]: loader } } : {}) }));

describe('renderFirstPaint', () => {
  it('renders the shell and the route’s remote page once, with the data its loader prefetched, and hands the browser that state', async () => {
    const loadRemote = loaderOf(FakeListing, fakeListingLoader);
    const { html, state } = await renderFirstPaint({
      url: '/wycieczki/?filtr=dorosli:2',
      loadRemote,
      i18n,
      signal: AbortSignal.timeout(5000),
    });

    expect(loadRemote).toHaveBeenCalledWith('search', 'ListingPage');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Przejdź do treści');
    expect(html).toContain('<h1>Wycieczki objazdowe</h1>');
    expect(html).toContain('<li>Kreta</li><li>Rodos</li>');
    expect(html).not.toContain('Ładowanie ofert');

    // A failed query renders as loading and is left out: the browser asks again, as without a first paint.
    expect(html).toContain('Czekam na dane');
    // A browser-only query is not even asked on the server, even when a loader asks for it.
    expect(html).toContain('Dopiero w przeglądarce');
    expect(laterFn).not.toHaveBeenCalled();
    expect(offersFn).toHaveBeenCalledTimes(1);
    expect(state.notFoundPath).toBeUndefined();
    expect(state.queries.queries.map((query) => (query as { queryKey: unknown }).queryKey)).toEqual([['test', 'offers']]);

    expect(Object.keys(state.texts).sort()).toEqual(expect.arrayContaining(['common', 'listing']));
    expect(state.texts).not.toHaveProperty('hotel');
    expect(state.texts['listing']).toEqual({ notFound: { heading: 'Wycieczki objazdowe' } });
  });

  it('fails when the page throws, so the site server sends the page without a first paint', async () => {
    await expect(
      renderFirstPaint({ url: '/wycieczki/', loadRemote: loaderOf(Broken), i18n, signal: AbortSignal.timeout(5000) }),
    ).rejects.toThrow('the page broke');
  });

  it('renders a page without a loader once, its queries as loading: first-paint data is declared, not discovered', async () => {
    const { html, state } = await renderFirstPaint({
      url: '/wycieczki/',
      loadRemote: loaderOf(FakeListing),
      i18n,
      signal: new AbortController().signal,
    });
    expect(html).toContain('Ładowanie ofert');
    expect(offersFn).not.toHaveBeenCalled();
    expect(state.queries.queries).toEqual([]);
  });

  it('lets a loader await one query to key the next, with the route’s parameters', async () => {
    const hotelFn = jest.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) => ({ id: 42, name: `Hotel ${String(queryKey[1])}` }));
    const opinionsFn = jest.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) => [`opinia o ${String(queryKey[1])}`]);
    const hotelQuery = (slug: string) => queryOptions({ queryKey: ['hotel', slug], queryFn: hotelFn });
    const opinionsQuery = (id: number | undefined) =>
      queryOptions({ queryKey: ['opinions', id], queryFn: opinionsFn, enabled: id !== undefined });
    function FakeHotel() {
      const hotel = useQuery(hotelQuery('sol-palace'));
      const opinions = useQuery(opinionsQuery(hotel.data?.id));
      return (
        <article>
          <h1>{hotel.data?.name ?? '…'}</h1>
          <p>{opinions.data?.join() ?? 'Ładowanie opinii'}</p>
        </article>
      );
    }
    const loader: PageLoader = async ({ queryClient, params, pathname }) => {
      expect(pathname).toBe('/hotel/sol-palace/');
      const hotel = await queryClient.fetchQuery(hotelQuery(params['hotelSlug'] ?? ''));
      await queryClient.prefetchQuery(opinionsQuery(hotel.id));
    };

    const { html, notFound: isNotFound } = await renderFirstPaint({
      url: '/hotel/sol-palace/?oferta=abc',
      loadRemote: loaderOf(FakeHotel, loader),
      i18n,
      signal: new AbortController().signal,
    });
    expect(isNotFound).toBe(false);
    expect(html).toContain('<h1>Hotel sol-palace</h1>');
    expect(html).toContain('opinia o 42');
    expect(hotelFn).toHaveBeenCalledTimes(1);
    expect(opinionsFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'throws',
      (async () => {
        throw notFound('no such hotel');
      }) as PageLoader,
    ],
    ['returns', (async () => notFound()) as PageLoader],
  ])('renders the shell’s not-found page when the loader %s notFound(), and tells the browser so', async (_how, loader) => {
    const page = jest.fn(() => <h1>Hotel</h1>);
    const prefetching: PageLoader = async (context) => {
      await context.queryClient.prefetchQuery(offersQuery);
      return loader(context);
    };
    const {
      html,
      state,
      notFound: isNotFound,
    } = await renderFirstPaint({
      url: '/hotel/nie-ma-takiego/',
      loadRemote: loaderOf(page, prefetching),
      i18n,
      signal: new AbortController().signal,
    });
    expect(isNotFound).toBe(true);
    expect(html).toContain('Nie znaleziono strony');
    expect(html).toContain('<main id="main"');
    expect(page).not.toHaveBeenCalled();
    expect(state.notFoundPath).toBe('/hotel/nie-ma-takiego/');
    // Nothing of a page that does not exist goes to the browser.
    expect(state.queries.queries).toEqual([]);
  });

  it('takes a loader that throws notFound() before any await for a not-found page too', async () => {
    const syncLoader: PageLoader = () => {
      throw notFound();
    };
    const { notFound: isNotFound } = await renderFirstPaint({
      url: '/hotel/nie-ma-takiego/',
      loadRemote: loaderOf(FakeListing, syncLoader),
      i18n,
      signal: new AbortController().signal,
    });
    expect(isNotFound).toBe(true);
  });

  it('fails when the loader fails, so the site server sends the page without a first paint', async () => {
    const failing: PageLoader = async () => {
      throw new Error('the loader broke');
    };
    await expect(
      renderFirstPaint({ url: '/wycieczki/', loadRemote: loaderOf(FakeListing, failing), i18n, signal: new AbortController().signal }),
    ).rejects.toThrow('the loader broke');
  });

  it('gives up when its time is over, and aborts the API calls its loader started', async () => {
    const timeBox = new AbortController();
    let callSignal: AbortSignal | undefined;
    const slowQuery = queryOptions({
      queryKey: ['test', 'slow'],
      queryFn: ({ signal }) => {
        callSignal = signal;
        timeBox.abort(new DOMException('first paint time box over', 'TimeoutError'));
        return new Promise<string>(() => undefined);
      },
    });
    const loader: PageLoader = async ({ queryClient }) => {
      await queryClient.prefetchQuery(slowQuery);
    };
    await expect(
      renderFirstPaint({ url: '/wycieczki/', loadRemote: loaderOf(FakeListing, loader), i18n, signal: timeBox.signal }),
    ).rejects.toThrow('time box over');
    expect(callSignal?.aborted).toBe(true);
  });

  it('gives up while the remote’s server build is still loading when its time is over', async () => {
    const timeBox = new AbortController();
    const slowLoader = jest.fn(() => {
      timeBox.abort(new DOMException('first paint time box over', 'TimeoutError'));
      return new Promise<Record<string, unknown>>(() => undefined);
    });
    await expect(renderFirstPaint({ url: '/wycieczki/', loadRemote: slowLoader, i18n, signal: timeBox.signal })).rejects.toThrow(
      'time box over',
    );
  });
});
