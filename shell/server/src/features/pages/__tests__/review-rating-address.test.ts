import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createSiteFixture, fakeApi, type SiteFixture } from '../../../__tests__/site-fixture';

// docs/product/reviews.md: the review form's e-mail entry carries a rating of the 1-6 scale. Any other
// is dropped, as an invalid value in an address is, and the address moves to the plain form with its
// query (the `rid`), before any render; the page moves the same way.
const SITEMAP = { listings: [], locations: [], hotels: [{ slug: 'hotel-morski' }], salesOffices: [] };
const apiWithHotels: FastifyPluginAsync<{ dataDir: string }> = async (scope, options) => {
  await scope.register(fakeApi, options);
  scope.get('/seo/sitemap/', async () => SITEMAP);
};

let fixture: SiteFixture;
let app: FastifyInstance;
beforeAll(async () => {
  fixture = createSiteFixture();
  app = await fixture.build({}, { api: apiWithHotels as never });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

describe('the e-mail entry of the review form with a rating no e-mail carries', () => {
  it.each(['9', '0', '7', '10', '05', '5.5', 'abc', '%39'])('/ocena/%s/ moves (301) to the plain form, the link kept', async (rating) => {
    const response = await page(`/dodaj-opinie/hotel-morski/ocena/${rating}/?rid=payload.signature`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/dodaj-opinie/hotel-morski/?rid=payload.signature');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await page(response.headers.location as string)).statusCode).toBe(200);
  });

  it('keeps every rating of the scale, written as the router reads it', async () => {
    for (const rating of ['1', '2', '3', '4', '5', '6', '%35']) {
      const url = `/dodaj-opinie/hotel-morski/ocena/${rating}/?rid=payload.signature`;
      const response = await page(url);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 200, undefined]);
    }
  });

  it('is a 404 first for a hotel the shop does not have', async () => {
    const response = await page('/dodaj-opinie/nie-ma-takiego-hotelu/ocena/9/?rid=payload.signature');
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});
