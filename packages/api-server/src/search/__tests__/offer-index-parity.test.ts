import * as fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { offerFiltersQuery, offerSortValues, transportValues } from '@travel/contracts';
import { createTestApp, getJson, TEST_TODAY, type TestApp } from '../../test-support/test-app';
import { addDays } from '../../lib/dates';
import { boards, departureCities, hotelAttributes, offerTypes, tourOperators } from '../../seed/reference';
import { compileFilters } from '../filters';
import { currentOfferIndex, offerIndexUse, warmOfferIndex, type OfferIndex } from '../offer-index';
import { indexSearchEngine } from '../index-search-engine';
import type { SearchEngine } from '../search-engine';
import { sqlSearchEngine } from '../sql-search-engine';
import { refreshDerivedSearchData } from '../derived-data';

// The in-memory offer index (ADR 0190) against the plain SQL it replaces, on the database the run
// uses (PGlite, or PostgreSQL with TEST_DATABASE=postgres): every answer must be identical.
jest.setTimeout(180_000);

let t: TestApp;
let index: OfferIndex;
/** The two implementations of the search the parity properties compare. */
const sqlEngine = (): SearchEngine => sqlSearchEngine(t.db);
const indexEngine = (from: OfferIndex): SearchEngine => indexSearchEngine(t.db, from);
beforeAll(async () => {
  t = await createTestApp();
  index = (await warmOfferIndex(t.db)) as OfferIndex;
});
afterAll(async () => {
  await t.close();
});

