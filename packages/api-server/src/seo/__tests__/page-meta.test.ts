import { sql } from 'drizzle-orm';
import { pageMetaSchema, seoSitemapResponse, type PageMeta } from '@travel/contracts';
import { GUIDE_PAGES, STATIC_PAGES } from '@travel/contracts/routes';
import { formatTripDates } from '@travel/i18n/source-texts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(600);
});
afterAll(async () => {
  await t.close();
});

async function metaOf(pathname: string): Promise<PageMeta> {
  const answer = await getJson(t.app, `/api/seo/meta/?pathname=${encodeURIComponent(pathname)}`);
  expect({ pathname, status: answer.status }).toEqual({ pathname, status: 200 });
  return pageMetaSchema.parse(answer.body);
}

describe('page meta of every public route kind', () => {
  it('gives each kind of page its own title, description and breadcrumbs ending at the page', async () => {
    const hotel = (await t.db.rows<{ slug: string; name: string }>(sql`SELECT slug, name FROM hotels ORDER BY id LIMIT 1`))[0]!;
    const offer = (await t.db.rows<{ hash: string }>(sql`SELECT hash FROM offers ORDER BY id LIMIT 1`))[0]!;
    const office = (await t.db.rows<{ slug: string; city: string }>(sql`SELECT slug, city FROM sales_offices ORDER BY id LIMIT 1`))[0]!;
    const pages: Record<string, string> = {
      home: '/',
      landing: '/last-minute-itaka/',
      landingInPlace: '/last-minute-itaka/grecja/',
      curatedListing: '/last-minute/grecja/kreta/',
      hotel: `/hotel/${hotel.slug}/`,
      offer: `/oferta/${offer.hash}/`,
      hotelsListing: '/hotele/grecja/',
      destinationGuide: '/kierunki/grecja/kreta/',
      guide: '/przewodnik/',
      guidePage: '/przewodnik/dokumenty/',
      staticPage: '/regulamin/',
      salesOffices: '/salony-podrozy/',
      salesOffice: `/salony-podrozy/${office.slug}/`,
      contact: '/kontakt/',
      favourites: '/ulubione/',
      compare: '/porownanie/',
      reviewForm: `/dodaj-opinie/${hotel.slug}/`,
      newsletterConfirm: '/newsletter/potwierdzenie/',
    };
    const metas = Object.fromEntries(
      await Promise.all(Object.entries(pages).map(async ([kind, path]) => [kind, await metaOf(path)] as const)),
    );
    const titles = Object.values(metas).map((m) => m.seo.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [kind, m] of Object.entries(metas)) {
      expect({ kind, description: m.seo.description.length > 20 }).toEqual({ kind, description: true });
      expect({ kind, first: m.breadcrumbs[0]?.route, last: m.breadcrumbs.at(-1)?.route }).toEqual({
        kind,
        first: '/',
        last: pages[kind],
      });
    }
    expect(metas.hotel!.seo.title).toContain(hotel.name);
    expect(metas.salesOffice!.seo.title).toContain(office.city);
    expect(metas.guidePage!.seo.title).toBe('Dokumenty');
    expect(metas.guidePage!.breadcrumbs.map((c) => c.route)).toEqual(['/', '/przewodnik/', '/przewodnik/dokumenty/']);
    expect(metas.destinationGuide!.breadcrumbs.map((c) => c.route)).toEqual([
      '/',
      '/kierunki/',
      '/kierunki/grecja/',
      '/kierunki/grecja/kreta/',
    ]);
    // The offer's trail as the page shows it: home › country › place › hotel › 'Oferta'.
    const offerRow = (
      await t.db.rows<{ path: string }>(sql`SELECT l.path FROM offers o JOIN hotels h ON h.id = o.hotel_id
      JOIN locations l ON l.id = h.location_id WHERE o.hash = ${offer.hash}`)
    )[0]!;
    const country = offerRow.path.split('/')[0];
    expect(metas.offer!.breadcrumbs.map((c) => c.route)).toEqual([
      '/',
      `/hotele/${country}/`,
      ...(country === offerRow.path ? [] : [`/hotele/${offerRow.path}/`]),
      expect.stringMatching(/^\/hotel\/[a-z0-9-]+\/$/),
      pages.offer,
    ]);
    expect(metas.landingInPlace!.seo.title).toBe('Last minute Itaka w Grecji – oferty i ceny');
    expect(metas.destinationGuide!.locationData).toMatchObject({ slug: 'kreta' });
  });

  it("titles an offer as its page's heading reads: the hotel, then the dates with Polish month names (docs/product/page-metadata.md)", async () => {
    const offer = (
      await t.db.rows<{ hash: string; name: string; dep: string; ret: string }>(
        sql`SELECT o.hash, h.name, o.departure_date::text AS dep, o.return_date::text AS ret
          FROM offers o JOIN hotels h ON h.id = o.hotel_id ORDER BY o.id LIMIT 1`,
      )
    )[0]!;
    const m = await metaOf(`/oferta/${offer.hash}/`);
    const dates = formatTripDates(offer.dep, offer.ret);
    expect(m.seo.title).toBe(`${offer.name}: oferta ${dates.from} – ${dates.to}`);
    expect(m.seo.title).toMatch(/: oferta \d{1,2} [a-ząćęłńóśźż]+( \d{4})? – \d{1,2} [a-ząćęłńóśźż]+ \d{4}$/);
    expect(m.heading.title).toBe(m.seo.title);
  });

  it('answers every guide and static page of the route table', async () => {
    for (const slug of Object.keys(GUIDE_PAGES)) expect((await metaOf(`/przewodnik/${slug}/`)).seo.title).not.toBe('');
    for (const slug of Object.keys(STATIC_PAGES)) expect((await metaOf(`/${slug}/`)).seo.title).not.toBe('');
  });

  it.each([
    '/hotel/nie-ma-takiego-hotelu/',
    '/kierunki/atlantyda/',
    '/przewodnik/nieznany-dzial/',
    '/salony-podrozy/salon-na-ksiezycu/',
    '/oferta/zzzz9999/',
    '/nie-ma-takiej-kategorii/',
    '/last-minute/atlantyda/',
  ])('answers 404 for %s, an address that names nothing', async (pathname) => {
    expect((await getJson(t.app, `/api/seo/meta/?pathname=${pathname}`)).status).toBe(404);
  });
});

describe('the sitemap data', () => {
  it('lists every hotel and sales office, the places with offers and the curated listings', async () => {
    const body = seoSitemapResponse.parse((await getJson(t.app, '/api/seo/sitemap/')).body);
    const hotels = await t.db.rows<{ slug: string }>(sql`SELECT slug FROM hotels ORDER BY slug`);
    expect(hotels.length).toBeGreaterThan(0);
    expect(body.hotels).toEqual(hotels);
    expect(body.salesOffices.length).toBeGreaterThan(0);
    expect(body.locations.map((l) => l.path)).toEqual(expect.arrayContaining(['grecja', 'grecja/kreta']));
    expect(body.listings.map((l) => l.pathname)).toContain('/last-minute/grecja/kreta/');
  });
});
