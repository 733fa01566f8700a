import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GUIDE_PAGES, STATIC_PAGES } from '@travel/contracts/routes';
import { createTestDatabase, type TestDatabase } from '@travel/api-server/test-support/test-app';
import { allLandings, buildOfferListQuery, canonicalListingUrl, fromListingUrl } from '@travel/search-model';
import { offerListResponse } from '@travel/contracts/api/offers';
import { BASE_URL, createSiteFixture, PAGE_TEXTS, type SiteFixture } from '../../../__tests__/site-fixture';

// The real API on the demo seed (its default random seed), with fewer offers to stay quick.
jest.setTimeout(180_000);

let fixture: SiteFixture;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createSiteFixture();
  database = await createTestDatabase('pglite');
  const { apiPlugin } = await import('@travel/api-server');
  app = await fixture.build(
    { FIRST_PAINT_TIMEOUT_MS: '0', META_TIMEOUT_MS: '5000' },
    {
      api: (scope, options) =>
        apiPlugin(scope, { ...options, database: database.db, seedOffers: 2000, demoAccounts: false, sweepIntervalMs: 0 }),
    },
  );
  await app.inject({ url: '/api/health' });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  fixture.cleanup();
});

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

async function page(url: string): Promise<{ status: number; title: string; description: string; canonical: string }> {
  const response = await app.inject({ url: url.slice(BASE_URL.length), headers: { accept: 'text/html' } });
  const body = response.body;
  return {
    status: response.statusCode,
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)">/.exec(body)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(body)?.[1] ?? '',
  };
}

