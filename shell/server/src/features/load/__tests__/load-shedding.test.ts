import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { setHostApiFetch } from '@travel/api-client';
import { createInProcessApiFetch } from '../../api/in-process-api-fetch';
import type { TimeBox } from '../../first-paint/first-paint-renderer';
import { createSiteFixture, pageMetaBody, type SiteFixture } from '../../../__tests__/site-fixture';

/** A promise the test settles itself: the stand-in API waits on it, so nothing depends on a clock. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

let arrived = gate();
let answer = gate();
let slowCalls = 0;

/** Stands in for the API: `/slow/` and the meta of `/wakacje/grecja/` wait until the test lets them answer. */
const standInApi: FastifyPluginAsync<{ dataDir: string; databaseUrl?: string | undefined }> = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/fast/', async () => ({ fast: true }));
  app.get('/slow/', async () => {
    slowCalls += 1;
    arrived.open();
    await answer.promise;
    return { slow: true };
  });
  app.get<{ Querystring: { pathname?: string } }>('/seo/meta/', async (request, reply) => {
    if (request.query.pathname !== '/wakacje/grecja/') return reply.code(404).send({ error: 'not-found' });
    slowCalls += 1;
    arrived.open();
    await answer.promise;
    return pageMetaBody({ title: 'Wakacje w Grecji', description: 'Opis.', keywords: '' });
  });
};

/** The search remote's server build: the home page's loader prefetches the one query it shows. */
const SERVER_BUNDLE = `
const React = require('react');
const { useQuery } = require('@tanstack/react-query');
const { apiQueryOptions, createApiClient } = require('@travel/api-client');
const client = createApiClient();
const metaQuery = (apiClient) => apiQueryOptions(apiClient, 'seoMeta', { query: { pathname: '/wakacje/grecja/' } });
exports.HomePage = function HomePage() {
  const meta = useQuery(metaQuery(client));
  return React.createElement('h1', null, meta.data ? meta.data.seo.title : 'Ładowanie');
};
exports.loaders = { HomePage: ({ queryClient, client: apiClient }) => queryClient.prefetchQuery(metaQuery(apiClient)) };
exports.stylesheets = { HomePage: [] };
`;

// Off: a busy test machine must not shed on its own; the caps are what these tests drive.
const NO_PRESSURE = { MAX_EVENT_LOOP_DELAY_MS: '0' };
// Never reached here: where a time box matters, the test ends it itself.
const UNHURRIED = { FIRST_PAINT_TIMEOUT_MS: '10000' };

let fixture: SiteFixture;
let app: FastifyInstance | undefined;

const page = (url: string) => app!.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const hasFirstPaint = (html: string): boolean => html.includes('id="first-paint-state"');
const health = async () => {
  const response = await app!.inject({ url: '/next-api/health/' });
  expect(response.statusCode).toBe(200);
  return response.json<{
    status: string;
    api: { inFlight: number; max: number; shed: number };
    firstPaint: { inFlight: number; max: number; shed: number; timedOut: number; rendered: number; cacheHits?: number } | null;
    eventLoop: { delay: { p99Ms: number; maxMs: number } };
    memory: { rssBytes: number; heapUsedBytes: number };
  }>();
};

beforeEach(() => {
  arrived = gate();
  answer = gate();
  slowCalls = 0;
  fixture = createSiteFixture();
  fixture.write('dist/app-layout.1234abcd.css', '.tr-app{color:#042c46}');
  fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
});
afterEach(async () => {
  answer.open();
  await app?.close();
  app = undefined;
  setHostApiFetch(undefined);
  fixture.cleanup();
});

