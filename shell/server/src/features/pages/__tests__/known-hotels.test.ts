import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { setHostApiFetch } from '@travel/api-client';
import { createSiteFixture, fakeApi, REPO_ROOT, type SiteFixture } from '../../../__tests__/site-fixture';

// docs/product/reviews.md, docs/adr/0233-links-status-and-index.md: the review form of a hotel the
// shop does not have answers 404, decided before any render; the browser draws the page's own
// "hotel not found" state. A hotel the shop has keeps its form.
const SITEMAP = { listings: [], locations: [], hotels: [{ slug: 'hotel-morski' }], salesOffices: [] };

let sitemapCalls = 0;
let sitemapDown = false;
const sitemapRoute = (app: FastifyInstance): void => {
  app.get('/seo/sitemap/', async (_request, reply) => {
    sitemapCalls += 1;
    return sitemapDown ? reply.code(503).send({ error: 'busy' }) : SITEMAP;
  });
};
const apiWithHotels: FastifyPluginAsync<{ dataDir: string }> = async (app, options) => {
  await app.register(fakeApi, options);
  sitemapRoute(app);
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

// docs/product/page-metadata.md: the hotel page of a hotel the shop does not have is a 404 by the
// same list, so the status holds when the page is not rendered on the server (rendering off, or
// skipped under load); the hotel remote's render said it alone before.

/** A promise the test settles itself: the stand-in hotel call waits on it, so nothing depends on a clock. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
let hotelCallArrived = gate();
let hotelCallAnswers = gate();

const apiWithHotelCall: FastifyPluginAsync<{ dataDir: string }> = async (scope, options) => {
  await scope.register(fakeApi, options);
  sitemapRoute(scope);
  scope.get('/v1/hotels/hotel/', async () => {
    hotelCallArrived.open();
    await hotelCallAnswers.promise;
    return { hotel: { slug: 'hotel-morski' } };
  });
};

/**
 * The hotel remote's server build, as its loader behaves: a slug it cannot find is declared not found
 * (the API's 404); any other waits for the hotel call.
 */
const HOTEL_SERVER_BUNDLE = `
const React = require('react');
const { apiQueryOptions, notFound } = require('@travel/api-client');
exports.HotelPage = function HotelPage() {
  return React.createElement('h1', null, 'Hotel Morski');
};
exports.stylesheets = { HotelPage: [] };
exports.loaders = {
  HotelPage: async ({ params, queryClient, client }) => {
    if (params.hotelSlug.startsWith('nie-ma-')) throw notFound('no hotel');
    await queryClient.prefetchQuery(apiQueryOptions(client, 'hotelsHotel', { query: { hotelSlug: params.hotelSlug } }));
  },
};
`;

// Off: a busy test machine must not shed or time out on its own; where it matters the test drives it.
const UNHURRIED = { FIRST_PAINT_TIMEOUT_MS: '10000', MAX_EVENT_LOOP_DELAY_MS: '0' };
const RENDERING_OFF = { FIRST_PAINT_TIMEOUT_MS: '0' };

describe('the hotel page of a hotel the shop does not have', () => {
  const hasFirstPaint = (html: string): boolean => html.includes('id="first-paint-state"');
  const buildWith = async (env: Record<string, string>) => {
    fixture = createSiteFixture();
    fixture.write('dist/app-layout.1234abcd.css', '.tr-app{color:#042c46}');
    fixture.write('locales/pl/error.json', readFileSync(join(REPO_ROOT, 'packages/i18n/locales/pl/error.json'), 'utf8'));
    fixture.write('data/remotes/hotel/h7/server/exposes.cjs', HOTEL_SERVER_BUNDLE);
    app = await fixture.build(env, { api: apiWithHotelCall as never });
  };
  beforeEach(() => {
    hotelCallArrived = gate();
    hotelCallAnswers = gate();
  });
  afterEach(async () => {
    hotelCallAnswers.open();
    sitemapDown = false;
    await close();
    setHostApiFetch(undefined);
  });

  it('answers 404, not indexed, with no render at all (rendering off)', async () => {
    await buildWith(RENDERING_OFF);
    for (const url of ['/hotel/nie-ma-takiego-hotelu/', '/hotel/nie-ma-takiego-hotelu/?termin=2027-07-05', '/hotel/Hotel-Morski/']) {
      const response = await page(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(response.body).not.toContain('rel="canonical"');
      expect(response.body).toContain('<div id="root"></div>');
    }
    // No page lies under a hotel's address in the route table: a made-up one is no page either.
    expect((await page('/hotel/hotel-morski/faq/')).statusCode).toBe(404);
  });

  it('keeps a hotel the shop has, rendering off', async () => {
    await buildWith(RENDERING_OFF);
    const response = await page('/hotel/hotel-morski/');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('noindex');
  });

  it('answers 404 when its render is skipped under load', async () => {
    await buildWith({ ...UNHURRIED, FIRST_PAINT_MAX_CONCURRENT: '1' });
    // A real hotel's render holds the only render slot, waiting for its hotel call.
    const busy = page('/hotel/hotel-morski/');
    await hotelCallArrived.promise;

    const shed = await page('/hotel/nie-ma-takiego-hotelu/');
    expect(hasFirstPaint(shed.body)).toBe(false);
    expect(shed.statusCode).toBe(404);
    expect(shed.body).toContain('<meta name="robots" content="noindex, nofollow">');

    hotelCallAnswers.open();
    expect((await busy).statusCode).toBe(200);
  });

  it('is still rendered when load allows: the Polish not-found page drawn on the server', async () => {
    await buildWith(UNHURRIED);
    const response = await page('/hotel/nie-ma-takiego-hotelu/');
    expect(response.statusCode).toBe(404);
    expect(hasFirstPaint(response.body)).toBe(true);
    expect(response.body).toContain('<h1>Nie znaleziono strony</h1>');
  });

  it('leaves the page as before while the list cannot be read: no 404 on a guess', async () => {
    sitemapDown = true;
    await buildWith(RENDERING_OFF);
    expect((await page('/hotel/nie-ma-takiego-hotelu/')).statusCode).toBe(200);
  });
});