async function sitemap(name: string): Promise<string[]> {
  const response = await app.inject({ url: `/sitemaps/${name}.xml` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  return locs(response.body);
}

/** What the landing's own listing shows: the total of its list call with its defaults, as the listing sends it. */
async function landingHotels(path: string): Promise<number> {
  const state = fromListingUrl(path, '', { now: new Date() });
  if (state === null) throw new Error(`${path} is no listing`);
  const query = new URLSearchParams(buildOfferListQuery(state, { now: new Date() }) as Record<string, string>);
  const response = await app.inject({ url: `/api/offers/list/?${query.toString()}` });
  expect(response.statusCode).toBe(200);
  return offerListResponse.parse(response.json()).total;
}

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points to the sitemap index by its absolute address and keeps crawlers off private pages', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    expect(robots.body).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /rezerwacja/');
  });

  it('sitemap.xml is an index of the four child sitemaps', async () => {
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    expect(locs(index.body)).toEqual(
      ['landing-pages', 'destinations', 'hotels', 'pages'].map((name) => `${BASE_URL}/sitemaps/${name}.xml`),
    );
    expect((await app.inject({ url: '/sitemaps/nieznana.xml' })).statusCode).toBe(404);
  });

  it('lists every landing page with offers, destination, hotel, guide and static page and sales office', async () => {
    const landing = new Set(await sitemap('landing-pages'));
    const presets = allLandings();
    expect(presets.length).toBeGreaterThan(100);
    const listings = await database.db.rows<{ pathname: string }>(sql`SELECT pathname FROM seo_pages WHERE location_id IS NOT NULL`);
    expect(listings.length).toBeGreaterThan(0);
    // A curated listing at an address the listing redirects from is left out (ADR 0250).
    const redirected = listings.map((row) => row.pathname).filter((pathname) => canonicalListingUrl(pathname, '') !== pathname);
    expect(redirected.filter((path) => landing.has(`${BASE_URL}${path}`))).toEqual([]);
    const kept = listings.map((row) => row.pathname).filter((pathname) => !redirected.includes(pathname));
    const landingPaths = [...presets.map((preset) => `/${preset.slug}/`), ...kept];
    const empty = new Set<string>();
    for (const path of landingPaths) if ((await landingHotels(path)) === 0) empty.add(path);
    // The small seed leaves some landings without an offer, and most with some.
    expect(empty.size).toBeGreaterThan(0);
    expect(empty.size).toBeLessThan(landingPaths.length / 2);
    expect(landingPaths.filter((path) => !empty.has(path) && !landing.has(`${BASE_URL}${path}`))).toEqual([]);
    expect([...empty].filter((path) => landing.has(`${BASE_URL}${path}`))).toEqual([]);

    const destinations = new Set(await sitemap('destinations'));
    const places = await database.db.rows<{ path: string }>(sql`
      SELECT l.path FROM locations l WHERE l.kind <> 'continent'
        AND EXISTS (SELECT 1 FROM offers o WHERE l.id = ANY(o.location_ids) AND o.departure_date > CURRENT_DATE)`);
    expect(places.length).toBeGreaterThan(10);
    expect(places.filter((place) => !destinations.has(`${BASE_URL}/kierunki/${place.path}/`))).toEqual([]);

    const hotelUrls = new Set(await sitemap('hotels'));
    const hotels = await database.db.rows<{ slug: string }>(sql`SELECT slug FROM hotels`);
    expect(hotels.length).toBeGreaterThan(10);
    expect(hotels.filter((hotel) => !hotelUrls.has(`${BASE_URL}/hotel/${hotel.slug}/`))).toEqual([]);

    const pages = new Set(await sitemap('pages'));
    const offices = await database.db.rows<{ slug: string }>(sql`SELECT slug FROM sales_offices`);
    const expected = [
      '/',
      '/przewodnik/',
      ...Object.keys(GUIDE_PAGES).map((slug) => `/przewodnik/${slug}/`),
      ...Object.keys(STATIC_PAGES).map((slug) => `/${slug}/`),
      '/salony-podrozy/',
      ...offices.map((office) => `/salony-podrozy/${office.slug}/`),
    ];
    expect(expected.filter((path) => !pages.has(`${BASE_URL}${path}`))).toEqual([]);
  });

  it('every listed URL answers 200 with itself as canonical and a title of its own (every page, a sample of the long lists)', async () => {
    const urls = [
      ...(await sitemap('pages')),
      ...(await sitemap('destinations')).filter((_, i) => i % 10 === 0),
      ...(await sitemap('hotels')).filter((_, i) => i % 25 === 0),
      ...(await sitemap('landing-pages')).filter((_, i) => i % 40 === 0),
    ];
    expect(urls.length).toBeGreaterThan(60);
    const failures: unknown[] = [];
    for (const url of urls) {
      const answer = await page(url);
      if (answer.status !== 200 || answer.canonical !== url || answer.title === PAGE_TEXTS.defaultTitle) failures.push({ url, ...answer });
    }
    expect(failures).toEqual([]);
  });
});