/** Absent three times out of four, so that filter sets stay broad enough to match offers. */
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
const someOf = (values: readonly string[]) => fc.subarray([...values], { minLength: 1, maxLength: 3 }).map((v) => v.join(','));
const range = (lo: number, hi: number) =>
  fc.tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo, max: hi })).map(([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`);
const day = (from: number, to: number) => fc.integer({ min: from, max: to }).map((d) => addDays(TEST_TODAY, d));

/** Query strings as the routes receive them, parsed by the same zod schema. */
const filterSets = fc
  .record({
    destinations: sometimes(
      someOf(['egipt', 'turcja', 'grecja', 'hiszpania', 'grecja/kreta', 'bulgaria', 'chorwacja', 'polska', 'tajlandia']),
    ),
    board: sometimes(someOf(boards.map((b) => b.slug))),
    offerType: sometimes(someOf(offerTypes.map((o) => o.slug))),
    departureCity: sometimes(someOf(departureCities.slice(0, 8).map((c) => c.slug))),
    tourOperator: sometimes(someOf(tourOperators.slice(0, 8).map((o) => o.slug))),
    transport: sometimes(fc.constantFrom(...transportValues)),
    durationDays: sometimes(range(0, 16)),
    hotelStandard: sometimes(fc.constantFrom('30,55', '40,55', '45,55', '50,55', '20,35')),
    hotelRating: sometimes(fc.constantFrom('3,6', '4,6', '5,6', '4.5,6')),
    maxRouteDurationFromAirport: sometimes(fc.constantFrom('30', '60', '90')),
    priceRange: sometimes(fc.constantFrom('1,4000', '1,8000', '3000,12000', '0,999999', '2000,3000', '500,')),
    totalPrice: sometimes(fc.constantFrom('true', 'false')),
    departureDateFrom: sometimes(day(-5, 200)),
    departureDateTo: sometimes(day(10, 250)),
    dateFrom: sometimes(day(1, 150)),
    dateTo: sometimes(day(20, 250)),
    adults: sometimes(fc.constantFrom('1', '2', '3', '4')),
    children: sometimes(fc.constantFrom('2018-05-01', '2026-03-01', '2015-01-31,2026-06-01', '2019-11-22,2021-11-23')),
    airlines: sometimes(fc.constantFrom('bez-low-costow', 'bez-czarterow')),
    directFlight: sometimes(fc.constantFrom('true', 'false')),
    category: sometimes(fc.constantFrom('rejsy', 'narty', 'egzotyka', 'dojazd-wlasny', 'city-break', 'wycieczki-objazdowe', 'last-minute')),
    hotelAttributes: sometimes(someOf(hotelAttributes.slice(0, 6).map((a) => a.slug))),
    maxDistanceFromBeach: sometimes(fc.constantFrom('200', '500', '1500')),
    sortBy: sometimes(fc.constantFrom(...offerSortValues)),
  })
  .map((raw) => Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as Record<string, string>);

const compile = (raw: Record<string, string>) => compileFilters(t.db, offerFiltersQuery.parse(raw), TEST_TODAY);

describe('the in-memory offer index', () => {
  it('holds every offer, at the database version', async () => {
    const [row] = await t.db.rows<{ n: number; version: string }>(
      sql`SELECT (SELECT count(*)::int FROM offers) AS n, (SELECT version::text FROM search_data_version) AS version`,
    );
    expect(index.offers).toBe(row?.n);
    expect(index.offers).toBeGreaterThan(1000);
    expect(index.version).toBe(Number(row?.version));
    expect(await currentOfferIndex(t.db)).toBe(index);
  });

  it('answers list, offer-count, map-listing and filters exactly as the SQL does, over generated filter sets', async () => {
    let nonEmpty = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(filterSets, fc.constantFrom(0, 0, 3), async (raw, offset) => {
        const c = await compile(raw);
        runs++;
        const plainList = await sqlEngine().listBestOffers(c, 10, offset);
        expect(await indexEngine(index).listBestOffers(c, 10, offset)).toEqual(plainList);
        const plainCount = await sqlEngine().countHotels(c);
        expect(await indexEngine(index).countHotels(c)).toBe(plainCount);
        expect(plainList.total).toBe(plainCount);
        expect(await indexEngine(index).mapListing(c, 40)).toEqual(await sqlEngine().mapListing(c, 40));
        const plainFacets = await sqlEngine().filterFacets(c);
        expect(await indexEngine(index).filterFacets(c)).toEqual(plainFacets);
        if (plainCount > 0) nonEmpty++;
      }),
      { numRuns: 120, seed: 14 },
    );
    // The property means little over empty answers: most generated sets must match offers.
    expect(nonEmpty).toBeGreaterThan(runs / 3);
  });

  it('agrees on the landing pages, the broad filters, short windows and price caps under every sort', async () => {
    const sets = [
      '',
      'transport=samolot',
      'hotelStandard=30,55&transport=samolot',
      'durationDays=2,5',
      'board=hb&durationDays=9,13',
      `departureDateFrom=${addDays(TEST_TODAY, 20)}&departureDateTo=${addDays(TEST_TODAY, 34)}`,
      `departureDateFrom=${addDays(TEST_TODAY, 60)}&departureDateTo=${addDays(TEST_TODAY, 90)}&board=all-inclusive`,
      'priceRange=1,3000',
      'priceRange=1,4000&transport=samolot&hotelStandard=40,55',
      'priceRange=1,2000&totalPrice=false',
      'priceRange=1,6000&children=2018-05-01',
    ];
    for (const qs of sets) {
      for (const sortBy of offerSortValues) {
        const c = await compile({ ...Object.fromEntries(new URLSearchParams(qs)), sortBy });
        const plain = await sqlEngine().listBestOffers(c, 20, 0);
        expect(plain.total).toBeGreaterThan(0);
        expect(await indexEngine(index).listBestOffers(c, 20, 0)).toEqual(plain);
      }
      const c = await compile(Object.fromEntries(new URLSearchParams(qs)));
      const facets = await sqlEngine().filterFacets(c);
      expect(facets.total).toBeGreaterThan(0);
      expect(await indexEngine(index).filterFacets(c)).toEqual(facets);
      expect(await indexEngine(index).mapListing(c)).toEqual(await sqlEngine().mapListing(c));
    }
  });

  it('is what the search calls answer from once loaded', async () => {
    const before = { ...offerIndexUse };
    const list = await getJson<{ total: number }>(t.app, '/api/offers/list/?board=all-inclusive');
    const count = await getJson<{ count: number }>(t.app, '/api/offers/searcher/offer-count/?board=all-inclusive');
    const facets = await getJson<{ total: number }>(t.app, '/api/offers/filters/?board=all-inclusive');
    const map = await getJson<{ total: number }>(t.app, '/api/offers/map-listing/?board=all-inclusive');
    expect(list.body.total).toBeGreaterThan(0);
    expect([count.body.count, facets.body.total, map.body.total]).toEqual([list.body.total, list.body.total, list.body.total]);
    expect(offerIndexUse).toEqual({ index: before.index + 4, sql: before.sql });
    // A single offer's code has no in-memory form: the SQL answers.
    await getJson(t.app, '/api/offers/list/?offer=abcd1234');
    expect(offerIndexUse).toEqual({ index: before.index + 4, sql: before.sql + 1 });
  });

  it('follows a re-import: stale until the refresh, then reloads only the hotels named, and stays exact', async () => {
    const [hotel] = await t.db.rows<{ hotel_id: number }>(
      sql`SELECT hotel_id FROM offers GROUP BY hotel_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const hotelId = hotel?.hotel_id as number;
    const other = [...index.hotels.keys()].find((id) => id !== hotelId) as number;
    const c = await compile({ sortBy: 'cena', adults: '2' });
    const before = await sqlEngine().listBestOffers(c, 50, 0);
    // Make the hotel the cheapest everywhere and sell out half of its offers.
    await t.db.rows(sql`UPDATE offers SET price_adult = 100 + id % 7, places_left = CASE WHEN id % 2 = 0 THEN 0 ELSE places_left END
      WHERE hotel_id = ${hotelId}::int`);
    // Until the writer calls the refresh the index answers from the old offers (the import's contract).
    expect(await currentOfferIndex(t.db)).toBe(index);
    await refreshDerivedSearchData(t.db, [hotelId]);
    expect(await currentOfferIndex(t.db)).toBeNull();
    const next = (await warmOfferIndex(t.db)) as OfferIndex;
    expect(next.version).toBe(index.version + 1);
    expect(next.hotels.get(other)).toBe(index.hotels.get(other));
    expect(next.hotels.get(hotelId)).not.toBe(index.hotels.get(hotelId));
    const after = await sqlEngine().listBestOffers(c, 50, 0);
    expect(after.offers[0]?.hotelId).toBe(hotelId);
    expect(after).not.toEqual(before);
    expect(await indexEngine(next).listBestOffers(c, 50, 0)).toEqual(after);
    const seats = await compile({ adults: '4', sortBy: 'termin' });
    expect(await indexEngine(next).filterFacets(seats)).toEqual(await sqlEngine().filterFacets(seats));
    expect(await indexEngine(next).countHotels(seats)).toBe(await sqlEngine().countHotels(seats));
    // A full refresh (no hotel ids) reloads every hotel.
    await refreshDerivedSearchData(t.db);
    const full = (await warmOfferIndex(t.db)) as OfferIndex;
    expect(full.version).toBe(next.version + 1);
    expect(full.hotels.get(other)).not.toBe(next.hotels.get(other));
    expect(await indexEngine(full).listBestOffers(c, 50, 0)).toEqual(after);
    index = full;
  });
});
