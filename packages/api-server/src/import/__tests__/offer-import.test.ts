import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { offerListResponse, type OfferListItem } from '@travel/contracts';
import { apiPlugin } from '../../index';
import { addDays } from '../../lib/dates';
import { refreshDerivedSearchData } from '../../search/derived-data';
import { createTestDatabase, TEST_NOW, TEST_RANDOM_SEED, TEST_TODAY, type TestDatabase } from '../../test-support/test-app';
import { refreshLocationStats } from '../location-stats';
import { importOffers, type ImportReport, type NewOffer, type OfferChange } from '../offer-import';

// A re-import of changed offers into a running shop (docs/adr/0191): prices, places left, new and
// withdrawn offers. The running API must then answer exactly what a freshly started API answers over
// structures rebuilt from scratch, and the Omnibus history must say what the prices were.
jest.setTimeout(300_000);

const IMPORT_DAY = addDays(TEST_TODAY, 3);
let now = TEST_NOW;
let test: TestDatabase;
let running: FastifyInstance;

async function mount(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir: '/nonexistent',
    database: test.db,
    seedOffers: 3000,
    randomSeed: TEST_RANDOM_SEED,
    clock: () => now,
    demoAccounts: false,
  });
  await app.ready();
  await app.inject({ url: '/api/health' });
  return app;
}

/** What the pages ask that offers' prices and places decide. */
const urls = [
  '/api/offers/list/?sortBy=cena&limit=50',
  '/api/offers/list/?sortBy=cena&limit=50&offset=50',
  '/api/offers/list/?sortBy=popularnosc&limit=50',
  '/api/offers/list/?sortBy=rabat&limit=50',
  '/api/offers/list/?sortBy=termin&limit=50&adults=4',
  '/api/offers/list/?sortBy=cena&limit=50&priceRange=1,2500',
  '/api/offers/list/?sortBy=cena&limit=50&destinations=grecja&board=all-inclusive',
  '/api/offers/searcher/offer-count/',
  '/api/offers/searcher/offer-count/?priceRange=1,2500',
  '/api/offers/searcher/offer-count/?adults=4',
  '/api/offers/searcher/offer-count/?adults=2&destinations=turcja',
  '/api/offers/filters/',
  '/api/offers/filters/?priceRange=1,2500',
  '/api/offers/filters/?adults=4&transport=samolot',
  '/api/offers/map-listing/?priceRange=1,3000',
  '/api/offers/searcher/autosuggest/?query=gre',
  '/api/offers/searcher/destinations/',
  '/api/offers/destinations/guide/',
  '/api/guide/location/details/?location=grecja',
  '/api/offers/hit-offers/count/',
];

async function answers(app: FastifyInstance): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await app.inject({ url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    out[url] = res.json();
  }
  return out;
}

/** The reference Omnibus price (as in honest-prices.test.ts): the lowest in effect during [since − 30, since). */
function lowestBefore(history: { day: string; price: number }[], current: number): number {
  if (history.length < 2) return current;
  const sorted = [...history].sort((a, b) => a.day.localeCompare(b.day));
  const since = sorted[sorted.length - 1]!.day;
  let lowest = Infinity;
  for (let d = addDays(since, -30); d < since; d = addDays(d, 1)) {
    const inEffect = sorted.filter((h) => h.day <= d).pop();
    if (inEffect) lowest = Math.min(lowest, inEffect.price);
  }
  return lowest === Infinity ? current : lowest;
}

interface OfferRow {
  id: number;
  hash: string;
  hotel_id: number;
  price_adult: number;
  places_left: number;
  discount_pct: number;
  regular_price_adult: number;
  lowest_price_30d_adult: number;
}
const offerRow = (hash: string) =>
  test.db
    .rows<OfferRow>(
      sql`SELECT id, hash, hotel_id, price_adult, places_left, discount_pct, regular_price_adult, lowest_price_30d_adult FROM offers WHERE hash = ${hash}`,
    )
    .then((r) => r[0]);
const historyOf = (id: number) =>
  test.db.rows<{ day: string; price: number }>(
    sql`SELECT day::text AS day, price_adult AS price FROM offer_price_history WHERE offer_id = ${id}::int ORDER BY day`,
  );