describe('API calls over the cap', () => {
  it('are refused at once with 503, Retry-After and a JSON body, while health keeps answering', async () => {
    app = await fixture.build({ ...NO_PRESSURE, API_MAX_CONCURRENT: '1' }, { api: standInApi });
    const first = app.inject({ url: '/api/slow/' });
    await arrived.promise;

    const refused = await app.inject({ url: '/api/fast/' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
    expect(refused.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.stringContaining('busy') });
    // Never queued: the refused call did not reach the API.
    expect(slowCalls).toBe(1);

    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const during = await health();
    expect(during.api).toMatchObject({ inFlight: 1, max: 1, shed: 1 });
    expect(during.memory.rssBytes).toBeGreaterThan(0);
    expect(during.eventLoop.delay.maxMs).toBeGreaterThanOrEqual(0);

    answer.open();
    expect((await first).json()).toEqual({ slow: true });
    expect((await app.inject({ url: '/api/fast/' })).json()).toEqual({ fast: true });
    expect((await health()).api).toMatchObject({ inFlight: 0, shed: 1 });
  });

  it('are answered as usual under the cap', async () => {
    app = await fixture.build({ ...NO_PRESSURE, API_MAX_CONCURRENT: '2' }, { api: standInApi });
    const first = app.inject({ url: '/api/slow/' });
    await arrived.promise;
    expect((await app.inject({ url: '/api/fast/' })).statusCode).toBe(200);
    answer.open();
    expect((await first).statusCode).toBe(200);
  });
});

describe('first paints over the cap', () => {
  it('answer the plain shell at once while the running render goes on', async () => {
    app = await fixture.build({ ...NO_PRESSURE, ...UNHURRIED, FIRST_PAINT_MAX_CONCURRENT: '1' }, { api: standInApi });
    const first = page('/');
    await arrived.promise;

    // Another address: the same one would wait for the render under way (first-paint-cache.ts).
    const second = await page('/?utm_source=newsletter');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<div id="root"></div>');
    expect(hasFirstPaint(second.body)).toBe(false);
    expect((await health()).firstPaint).toMatchObject({ inFlight: 1, max: 1, shed: 1 });

    answer.open();
    const firstResponse = await first;
    expect(firstResponse.body).toContain('<h1>Wakacje w Grecji</h1>');
    expect(hasFirstPaint(firstResponse.body)).toBe(true);
    expect((await health()).firstPaint).toMatchObject({ inFlight: 0, rendered: 1 });
  });
});

describe('a public page rendered a moment ago', () => {
  it('is answered in full to the next visitor without another render or API call; with the cache off it is rendered again', async () => {
    app = await fixture.build({ ...NO_PRESSURE, ...UNHURRIED }, { api: standInApi });
    answer.open();
    const first = await page('/');
    expect(hasFirstPaint(first.body)).toBe(true);
    const callsAfterFirst = slowCalls;
    const second = await page('/');
    expect(second.body).toContain('<h1>Wakacje w Grecji</h1>');
    expect(hasFirstPaint(second.body)).toBe(true);
    expect(slowCalls).toBe(callsAfterFirst);
    expect((await health()).firstPaint).toMatchObject({ rendered: 1, cacheHits: 1 });
    await app.close();

    app = await fixture.build({ ...NO_PRESSURE, ...UNHURRIED, FIRST_PAINT_CACHE_MS: '0' }, { api: standInApi });
    await page('/');
    await page('/');
    expect((await health()).firstPaint).toMatchObject({ rendered: 2, cacheHits: 0 });
  });
});

describe('the first paint time box', () => {
  it('answers the plain shell when it fires and aborts the API call the render was waiting on', async () => {
    let box: AbortController | undefined;
    const timeBox: TimeBox = () => {
      box = new AbortController();
      return { signal: box.signal, clear: () => undefined };
    };
    app = await fixture.build({ ...NO_PRESSURE, ...UNHURRIED }, { api: standInApi, firstPaintTimeBox: timeBox });
    // The site server's own in-process fetch, watched: which signal each call got, how it ended.
    const inProcess = createInProcessApiFetch(app);
    const calls: Array<{ signal: AbortSignal | undefined; outcome?: 'answered' | 'rejected' }> = [];
    setHostApiFetch(async (input, init) => {
      const call: (typeof calls)[number] = { signal: init?.signal ?? undefined };
      calls.push(call);
      try {
        const response = await inProcess(input, init);
        call.outcome = 'answered';
        return response;
      } catch (error) {
        call.outcome = 'rejected';
        throw error;
      }
    });
    const pending = page('/');
    await arrived.promise;

    box!.abort(new DOMException('first paint time box over', 'TimeoutError'));
    const response = await pending;
    expect(response.body).toContain('<div id="root"></div>');
    expect(hasFirstPaint(response.body)).toBe(false);

    // The API has still not answered, yet the call the render was waiting on gives up.
    for (let tries = 0; calls[0]?.outcome === undefined && tries < 1000; tries += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[0]?.outcome).toBe('rejected');
    let stats = await health();
    for (let tries = 0; stats.firstPaint?.inFlight !== 0 && tries < 1000; tries += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      stats = await health();
    }
    expect(stats.firstPaint).toMatchObject({ inFlight: 0, timedOut: 1, rendered: 0 });
    expect(slowCalls).toBe(1);

    // Its late answer is dropped: the next render asks again.
    answer.open();
    arrived = gate();
    expect(hasFirstPaint((await page('/')).body)).toBe(true);
    expect(slowCalls).toBe(2);
  });
});
