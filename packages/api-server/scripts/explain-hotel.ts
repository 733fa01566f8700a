// `npx tsx packages/api-server/scripts/explain-hotel.ts [--offers 200000] [--database-url postgres://…]`
// Seeds a throwaway database (PGlite in memory, or the PostgreSQL database given, which it resets),
// prints the plans of the hotel page's queries (configurator, calendar, 30-day price, orders) and
// the median time of each call through the API. ADR 0130 records what it printed.
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { DEFAULT_RANDOM_SEED, resetDatabase, seedDatabase } from '../src/seed/index';
import { apiPlugin } from '../src/index';
import { addDays, systemClock, warsawToday } from '../src/lib/dates';
import { offerColumns, offerJoins } from '../src/search/offers';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '200000' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '30' },
  },
});
const today = warsawToday(systemClock);
const db = await openDatabase({ databaseUrl: values['database-url'] });
if (values['database-url']) await resetDatabase(db);
await migrate(db);
const started = Date.now();
const report = await seedDatabase(db, { offers: Number(values.offers), today, randomSeed: DEFAULT_RANDOM_SEED });
console.info(`${db.kind}: seeded ${report.offers} offers, ${report.hotels} hotels in ${Math.round((Date.now() - started) / 1000)} s`);

const explain = async (title: string, query: SQL) => {
  const rows = await db.rows<Record<string, string>>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`);
  console.info(`\n## ${title}\n${rows.map((r) => Object.values(r)[0]).join('\n')}`);
};

const [hotel] = await db.rows<{ hotel_id: number; n: number }>(sql`
  SELECT hotel_id, count(*)::int AS n FROM offers GROUP BY hotel_id ORDER BY count(*) DESC LIMIT 1`);
console.info(`busiest hotel ${hotel!.hotel_id}: ${hotel!.n} offers`);
await explain(
  'configurator and calendar: one hotel’s future offers',
  sql`SELECT o.id, o.hash, o.departure_date::text AS dep, o.duration_days, o.departure_city, o.board, o.room_code,
         o.price_adult, o.price_child, o.price_infant, o.places_left
      FROM offers o WHERE o.hotel_id = ${hotel!.hotel_id}::int AND o.departure_date > ${today}::date
      ORDER BY o.departure_date, o.price_adult, o.id`,
);
const discounted = await db.rows<{ id: number; hash: string }>(
  sql`SELECT id, hash FROM offers WHERE discount_pct > 0 ORDER BY id DESC LIMIT 50`,
);
await explain(
  'a page of 50 offers with the 30-day price from the history',
  sql`SELECT ${offerColumns} ${offerJoins} WHERE o.id = ANY(ARRAY[${sql.join(
    discounted.map((d) => sql`${d.id}::int`),
    sql`, `,
  )}])`,
);
await explain('order: the offer locked', sql`SELECT places_left FROM offers WHERE id = ${discounted[0]!.id}::int FOR UPDATE`);
await explain('order by id', sql`SELECT * FROM orders WHERE id = '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f'::uuid`);

const app = Fastify({ logger: false });
await app.register(apiPlugin, { prefix: '/api', dataDir: '/nonexistent', database: db, seedOffers: 0 });
await app.ready();
const runs = Number(values.runs);
const median = async (name: string, make: (i: number) => Promise<number>) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const status = await make(i);
    times.push(performance.now() - t0);
    if (status >= 500) throw new Error(`${name}: ${status}`);
  }
  times.sort((a, b) => a - b);
  console.info(`${name}: median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, max ${times[runs - 1]!.toFixed(1)} ms`);
};
const hashes = discounted.map((d) => d.hash);
const hotelIds = await db.rows<{ id: number }>(sql`SELECT id FROM hotels ORDER BY id LIMIT ${runs}::int`);
console.info('');
await median('GET /offers/offer/config/ (hashId, party of 3)', async (i) => {
  const r = await app.inject({ url: `/api/offers/offer/config/?hashId=${hashes[i % hashes.length]}&adults=2&children=2018-05-05` });
  return r.statusCode;
});
await median('GET /offers/offer/config/ (unavailable day, alternatives)', async (i) => {
  const r = await app.inject({
    url: `/api/offers/offer/config/?hashId=${hashes[i % hashes.length]}&departureDateFrom=${addDays(today, 400)}`,
  });
  return r.statusCode;
});
await median('GET /offers/offer/calendar/', async (i) => {
  const r = await app.inject({ url: `/api/offers/offer/calendar/?mdsRelationId=${hotelIds[i % hotelIds.length]!.id}&adults=2` });
  return r.statusCode;
});
await median(
  'GET /offers/offer/',
  async (i) => (await app.inject({ url: `/api/offers/offer/?offerHash=${hashes[i % hashes.length]}` })).statusCode,
);
await median(
  'POST /purchase/create-offer-request/',
  async (i) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/purchase/create-offer-request/',
        payload: { offerHash: hashes[i % hashes.length], adults: 1 },
      })
    ).statusCode,
);
await median(
  'GET /offers/list/ (sortBy=rabat)',
  async (i) => (await app.inject({ url: `/api/offers/list/?sortBy=rabat&offset=${(i % 5) * 20}` })).statusCode,
);
await app.close();
await db.close();
