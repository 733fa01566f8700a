import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createSiteFixture, fakeApi, type SiteFixture } from '../../../__tests__/site-fixture';

// docs/adr/0233-links-status-and-index.md: a listing under a made-up place is a 404 that no search
// engine indexes, decided before any render; a real one stays a page.
const SITEMAP = {
  listings: [{ pathname: '/wakacje/grecja/' }, { pathname: '/wakacje/grecja/kreta/' }, { pathname: '/last-minute/grecja/' }],
  locations: [],
  hotels: [],
  salesOffices: [],
};

let sitemapCalls = 0;
const apiWithPlaces: FastifyPluginAsync<{ dataDir: string }> = async (app, options) => {
  await app.register(fakeApi, options);
  app.get('/seo/sitemap/', async () => {
    sitemapCalls += 1;
    return SITEMAP;
  });
};

let fixture: SiteFixture;
let app: FastifyInstance;
beforeAll(async () => {
  fixture = createSiteFixture();
  app = await fixture.build({}, { api: apiWithPlaces as never });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

describe('a listing under a place the shop does not have', () => {
  it('answers 404 with noindex and no canonical to itself', async () => {
    const response = await page('/wakacje/oszustwo-zadzwon-pod-numer-500-600-700/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex');
    expect(response.body).not.toContain('rel="canonical" href="https://www.podrozownia.test/wakacje/oszustwo');
  });

  it('is a 404 before any redirect to a canonical address', async () => {
    const response = await page('/wycieczki/oszustwo-zadzwon/?filtr=dorosli:2;wyzywienie:all-inclusive');
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('keeps the places the shop has, at any depth and under any landing page', async () => {
    for (const url of ['/wakacje/grecja/', '/wakacje/grecja/kreta/', '/last-minute/grecja/', '/wakacje/']) {
      expect((await page(url)).statusCode).toBe(200);
    }
  });

  it('reads the places once, not per request', async () => {
    const before = sitemapCalls;
    await page('/wakacje/nie-ma-takiego-miejsca/');
    await page('/wakacje/grecja/');
    expect(sitemapCalls).toBe(before);
  });
});
