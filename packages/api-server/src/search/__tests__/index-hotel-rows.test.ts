import { sql } from 'drizzle-orm';
import { offerFiltersQuery, offerSortValues } from '@travel/contracts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test-support/test-app';
import { compileFilters } from '../filters';
import { currentOfferIndex, warmOfferIndex, type OfferIndex } from '../offer-index';
import { indexSearchEngine } from '../index-search-engine';
import { sqlSearchEngine } from '../sql-search-engine';
import { refreshDerivedSearchData } from '../derived-data';

// The hotel rows kept with the offer index and the landing filters kept per index version
// (docs/adr/0320-search-hotel-rows-and-cores.md), against the SQL engine on the database the run
// uses (PGlite, or PostgreSQL with TEST_DATABASE=postgres).
jest.setTimeout(120_000);

let t: TestApp;
let index: OfferIndex;
beforeAll(async () => {
  t = await createTestApp();
  index = (await warmOfferIndex(t.db)) as OfferIndex;
});
afterAll(async () => {
  await t.close();
});

const compile = (qs: string) => compileFilters(t.db, offerFiltersQuery.parse(Object.fromEntries(new URLSearchParams(qs))), TEST_TODAY);

/** Every call of both engines on `qs` (and each sort for the list) must agree. */
async function expectParity(from: OfferIndex, qs: string): Promise<number> {
  const fast = indexSearchEngine(t.db, from);
  const plain = sqlSearchEngine(t.db);
  for (const sortBy of offerSortValues) {
    const c = await compile(`${qs}&sortBy=${sortBy}`);
    expect(await fast.listBestOffers(c, 20, 0)).toEqual(await plain.listBestOffers(c, 20, 0));
  }
  const c = await compile(qs);
  const count = await plain.countHotels(c);
  expect(await fast.countHotels(c)).toBe(count);
  expect(await fast.mapListing(c, 40)).toEqual(await plain.mapListing(c, 40));
  expect(await fast.filterFacets(c)).toEqual(await plain.filterFacets(c));
  return count;
}

describe('the hotel rows kept with the offer index', () => {
  it('hold every hotel with the columns the hotel-level conditions read', async () => {
    const [row] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels`);
    expect(index.hotelRows.size).toBe(row?.n);
    expect(index.hotelList.map((h) => h.id)).toEqual([...index.hotelList.map((h) => h.id)].sort((a, b) => a - b));
  });

  it('answer the conditions the generated sets do not reach: map bounds (also across the date line), hotels by slug, beach', async () => {
    const hotels = index.hotelList;
    const [a, b] = [hotels[3], hotels[17]];
    const lats = hotels.map((h) => h.lat).sort((x, y) => x - y);
    const lngs = hotels.map((h) => h.lng).sort((x, y) => x - y);
    const mid = (xs: number[], p: number) => xs[Math.floor(xs.length * p)] as number;
    const sets = [
      `geoLatSouth=${mid(lats, 0.2)}&geoLatNorth=${mid(lats, 0.8)}&geoLngWest=${mid(lngs, 0.1)}&geoLngEast=${mid(lngs, 0.7)}`,
      // West east of east: the box wraps around the date line (two ranges of longitude).
      `geoLatSouth=${mid(lats, 0)}&geoLatNorth=${mid(lats, 0.99)}&geoLngWest=${mid(lngs, 0.6)}&geoLngEast=${mid(lngs, 0.3)}`,
      `hotels=${a?.slug},${b?.slug}`,
      'maxDistanceFromBeach=500&hotelRating=4,6',
      'category=egzotyka&hotelAttributes=darmowe-wifi',
      'destinations=nie-ma-takiego-miejsca',
    ];
    let nonEmpty = 0;
    for (const qs of sets) if ((await expectParity(index, qs)) > 0) nonEmpty++;
    expect(nonEmpty).toBeGreaterThanOrEqual(4);
  });

  it("follow a hotel's rating once its writer raises the version, and only that hotel's row is read again", async () => {
    const hotel = index.hotelList.find((h) => index.hotels.has(h.id) && h.rating < 3) ?? index.hotelList[0];
    const hotelId = hotel?.id as number;
    const other = index.hotelList.find((h) => h.id !== hotelId)?.id as number;
    await t.db.rows(sql`UPDATE hotels SET rating = 5.0 WHERE id = ${hotelId}::int`);
    // What a published review does after its commit (routes/reviews.ts).
    await refreshDerivedSearchData(t.db, [hotelId]);
    expect(await currentOfferIndex(t.db)).toBeNull();
    const next = (await warmOfferIndex(t.db)) as OfferIndex;
    expect(next.hotelRows.get(hotelId)?.rating).toBe(5);
    expect(next.hotelRows.get(other)).toBe(index.hotelRows.get(other));
    expect(await expectParity(next, 'hotelRating=5,6')).toBeGreaterThan(0);
    await expectParity(next, 'hotelRating=4.5,6&transport=samolot');
    index = next;
  });
});

describe('the landing filters', () => {
  it('are computed once per index version, and every answer is the SQL one', async () => {
    const fast = indexSearchEngine(t.db, index);
    for (const qs of ['', 'category=egzotyka', 'category=narty', 'adults=3']) {
      const c = await compile(qs);
      const plain = await sqlSearchEngine(t.db).filterFacets(c);
      const first = await fast.filterFacets(c);
      const second = await fast.filterFacets(c);
      expect(first).toEqual(plain);
      expect(second).toEqual(plain);
      // A copy each time: a caller changing its answer does not change the next one.
      expect(second).not.toBe(first);
      first.facets.board.length = 0;
      expect(await fast.filterFacets(c)).toEqual(plain);
    }
    // New offers, a new version: the landing answer follows them.
    const [hotel] = await t.db.rows<{ hotel_id: number }>(
      sql`SELECT hotel_id FROM offers GROUP BY hotel_id ORDER BY count(*) DESC LIMIT 1`,
    );
    await t.db.rows(sql`UPDATE offers SET places_left = 0 WHERE hotel_id = ${hotel?.hotel_id}::int`);
    await refreshDerivedSearchData(t.db, [hotel?.hotel_id as number]);
    const next = (await warmOfferIndex(t.db)) as OfferIndex;
    const c = await compile('');
    const plain = await sqlSearchEngine(t.db).filterFacets(c);
    expect(plain).not.toEqual(await indexSearchEngine(t.db, index).filterFacets(c));
    expect(await indexSearchEngine(t.db, next).filterFacets(c)).toEqual(plain);
  });
});
