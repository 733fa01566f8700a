import type { FastifyInstance } from 'fastify';
import { createSiteFixture, type SiteFixture } from './site-fixture';

jest.setTimeout(120_000);

/** The value of one series of the exposition (`name{labels} value`), or undefined when it is not there. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics of the site server with the API in-process', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;
  const scrape = async (): Promise<string> => {
    const res = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  beforeAll(async () => {
    fixture = createSiteFixture();
    const { apiPlugin } = await import('@travel/api-server');
    app = await fixture.build(
      { METRICS_TOKEN: 'a-token-the-scraper-holds-0123456789' },
      {
        // The data-version watch never looks: on PGlite any write counts as a change (the first pages
        // after a start write), and a look between the two list calls this test counts would drop
        // the kept answer; a watch looking every 5 ms fails this test.
        api: (scope, options) =>
          apiPlugin(scope, {
            ...options,
            inMemory: true,
            seedOffers: 300,
            demoAccounts: false,
            dataVersionSchedule: () => () => undefined,
          }),
      },
    );
  });
  afterAll(async () => {
    await app.close();
    fixture.cleanup();
  });

  it('moves the request, SQL, cache and render series a page and its API calls make', async () => {
    const before = await scrape();
    // Hotels the seed does not have: 404 pages (docs/product/page-metadata.md), labelled all the same.
    const pageRoute = { method: 'GET', route: '/hotel/:hotelSlug/', status_code: '404' };
    const pagesBefore = series(before, 'http_server_request_duration_seconds_count', pageRoute) ?? 0;

    // A hotel page (its meta comes from the API, in-process) and the list call a listing makes, twice.
    expect((await app.inject({ url: '/hotel/jakis-hotel/' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/hotel/inny-hotel/' })).statusCode).toBe(404);
    for (let i = 0; i < 2; i += 1) {
      const list = await app.inject({ url: '/api/offers/list/?category=wycieczki&page=1' });
      expect(list.statusCode).toBeLessThan(500);
    }
    expect((await app.inject({ url: '/api/nie-ma-takiego/' })).statusCode).toBe(404);

    const after = await scrape();
    // Labelled by the route template, never by the raw path.
    expect(series(after, 'http_server_request_duration_seconds_count', pageRoute)).toBe(pagesBefore + 2);
    expect(after).not.toContain('jakis-hotel');
    // The page meta of an unknown hotel is a 404 of the in-process API: a request of its own.
    expect(
      series(after, 'http_server_request_duration_seconds_count', { route: '/api/seo/meta/', status_code: '404' }),
    ).toBeGreaterThanOrEqual(2);
    expect(series(after, 'http_server_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(series(after, 'http_server_request_duration_seconds_bucket', { ...pageRoute, le: '+Inf' })).toBe(pagesBefore + 2);
    // The API's SQL, timed.
    const selects = (text: string) => series(text, 'travel_db_query_duration_seconds_count', { operation: 'select' }) ?? 0;
    expect(selects(after)).toBeGreaterThan(selects(before));
    // The second list call was answered from the shared public-answer cache.
    expect(series(after, 'travel_cache_requests_total', { cache: 'public_answers', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(series(after, 'travel_cache_requests_total', { cache: 'public_answers', result: 'miss' })).toBeGreaterThanOrEqual(1);
    // What the registry serves, and the process's own health.
    expect(series(after, 'travel_remote_version_info', { remote: 'search', version: 'v1', channel: 'live' })).toBe(1);
    expect(series(after, 'travel_remote_canary_ratio', { remote: 'hotel' })).toBe(0);
    expect(series(after, 'travel_shed_requests_total', { lane: 'browsing', reason: 'concurrency' })).toBe(0);
    expect(series(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(series(after, 'nodejs_eventloop_utilization_ratio')).toBeGreaterThan(0);
    expect(series(after, 'travel_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(series(after, 'travel_offer_index_version_lag')).toBe(0);
    // The money path's tables exist (no order yet): their series are there, at zero.
    expect(series(after, 'travel_outbox_backlog')).toBe(0);
    expect(series(after, 'travel_outbox_oldest_unsent_age_seconds')).toBe(0);
    expect(after).toMatch(/^# TYPE travel_orders gauge$/m);
  });

  it('refuses an address outside the allow-list unless it holds the token', async () => {
    const outside = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('http_server_request_duration_seconds');
    const wrongToken = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer nope' } });
    expect(wrongToken.statusCode).toBe(403);
    const withToken = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer a-token-the-scraper-holds-0123456789' },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_server_request_duration_seconds');
  });

  it('follows METRICS_ALLOW: a listed network is let in, loopback is no longer', async () => {
    const scoped = createSiteFixture();
    const other = await scoped.build({ METRICS_ALLOW: '10.0.0.0/8' });
    try {
      expect((await other.inject({ url: '/metrics', remoteAddress: '10.20.30.40' })).statusCode).toBe(200);
      expect((await other.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
    } finally {
      await other.close();
      scoped.cleanup();
    }
  });
});
