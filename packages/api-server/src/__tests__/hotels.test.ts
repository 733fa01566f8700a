import {
  faqResponse,
  featuredOpinionsResponse,
  hotelAutosuggestResponse,
  hotelDiscoverResponse,
  hotelFiltersResponse,
  hotelListResponse,
  hotelResponse,
  opinionDescriptionResponse,
  opinionListResponse,
  quickLinksResponse,
  ratingSummarySchema,
  sourceOpinionsResponse,
  worldDiscoverResponse,
} from '@travel/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, getJson, type TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let hotelId: number;
let hotelSlug: string;
beforeAll(async () => {
  t = await createTestApp();
  const list = hotelListResponse.parse((await getJson(t.app, '/api/v1/hotels/list/?limit=1&offset=0&location=egipt')).body);
  hotelId = list.hotels[0]!.id;
  hotelSlug = list.hotels[0]!.slug;
});
afterAll(async () => {
  await t.close();
});

describe('hotels v1', () => {
  it('hotel by id or slug, with breadcrumbs from continent down', async () => {
    const byId = hotelResponse.parse((await getJson(t.app, `/api/v1/hotels/hotel/?hotelId=${hotelId}`)).body);
    const bySlug = hotelResponse.parse((await getJson(t.app, `/api/v1/hotels/hotel/?hotelSlug=${hotelSlug}`)).body);
    expect(bySlug).toEqual(byId);
    expect(byId.hotel.breadcrumbs.map((b) => b.slug).slice(0, 2)).toEqual(['afryka', 'egipt']);
    expect(byId.hotel.standard).toBeGreaterThanOrEqual(2);
    expect(byId.hotel.rooms.length).toBeGreaterThan(0);
    expect((await getJson(t.app, '/api/v1/hotels/hotel/?hotelId=999999')).status).toBe(404);
    expect((await getJson<{ parameter: string }>(t.app, '/api/v1/hotels/hotel/')).body.parameter).toBe('hotelId');
  });

  it('extra info, FAQ and filters', async () => {
    const extra = await getJson<{ facts: { key: string }[] }>(t.app, `/api/v1/hotels/hotel/extra-info/?hotelId=${hotelId}`);
    expect(extra.body.facts.map((f) => f.key)).toContain('beachDistance');
    // docs/product/validation-and-display.md: past 2000 m the distance reads 'powyżej 2000 metrów', as on the page.
    const beachFact = async (where: ReturnType<typeof sql>) => {
      const [far] = await t.db.rows<{ id: number; beach_distance: number }>(
        sql`SELECT id, beach_distance FROM hotels WHERE ${where} ORDER BY id LIMIT 1`,
      );
      const facts = await getJson<{ facts: { key: string; value: string }[] }>(
        t.app,
        `/api/v1/hotels/hotel/extra-info/?hotelId=${far!.id}`,
      );
      return facts.body.facts.find((f) => f.key === 'beachDistance')?.value;
    };
    expect(await beachFact(sql`beach_distance > 2000 AND beach_distance < 4000`)).toBe('powyżej 2000 metrów');
    expect(await beachFact(sql`beach_distance BETWEEN 1 AND 2000`)).toMatch(/^\d+ m$/);
    const faq = faqResponse.parse((await getJson(t.app, `/api/v1/hotels/faq/?hotelId=${hotelId}`)).body);
    expect(faq.items[0]!.question).toBe('Jak daleko jest plaża?');
    expect((await getJson(t.app, '/api/v1/hotels/faq/?hotelId=999999')).status).toBe(404);
    const filters = hotelFiltersResponse.parse((await getJson(t.app, '/api/v1/hotels/filters/')).body);
    expect(filters.hotelAttribute).toHaveLength(34);
    // Every option the filters offer is one the listing's count accepts and narrows by.
    const countOf = async (query: string) =>
      (await getJson<{ count: number }>(t.app, `/api/v1/hotels/location/count/?location=grecja${query}`)).body.count;
    const all = await countOf('');
    for (const [name, options] of Object.entries({
      hotelRating: filters.hotelRating,
      hotelStandard: filters.hotelStandard,
      hotelRecommendedFor: filters.hotelRecommendedFor,
    })) {
      const counts = await Promise.all(options.map((option) => countOf(`&${name}=${option.value}`)));
      expect(counts.every((count) => count <= all)).toBe(true);
      expect(counts.some((count) => count > 0 && count < all)).toBe(true);
    }
    for (const sortBy of filters.sortBy) {
      expect((await getJson(t.app, `/api/v1/hotels/list/?limit=1&offset=0&location=grecja&sortBy=${sortBy}`)).status).toBe(200);
    }
    expect((await getJson<{ parameter: string }>(t.app, '/api/v1/hotels/faq/?hotelId=abc')).body.parameter).toBe('hotelId');
  });

  // Every hotel: a mean like 3.75 or 3.85 rounded in floating point came out a tenth apart on the
  // listing card and in the hotel page's opinions (docs/product/validation-and-display.md, ratings).
  it('the hotel’s rating and category ratings are its opinions’ (the comparison and the hotel page agree)', async () => {
    const ids = await t.db.rows<{ id: number }>(sql`SELECT id FROM hotels ORDER BY id`);
    expect(ids.length).toBeGreaterThan(0);
    for (const { id } of ids) {
      const { hotel } = hotelResponse.parse((await getJson(t.app, `/api/v1/hotels/hotel/?hotelId=${id}`)).body);
      const summary = ratingSummarySchema.parse((await getJson(t.app, `/api/v1/hotels/opinions/summary/${id}/`)).body);
      expect(hotel.categoryRatings).toEqual(summary.categoryRatings);
      expect([hotel.rating, hotel.reviewCount]).toEqual([summary.ratingValue, summary.reviewCount]);
    }
  });

  it('opinions per source agree with the summary over both', async () => {
    const ft = sourceOpinionsResponse.parse((await getJson(t.app, `/api/v1/hotels/opinions/ft/${hotelId}/`)).body);
    const hc = sourceOpinionsResponse.parse((await getJson(t.app, `/api/v1/hotels/opinions/hc/${hotelId}/`)).body);
    const all = ratingSummarySchema.parse((await getJson(t.app, `/api/v1/hotels/opinions/summary/${hotelId}/`)).body);
    expect(ft.items.every((o) => o.source === 'ft')).toBe(true);
    expect(hc.items.every((o) => o.source === 'hc')).toBe(true);
    expect(ft.reviewCount + hc.reviewCount).toBe(all.reviewCount);
    expect(Object.values(all.ratingDistribution).reduce((a, b) => a + b, 0)).toBe(all.reviewCount);
    const hotel = hotelResponse.parse((await getJson(t.app, `/api/v1/hotels/hotel/?hotelId=${hotelId}`)).body).hotel;
    expect(hotel.reviewCount).toBe(all.reviewCount);
    expect(hotel.rating).toBe(all.ratingValue);
    expect((await getJson(t.app, '/api/v1/hotels/opinions/ft/999999/')).status).toBe(404);
    expect((await getJson(t.app, '/api/v1/hotels/opinions/ft/abc/')).status).toBe(400);
  });

  it('opinion list pages and sorts; description sums up in Polish', async () => {
    const page1 = opinionListResponse.parse(
      (await getJson(t.app, `/api/v1/hotels/opinions/list/${hotelId}/?limit=2&offset=0&sortBy=highest`)).body,
    );
    const all = opinionListResponse.parse((await getJson(t.app, `/api/v1/hotels/opinions/list/${hotelId}/?limit=50&sortBy=highest`)).body);
    expect(page1.items.map((o) => o.id)).toEqual(all.items.slice(0, 2).map((o) => o.id));
    const ratings = all.items.map((o) => o.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(all.total).toBe(all.items.length);
    const desc = opinionDescriptionResponse.parse((await getJson(t.app, `/api/v1/hotels/opinions/description/${hotelId}/`)).body);
    expect(desc.description).toMatch(/w skali 1–6/);
  });

  it('featured opinions across hotels', async () => {
    const body = featuredOpinionsResponse.parse((await getJson(t.app, '/api/v1/hotels/opinions/featured/?sortBy=rating&limit=5')).body);
    expect(body.items.length).toBeGreaterThan(0);
    const r = body.items.map((o) => o.rating);
    expect(r).toEqual([...r].sort((a, b) => b - a));
    expect((await getJson<{ parameter: string }>(t.app, '/api/v1/hotels/opinions/featured/')).body.parameter).toBe('sortBy');
  });

  it('list and location count agree, filters narrow, required parameters are named', async () => {
    const list = hotelListResponse.parse(
      (await getJson(t.app, '/api/v1/hotels/list/?limit=50&offset=0&location=grecja&hotelStandard=40,55&sortBy=ocena')).body,
    );
    const count = (await getJson<{ count: number }>(t.app, '/api/v1/hotels/location/count/?location=grecja&hotelStandard=40,55')).body
      .count;
    expect(list.total).toBe(count);
    expect(list.hotels.every((h) => h.standard >= 4 && h.location.countryCode === 'GR')).toBe(true);
    const missing = await getJson<{ parameter: string }>(t.app, '/api/v1/hotels/list/?location=grecja&offset=0');
    expect(missing.status).toBe(400);
    expect(missing.body.parameter).toBe('limit');
    expect((await getJson(t.app, '/api/v1/hotels/list/?limit=5&offset=0&location=atlantyda')).status).toBe(404);
  });

  it('discover, world, quick links and autosuggest', async () => {
    const discover = hotelDiscoverResponse.parse((await getJson(t.app, '/api/v1/hotels/destinations/discover/?limit=3')).body);
    expect(discover.items).toHaveLength(3);
    const world = worldDiscoverResponse.parse((await getJson(t.app, '/api/v1/hotels/world/discover/')).body);
    expect(world.continents.map((c) => c.location.name)).toEqual(expect.arrayContaining(['Europa', 'Afryka', 'Azja']));
    const links = quickLinksResponse.parse((await getJson(t.app, '/api/v1/hotels/quick-links/?country=egipt')).body);
    expect(links.links[0]).toEqual({ title: 'Wakacje w Egipcie', url: '/wakacje/egipt/' });
    // Every link opens the landing page its title names ('Wakacje w Hurghadzie' → /wakacje/…).
    const landingOf = (title: string): string =>
      title.startsWith('Wakacje') ? '/wakacje/' : title.startsWith('Last minute') ? '/last-minute/' : '/all-inclusive/';
    for (const link of links.links) expect(link.url.startsWith(landingOf(link.title))).toBe(true);
    expect((await getJson<{ parameter: string }>(t.app, '/api/v1/hotels/quick-links/')).body.parameter).toBe('country');
    const suggest = hotelAutosuggestResponse.parse(
      (await getJson(t.app, `/api/v1/hotels/searcher/autosuggest/?query=${encodeURIComponent(hotelSlug.slice(0, 5))}`)).body,
    );
    expect(suggest.hotels.length).toBeGreaterThan(0);
  });
});
