import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createSiteFixture, fakeApi, type SiteFixture } from '../../../__tests__/site-fixture';

// docs/product/reviews.md, docs/adr/0233-links-status-and-index.md: the review form of a hotel the
// shop does not have answers 404, decided before any render; the browser draws the page's own
// "hotel not found" state. A hotel the shop has keeps its form.
const SITEMAP = { listings: [], locations: [], hotels: [{ slug: 'hotel-morski' }], salesOffices: [] };

let sitemapCalls = 0;
let sitemapDown = false;
const apiWithHotels: FastifyPluginAsync<{ dataDir: string }> = async (app, options) => {
  await app.register(fakeApi, options);
  app.get('/seo/sitemap/', async (_request, reply) => {
    sitemapCalls += 1;
    return sitemapDown ? reply.code(503).send({ error: 'busy' }) : SITEMAP;
  });
};

let fixture: SiteFixture;
let app: FastifyInstance;
const build = async () => {
  fixture = createSiteFixture();
  app = await fixture.build({}, { api: apiWithHotels as never });
};
const close = async () => {
  await app.close();
  fixture.cleanup();
};

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

describe('the review form of a hotel the shop does not have', () => {
  beforeAll(build);
  afterAll(close);

  it.each(['/dodaj-opinie/nie-ma-takiego-hotelu/', '/dodaj-opinie/nie-ma-takiego-hotelu/ocena/5/?rid=payload.signature'])(
    '%s answers 404, not indexed, with the plain shell for the page to draw its not-found state',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(response.body).not.toContain('rel="canonical"');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('answers 404 for an address no hotel slug can be', async () => {
    for (const url of ['/dodaj-opinie/Hotel-Morski/', '/dodaj-opinie/%C5%BCaden/']) {
      expect([url, (await page(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('keeps the form of a hotel the shop has, from the e-mail link too', async () => {
    for (const url of ['/dodaj-opinie/hotel-morski/', '/dodaj-opinie/hotel-morski/ocena/5/?rid=payload.signature']) {
      const response = await page(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).not.toContain('noindex');
    }
  });

  it('reads the hotels once with the places, not per request', async () => {
    const before = sitemapCalls;
    await page('/dodaj-opinie/inny-hotel/');
    await page('/dodaj-opinie/hotel-morski/');
    await page('/wakacje/grecja/');
    expect(sitemapCalls).toBe(before);
  });
});

describe('while the list of hotels cannot be read', () => {
  beforeAll(async () => {
    sitemapDown = true;
    await build();
  });
  afterAll(async () => {
    sitemapDown = false;
    await close();
  });

  it('leaves the page to the browser as before: no 404 on a guess', async () => {
    expect((await page('/dodaj-opinie/nie-ma-takiego-hotelu/')).statusCode).toBe(200);
  });
});
