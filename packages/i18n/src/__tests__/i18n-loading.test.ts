import {
  buildI18nOptions,
  CACHE_EXPIRATION_MS,
  createConcurrencyLimit,
  createI18n,
  createTranslationRequest,
  DEFAULT_NAMESPACE,
  fetchTranslation,
  type FetchedFile,
  LOAD_MAX_PARALLEL,
  LOAD_MAX_RETRIES,
  LOAD_PATH,
  LOAD_RETRY_INITIAL_DELAY_MS,
  NAMESPACES,
  retryDelays,
} from '..';
import common from '../../locales/pl/common.json';

const response = (status: number, body = '') => ({ ok: status >= 200 && status < 300, status, text: async () => body });
const okResponse = (body: unknown) => response(200, JSON.stringify(body));

describe('i18n loading constants', () => {
  it('pins the spec values', () => {
    expect(CACHE_EXPIRATION_MS).toBe(3_600_000);
    expect(LOAD_MAX_RETRIES).toBe(5);
    expect(LOAD_RETRY_INITIAL_DELAY_MS).toBe(350);
    expect(LOAD_MAX_PARALLEL).toBe(10);
    expect(DEFAULT_NAMESPACE).toBe('common');
    expect(LOAD_PATH).toBe('/locales/{{lng}}/{{ns}}.json');
  });

  it("lists the 19 namespaces and the staff tools' own as kebab-case file names", () => {
    expect(NAMESPACES).toHaveLength(20);
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'hit-offers', 'hotel-add-opinion', 'tour-guide', 'staff']));
    for (const ns of NAMESPACES) expect(ns).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('configures pl only, fallback pl, no detection, default namespace common', () => {
    const options = buildI18nOptions();
    expect(options.lng).toBe('pl');
    expect(options.fallbackLng).toBe('pl');
    expect(options.supportedLngs).toEqual(['pl']);
    expect(options.defaultNS).toBe('common');
    expect(options).not.toHaveProperty('detection');
  });

  it('reads a browser-storage cache of 1 h before HTTP', () => {
    const backend = buildI18nOptions({ cacheVersion: 'build-7' }).backend as Record<string, unknown>;
    expect(backend['cache']).toEqual({ prefix: 'travel_i18n_', expirationTime: 3_600_000, version: 'build-7' });
    expect(backend['loadPath']).toBe('/locales/{{lng}}/{{ns}}.json');
    expect(typeof backend['request']).toBe('function');
  });

  it('caps i18next reads at 10 and leaves retrying to the request layer only', () => {
    const options = buildI18nOptions();
    expect(options.maxParallelReads).toBe(10);
    expect(options.maxRetries).toBe(0);
  });
});