let before: Record<string, unknown>;
let after: Record<string, unknown>;
let report: ImportReport;
let cheaper: OfferRow[];
let dearer: OfferRow[];
let fewerPlaces: OfferRow[];
let withdrawn: string[];
let added: NewOffer[];
const historyBefore = new Map<number, { day: string; price: number }[]>();

beforeAll(async () => {
  test = await createTestDatabase();
  running = await mount();
  now = new Date(TEST_NOW.getTime() + 3 * 86_400_000);
  before = await answers(running);

  // Each hotel's cheapest offer on sale: changing it changes what the list shows for the hotel.
  const cheapest = await test.db.rows<OfferRow>(sql`
    SELECT DISTINCT ON (hotel_id) id, hash, hotel_id, price_adult, places_left, discount_pct, regular_price_adult, lowest_price_30d_adult
    FROM offers WHERE departure_date > ${IMPORT_DAY}::date AND places_left >= 2 ORDER BY hotel_id, price_adult, id`);
  if (cheapest.length < 70) throw new Error(`the test seed has only ${cheapest.length} hotels with offers on sale`);
  dearer = cheapest.slice(0, 15);
  // And discounted offers (with a seeded history) that are not a hotel's cheapest.
  const discounted = await test.db.rows<OfferRow>(sql`
    SELECT id, hash, hotel_id, price_adult, places_left, discount_pct, regular_price_adult, lowest_price_30d_adult
    FROM offers WHERE discount_pct > 0 AND departure_date > ${IMPORT_DAY}::date AND NOT (id = ANY(${`{${cheapest.map((o) => o.id).join(',')}}`}::int[]))
    ORDER BY id LIMIT 5`);
  cheaper = [...cheapest.slice(15, 30), ...discounted];
  if (cheaper.length !== 20) throw new Error('the test seed has too few discounted offers');
  fewerPlaces = cheapest.slice(30, 60);
  withdrawn = cheapest.slice(60, 70).map((o) => o.hash);
  for (const o of [...dearer, ...cheaper]) historyBefore.set(o.id, await historyOf(o.id));
  const changes: OfferChange[] = [
    ...dearer.map((o) => ({ hash: o.hash, priceAdult: o.price_adult * 3 })),
    ...cheaper.map((o) => ({ hash: o.hash, priceAdult: Math.round(o.price_adult / 300) * 100, priceChild: 10_000 })),
    ...fewerPlaces.map((o) => ({ hash: o.hash, placesLeft: 1 })),
    { hash: 'no-such-offer', placesLeft: 3 },
  ];
  // Two new offers of hotel 1, cheaper than anything it had, one discounted against its catalogue price.
  const base = (await test.db.rows<Record<string, unknown>>(sql`SELECT * FROM offers WHERE hotel_id = 1 ORDER BY id LIMIT 1`))[0]!;
  added = [1, 2].map((k) => ({
    hash: `import-test-${k}`,
    hotelId: 1,
    departureDate: addDays(IMPORT_DAY, 10 + k),
    durationDays: 8,
    departureCity: base.departure_city as string | null,
    board: base.board as string,
    roomCode: base.room_code as string,
    transport: base.transport as 'F',
    offerType: base.offer_type as string,
    tourOperator: base.tour_operator as string,
    airline: base.airline as string,
    directFlight: true,
    flightMinutes: base.flight_minutes as number,
    priceAdult: 50_000 + k * 100,
    priceChild: 20_000,
    priceInfant: 0,
    feesPerPerson: 15_000,
    regularPriceAdult: k === 2 ? 80_000 : undefined,
    placesLeft: 9,
  }));
  report = await importOffers(test.db, { changed: changes, added, withdrawn: [...withdrawn, 'gone-already'] }, { today: IMPORT_DAY });
  after = await answers(running);
});

afterAll(async () => {
  await running?.close();
  await test?.drop();
});

