import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPlugin } from '../index';
import { createTestDatabase, TEST_NOW, usePostgres, type TestDatabase } from '../test-support/test-app';

jest.setTimeout(180_000);

/** Counts and the first listing page: what must not differ between two runs of the same seed. */
async function fingerprint(test: TestDatabase) {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir: '/nonexistent',
    database: test.db,
    seedOffers: 1200,
    randomSeed: 77,
    clock: () => TEST_NOW,
  });
  await app.ready();
  // Requests wait for the seed; once this answers the data is complete.
  await app.inject({ url: '/api/health' });
  const counts = await test.db.rows(sql`SELECT
    (SELECT count(*)::int FROM offers) AS offers, (SELECT count(*)::int FROM hotels) AS hotels,
    (SELECT count(*)::int FROM opinions) AS opinions, (SELECT sum(price_adult)::text FROM offers) AS price_sum,
    (SELECT string_agg(hash, ',' ORDER BY id) FROM (SELECT id, hash FROM offers ORDER BY id LIMIT 50) x) AS hashes`);
  const page = (await app.inject({ url: '/api/offers/list/?sortBy=cena&limit=20' })).json();
  const filters = (await app.inject({ url: '/api/offers/filters/?destinations=grecja' })).json();
  await app.close();
  return { counts, page, filters };
}

describe('the seed is deterministic', () => {
  it(`gives the same data and first page on PGlite and ${usePostgres ? 'PostgreSQL' : 'a second PGlite'}`, async () => {
    const a = await createTestDatabase('pglite');
    const b = await createTestDatabase(usePostgres ? 'postgres' : 'pglite');
    try {
      const fa = await fingerprint(a);
      const fb = await fingerprint(b);
      expect(fa.counts[0]).toMatchObject({ offers: 1200 });
      expect(fb).toEqual(fa);
    } finally {
      await a.drop();
      await b.drop();
    }
  });
});