describe('a landing page without offers', () => {
  it('is noindex with no canonical or og:url of its own, and still answers 200 with its page; one with offers is indexable', async () => {
    const presets = allLandings().map((preset) => `/${preset.slug}/`);
    let empty: string | undefined;
    let full: string | undefined;
    for (const path of presets) {
      const hotels = await landingHotels(path);
      if (hotels === 0) empty ??= path;
      else full ??= path;
      if (empty !== undefined && full !== undefined) break;
    }
    if (empty === undefined || full === undefined) throw new Error('the small seed has an empty and a full landing');
    const emptyPage = (await app.inject({ url: empty, headers: { accept: 'text/html' } })).body;
    expect((await app.inject({ url: empty, headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect(emptyPage).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(emptyPage).not.toContain('rel="canonical"');
    expect(emptyPage).not.toContain('property="og:url"');
    const fullPage = (await app.inject({ url: full, headers: { accept: 'text/html' } })).body;
    expect(fullPage).not.toContain('name="robots"');
    expect(fullPage).toContain(`<link rel="canonical" href="${BASE_URL}${full}">`);
  });
});

describe('addresses answered before any render, on the demo seed', () => {
  it('sends a place named by its slug alone to its own path, and answers the review form of a made-up hotel 404', async () => {
    // docs/adr/0250-canonical-listing-address.md ("Since"), docs/adr/0233-links-status-and-index.md.
    const moved = await app.inject({ url: '/kierunki/kreta/', headers: { accept: 'text/html' } });
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/kierunki/grecja/kreta/']);
    expect((await page(`${BASE_URL}/kierunki/grecja/kreta/`)).status).toBe(200);
    expect((await page(`${BASE_URL}/kierunki/grecja/`)).status).toBe(200);

    const [hotel] = await database.db.rows<{ slug: string }>(sql`SELECT slug FROM hotels ORDER BY id LIMIT 1`);
    expect((await page(`${BASE_URL}/dodaj-opinie/${hotel!.slug}/`)).status).toBe(200);
    expect((await page(`${BASE_URL}/dodaj-opinie/nie-ma-takiego-hotelu/`)).status).toBe(404);
    expect((await page(`${BASE_URL}/dodaj-opinie/nie-ma-takiego-hotelu/ocena/5/?rid=x.y`)).status).toBe(404);
  });
});

describe('the server HTML of every route kind', () => {
  it('has its own title, description and canonical, and breadcrumbs as BreadcrumbList JSON-LD', async () => {
    const [hotel] = await database.db.rows<{ slug: string; name: string }>(sql`SELECT slug, name FROM hotels ORDER BY id LIMIT 1`);
    const [offer] = await database.db.rows<{ hash: string }>(sql`SELECT hash FROM offers ORDER BY id LIMIT 1`);
    const [office] = await database.db.rows<{ slug: string }>(sql`SELECT slug FROM sales_offices ORDER BY id LIMIT 1`);
    const kinds: Record<string, string> = {
      home: '/',
      category: '/last-minute/',
      listing: '/last-minute/grecja/kreta/',
      landing: '/last-minute-z-warszawy/',
      hotel: `/hotel/${hotel!.slug}/`,
      offer: `/oferta/${offer!.hash}/`,
      hotelsListing: '/hotele/grecja/',
      destinationGuide: '/kierunki/grecja/',
      guide: '/przewodnik/',
      guidePage: '/przewodnik/platnosci/',
      staticPage: '/polityka-prywatnosci/',
      salesOffices: '/salony-podrozy/',
      salesOffice: `/salony-podrozy/${office!.slug}/`,
      contact: '/kontakt/',
      favourites: '/ulubione/',
      reviewForm: `/dodaj-opinie/${hotel!.slug}/`,
    };
    const answers = await Promise.all(
      Object.entries(kinds).map(async ([kind, path]) => ({ kind, path, ...(await page(`${BASE_URL}${path}`)) })),
    );
    for (const answer of answers) {
      expect({ kind: answer.kind, status: answer.status, canonical: answer.canonical }).toEqual({
        kind: answer.kind,
        status: 200,
        canonical: `${BASE_URL}${answer.path}`,
      });
      expect({ kind: answer.kind, ownTitle: answer.title !== PAGE_TEXTS.defaultTitle && answer.title.endsWith(' – Podróżownia') }).toEqual({
        kind: answer.kind,
        ownTitle: true,
      });
    }
    expect(new Set(answers.map((a) => a.title)).size).toBe(answers.length);
    expect(new Set(answers.map((a) => a.description)).size).toBeGreaterThanOrEqual(answers.length - 1);
    expect(answers.find((a) => a.kind === 'hotel')!.title).toContain(hotel!.name);

    const html = (await app.inject({ url: '/przewodnik/platnosci/', headers: { accept: 'text/html' } })).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { '@type'?: string },
    );
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { item: string; position: number }[] };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      `${BASE_URL}/`,
      `${BASE_URL}/przewodnik/`,
      `${BASE_URL}/przewodnik/platnosci/`,
    ]);
  });
});