describe('a re-import of changed offers', () => {
  it('reports what it applied', () => {
    expect(report).toMatchObject({ changed: 65, repriced: 35, added: 2, withdrawn: 10 });
    expect(report.unknown.sort()).toEqual(['gone-already', 'no-such-offer']);
    expect(report.hotelIds).toContain(1);
  });

  it('writes the offers', async () => {
    for (const o of dearer) expect((await offerRow(o.hash))?.price_adult).toBe(o.price_adult * 3);
    for (const o of fewerPlaces) expect((await offerRow(o.hash))?.places_left).toBe(1);
    for (const h of withdrawn) expect(await offerRow(h)).toBeUndefined();
    const fresh = await offerRow('import-test-2');
    expect(fresh).toMatchObject({ price_adult: 50_200, regular_price_adult: 80_000, discount_pct: 37, lowest_price_30d_adult: 50_200 });
    const copied = await test.db.rows(sql`SELECT o.hotel_standard = h.standard AND o.hotel_attrs = h.attrs_mask
      AND o.location_ids = l.ancestor_ids AND o.return_date = o.departure_date + 7 AS same
      FROM offers o JOIN hotels h ON h.id = o.hotel_id JOIN locations l ON l.id = h.location_id WHERE o.hash LIKE 'import-test-%'`);
    expect(copied).toEqual([{ same: true }, { same: true }]);
  });

  it('the running API answers exactly what a fresh start over rebuilt data answers', async () => {
    // The changes are visible…
    const changed = urls.filter((url) => JSON.stringify(after[url]) !== JSON.stringify(before[url]));
    expect(changed).toEqual(
      expect.arrayContaining([
        ...urls.slice(0, 6),
        '/api/offers/searcher/offer-count/?priceRange=1,2500',
        '/api/offers/filters/?priceRange=1,2500',
        '/api/offers/map-listing/?priceRange=1,3000',
        '/api/offers/searcher/destinations/',
        '/api/guide/location/details/?location=grecja',
      ]),
    );
    // …and equal to what a newly started API answers once everything derived is rebuilt from scratch.
    await refreshDerivedSearchData(test.db);
    await refreshLocationStats(test.db, IMPORT_DAY);
    const fresh = await mount();
    try {
      const reference = await answers(fresh);
      for (const url of urls) expect({ url, answer: after[url] }).toEqual({ url, answer: reference[url] });
    } finally {
      await fresh.close();
    }
  });

  it('keeps the Omnibus history: the earlier price, the new one, and the lowest of 30 days', async () => {
    for (const o of [...dearer, ...cheaper]) {
      const stored = (await offerRow(o.hash))!;
      const history = await historyOf(o.id);
      const earlier = historyBefore.get(o.id)!;
      // A first change records the price the offer was loaded at, on the seed's day.
      const expected = earlier.length ? [...earlier] : [{ day: TEST_TODAY, price: o.price_adult }];
      expected.push({ day: IMPORT_DAY, price: stored.price_adult });
      expect({ hash: o.hash, history }).toEqual({ hash: o.hash, history: expected });
      expect({ hash: o.hash, lowest: stored.lowest_price_30d_adult }).toEqual({
        hash: o.hash,
        lowest: lowestBefore(history, stored.price_adult),
      });
      expect(stored.regular_price_adult).toBeGreaterThanOrEqual(stored.price_adult);
    }
    // A price cut shows the 30-day lowest (the price before the cut), per adult, in the list.
    const cut = cheaper[0]!;
    expect(historyBefore.get(cut.id)).toEqual([]);
    expect(historyBefore.get(cheaper[19]!.id)?.length).toBeGreaterThan(1);
    const hotel = (await test.db.rows<{ slug: string }>(sql`SELECT slug FROM hotels WHERE id = ${cut.hotel_id}::int`))[0]!.slug;
    const list = offerListResponse.parse((await running.inject({ url: `/api/offers/list/?hotels=${hotel}&sortBy=cena&limit=1` })).json());
    const item = list.offers[0] as OfferListItem;
    expect(item.hash).toBe(cut.hash);
    expect(Math.round(item.lowestPrice30dPerPerson * 100)).toBe(
      lowestBefore(await historyOf(cut.id), Math.round(cut.price_adult / 300) * 100),
    );
    expect(item.lowestPrice30dPerPerson * 100).toBeGreaterThan(item.pricePerPerson * 100);
  });
});
