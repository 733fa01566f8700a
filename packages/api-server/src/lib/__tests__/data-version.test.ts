import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPlugin } from '../../index';
import { createTestDatabase, TEST_NOW, TEST_RANDOM_SEED, type TestDatabase } from '../../test-support/test-app';
import type { Database } from '../../db/connection';
import { watchDataVersion, type LookSchedule } from '../data-version';

// PGlite's start and a small seed.
jest.setTimeout(120_000);

/** The PostgreSQL pool's size (src/db/connection.ts). */
const POOL_SIZE = 10;

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await test.drop();
});

/**
 * Makes every connection of the database publish its pending statistics now. PostgreSQL publishes a
 * backend's counts when it goes idle, at most once a second; `pg_stat_force_next_flush()` makes the
 * backend publish before it answers, and holding all the pool's connections at once reaches each.
 * PGlite's version is its snapshot, current at once: nothing to publish.
 */
async function publishStatistics(db: Database): Promise<void> {
  if (db.kind !== 'postgres') return;
  let arrived = 0;
  let allArrived: () => void = () => undefined;
  const everyoneHere = new Promise<void>((resolve) => (allArrived = resolve));
  await Promise.all(
    Array.from({ length: POOL_SIZE }, () =>
      db.transaction(async (tx) => {
        await tx.rows(sql`SELECT pg_stat_force_next_flush()`);
        arrived += 1;
        if (arrived === POOL_SIZE) allArrived();
        await everyoneHere;
      }),
    ),
  );
}

/** A look schedule the test drives: `look()` runs the watch's look and resolves when its answer is in. */
function manualSchedule(): { schedule: LookSchedule; look: () => Promise<void> } {
  let registered: (() => Promise<void>) | undefined;
  return {
    schedule: (look) => {
      registered = look;
      return () => (registered = undefined);
    },
    look: async () => {
      if (!registered) throw new Error('the watch is not running');
      await registered();
    },
  };
}

describe('watchDataVersion', () => {
  it('reports a committed write, and nothing for reads', async () => {
    await test.db.exec('CREATE TABLE probe (x int)');
    const changed = jest.fn();
    const watch = watchDataVersion(test.db, changed, { intervalMs: 3_600_000 });
    // Publishes what the database has counted, then looks: the answer is final.
    const look = async () => {
      await publishStatistics(test.db);
      await watch.check();
    };
    try {
      await look();
      changed.mockClear();
      for (let i = 0; i < 3; i += 1) await test.db.rows(sql`SELECT count(*) FROM probe`);
      await look();
      expect(changed).not.toHaveBeenCalled();

      await test.db.rows(sql`INSERT INTO probe VALUES (1)`);
      await look();
      expect(changed).toHaveBeenCalled();

      changed.mockClear();
      await test.db.transaction(async (tx) => {
        await tx.rows(sql`UPDATE probe SET x = 2`);
      });
      await look();
      expect(changed).toHaveBeenCalled();
    } finally {
      watch.stop();
    }
  });

  it('on PostgreSQL, ignores writes to a visitor-private table (a sign-in, a favourite), so they do not empty the shared caches', async () => {
    await test.db.exec('CREATE TABLE favorites (x int); CREATE TABLE hotels (x int)');
    const changed = jest.fn();
    const watch = watchDataVersion(test.db, changed, { intervalMs: 3_600_000 });
    const look = async () => {
      await publishStatistics(test.db);
      await watch.check();
    };
    try {
      await look();
      changed.mockClear();
      await test.db.rows(sql`INSERT INTO favorites VALUES (1)`);
      await look();
      // PGlite's version is its snapshot, which every write moves: there it over-reports.
      expect(changed.mock.calls.length === 0).toBe(test.db.kind === 'postgres');

      changed.mockClear();
      await test.db.rows(sql`INSERT INTO hotels VALUES (1)`);
      await look();
      expect(changed).toHaveBeenCalled();
    } finally {
      watch.stop();
    }
  });
});

describe('the API with a host that reuses public answers (onPublicDataChanged)', () => {
  it('tells the host at its next look when offers change behind its back (an import run elsewhere), and not on reads', async () => {
    const changed = jest.fn();
    // The API's watch looks when the test says (in production: every second, DATA_VERSION_POLL_MS).
    const watch = manualSchedule();
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, {
      prefix: '/api',
      dataDir: '/nonexistent',
      database: test.db,
      seedOffers: 200,
      randomSeed: TEST_RANDOM_SEED,
      clock: () => TEST_NOW,
      demoAccounts: false,
      onPublicDataChanged: changed,
      dataVersionSchedule: watch.schedule,
    });
    const look = async () => {
      await publishStatistics(test.db);
      await watch.look();
    };
    try {
      await app.ready();
      // Waits for the seed; the seed's own writes are reported at the first look.
      expect((await app.inject({ url: '/api/offers/list/?limit=5' })).statusCode).toBe(200);
      await look();
      changed.mockClear();
      for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/api/offers/list/?limit=5&sortBy=cena' })).statusCode).toBe(200);
      await look();
      expect(changed).not.toHaveBeenCalled();

      // What an import of changed prices does, straight to the database and not through the API.
      await test.db.rows(sql`UPDATE offers SET price_adult = price_adult + 1 WHERE id = (SELECT min(id) FROM offers)`);
      await look();
      expect(changed).toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });
});