describe('retry schedule', () => {
  it('is 5 retries from 350 ms, doubling', () => {
    expect(retryDelays()).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('retries network errors and 5xx on that schedule, then gives up', async () => {
    const waits: number[] = [];
    const fetch = jest.fn(async () => response(503));
    const result = await fetchTranslation('/locales/pl/home.json', {
      fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
      limit: createConcurrencyLimit(10),
      delays: retryDelays(),
    });
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
    expect(result.status).toBe(503);
  });

  it('succeeds on a later attempt after network failures', async () => {
    const waits: number[] = [];
    let calls = 0;
    const fetch = jest.fn(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return okResponse({ a: 'b' });
    });
    const result = await fetchTranslation('/locales/pl/home.json', {
      fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
      limit: createConcurrencyLimit(10),
      delays: retryDelays(),
    });
    expect(waits).toEqual([350, 700]);
    expect(result).toEqual({ status: 200, data: '{"a":"b"}' });
  });

  it('does not retry a 404 (the file will not appear by asking again)', async () => {
    const fetch = jest.fn(async () => response(404));
    const sleep = jest.fn(async () => undefined);
    const result = await fetchTranslation('/locales/pl/nope.json', {
      fetch,
      sleep,
      limit: createConcurrencyLimit(10),
      delays: retryDelays(),
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(result.status).toBe(404);
  });

  it('rethrows the last network error after the last retry', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchTranslation('/x.json', { fetch, sleep: async () => undefined, limit: createConcurrencyLimit(10), delays: [1, 2] }),
    ).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('parallel cap', () => {
  it('never has more than 10 translation requests in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const fetch = jest.fn(
      () =>
        new Promise<FetchedFile>((resolve) => {
          inFlight += 1;
          peak = Math.max(peak, inFlight);
          releases.push(() => {
            inFlight -= 1;
            resolve(okResponse({}));
          });
        }),
    );
    const limit = createConcurrencyLimit(LOAD_MAX_PARALLEL);
    const deps = { fetch, sleep: async () => undefined, limit, delays: retryDelays() };
    const all = Promise.all(NAMESPACES.map((ns) => fetchTranslation(`/locales/pl/${ns}.json`, deps)));
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(10);
    expect(limit.waiting).toBe(NAMESPACES.length - 10);
    while (releases.length > 0) {
      releases.shift()?.();
      // Let the freed slot start the next waiting read.
      await new Promise((r) => setTimeout(r, 0));
    }
    await all;
    expect(peak).toBe(10);
    expect(fetch).toHaveBeenCalledTimes(NAMESPACES.length);
  });
});

describe('the shared setup', () => {
  beforeEach(() => localStorage.clear());

  it('loads a namespace over HTTP and stores it in the browser cache', async () => {
    const urls: string[] = [];
    const request = createTranslationRequest({
      fetch: async (url) => {
        urls.push(url);
        if (url.endsWith('/common.json')) return okResponse({ productName: 'Podróżownia' });
        return okResponse({});
      },
    });
    const i18n = await createI18n({ request, cacheVersion: 'test' });
    expect(i18n.t('productName')).toBe('Podróżownia');
    expect(urls).toContain('/locales/pl/common.json');
    const cached = localStorage.getItem('travel_i18n_pl-common');
    expect(cached).not.toBeNull();
    expect(JSON.parse(cached ?? '{}')).toMatchObject({ productName: 'Podróżownia', i18nStamp: expect.any(Number) });
  });

  it('reads a fresh cache entry without any request', async () => {
    localStorage.setItem('travel_i18n_pl-common', JSON.stringify({ productName: 'Z pamięci', i18nStamp: Date.now(), i18nVersion: 'test' }));
    const urls: string[] = [];
    const request = createTranslationRequest({
      fetch: async (url) => {
        urls.push(url);
        return okResponse({ productName: 'Z sieci' });
      },
    });
    const i18n = await createI18n({ request, cacheVersion: 'test' });
    expect(i18n.t('productName')).toBe('Z pamięci');
    expect(urls).not.toContain('/locales/pl/common.json');
  });

  it('does not read an entry of another build or one older than an hour, and loads the texts again', async () => {
    const stale = { productName: 'Stare', i18nStamp: Date.now() - 3_600_001, i18nVersion: 'test' };
    const otherBuild = { productName: 'Innej wersji', i18nStamp: Date.now(), i18nVersion: 'build-6' };
    for (const entry of [stale, otherBuild]) {
      localStorage.setItem('travel_i18n_pl-common', JSON.stringify(entry));
      const request = createTranslationRequest({ fetch: async () => okResponse({ productName: 'Z sieci' }) });
      const i18n = await createI18n({ request, cacheVersion: 'test' });
      expect(i18n.t('productName')).toBe('Z sieci');
      expect(JSON.parse(localStorage.getItem('travel_i18n_pl-common') ?? '{}')).toMatchObject({
        productName: 'Z sieci',
        i18nVersion: 'test',
      });
    }
  });

  it('treats a corrupted cache entry as missing and a failed file as texts not loaded (keys show)', async () => {
    localStorage.setItem('travel_i18n_pl-common', '{not json');
    const request = createTranslationRequest({ fetch: async () => response(404), delays: [] });
    const i18n = await createI18n({ request, cacheVersion: 'test' });
    expect(i18n.t('productName')).toBe('productName');
    expect(i18n.hasResourceBundle('pl', 'common')).toBe(false);
  });

  it('does not store the bookkeeping fields among the texts', async () => {
    localStorage.setItem('travel_i18n_pl-common', JSON.stringify({ productName: 'Z pamięci', i18nStamp: Date.now(), i18nVersion: 'test' }));
    const i18n = await createI18n({ request: createTranslationRequest({ fetch: async () => okResponse({}) }), cacheVersion: 'test' });
    expect(i18n.getResourceBundle('pl', 'common')).toEqual({ productName: 'Z pamięci' });
  });

  it('works from inline resources for tests', async () => {
    const i18n = await createI18n({ resources: { pl: { common } } });
    expect(i18n.t('header.menuOpen')).toBe('Menu');
  });
});
