import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPlugin } from '../../index';
import { createTestDatabase, TEST_NOW, TEST_RANDOM_SEED, type TestDatabase } from '../../test-support/test-app';
import { watchDataVersion } from '../data-version';

// PGlite's start and a small seed; the API test runs on the real one-second poll.
jest.setTimeout(120_000);

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await test.drop();
});

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Looks until nothing new is reported for a while (PostgreSQL publishes a backend's counts up to a second late). */
async function settle(check: () => Promise<void>, changed: jest.Mock): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    const before = changed.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await check();
    if (changed.mock.calls.length === before) return;
  }
}

/**
 * Whether `reads` went by with nothing reported, in one of three tries: PostgreSQL publishes a
 * backend's counts when it is idle, so a write made before the reads (the seed, the migrations) can
 * still surface during them; a version that counted reads would fail all three tries.
 */
async function quietWhile(check: () => Promise<void>, changed: jest.Mock, reads: () => Promise<void>): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await settle(check, changed);
    changed.mockClear();
    await reads();
    await settle(check, changed);
    if (changed.mock.calls.length === 0) return true;
  }
  return false;
}

describe('watchDataVersion', () => {
  it('reports a committed write, and nothing for reads', async () => {
    await test.db.exec('CREATE TABLE probe (x int)');
    const changed = jest.fn();
    const watch = watchDataVersion(test.db, changed, { intervalMs: 3_600_000 });
    // Looks until the condition holds, as the timer would.
    const lookUntil = async (condition: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!condition() && Date.now() < deadline) {
        await watch.check();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      await watch.check();
      expect(
        await quietWhile(watch.check, changed, async () => {
          for (let i = 0; i < 3; i += 1) await test.db.rows(sql`SELECT count(*) FROM probe`);
        }),
      ).toBe(true);

      await test.db.rows(sql`INSERT INTO probe VALUES (1)`);
      await lookUntil(() => changed.mock.calls.length > 0);
      expect(changed).toHaveBeenCalled();

      await settle(watch.check, changed);
      changed.mockClear();
      await test.db.transaction(async (tx) => {
        await tx.rows(sql`UPDATE probe SET x = 2`);
      });
      await lookUntil(() => changed.mock.calls.length > 0);
      expect(changed).toHaveBeenCalled();
    } finally {
      watch.stop();
    }
  });

  it('on PostgreSQL, ignores writes to a visitor-private table (a sign-in, a favourite), so they do not empty the shared caches', async () => {
    await test.db.exec('CREATE TABLE favorites (x int); CREATE TABLE hotels (x int)');
    const changed = jest.fn();
    const watch = watchDataVersion(test.db, changed, { intervalMs: 3_600_000 });
    try {
      await watch.check();
      const quiet = await quietWhile(watch.check, changed, async () => {
        await test.db.rows(sql`INSERT INTO favorites VALUES (1)`);
      });
      // PGlite's version is its snapshot, which every write moves: there it over-reports.
      expect(quiet).toBe(test.db.kind === 'postgres');

      await settle(watch.check, changed);
      changed.mockClear();
      await test.db.rows(sql`INSERT INTO hotels VALUES (1)`);
      const deadline = Date.now() + 10_000;
      while (changed.mock.calls.length === 0 && Date.now() < deadline) {
        await watch.check();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(changed).toHaveBeenCalled();
    } finally {
      watch.stop();
    }
  });
});

describe('the API with a host that reuses public answers (onPublicDataChanged)', () => {
  it('tells the host within seconds when offers change behind its back (an import run elsewhere), and not on reads', async () => {
    const changed = jest.fn();
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
    });
    try {
      await app.ready();
      // Waits for the seed; the seed's own writes may be reported while it runs.
      expect((await app.inject({ url: '/api/offers/list/?limit=5' })).statusCode).toBe(200);
      // The API's own watch asks every second; these looks only wait for quiet.
      const wait = () => Promise.resolve();
      expect(
        await quietWhile(wait, changed, async () => {
          for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/api/offers/list/?limit=5&sortBy=cena' })).statusCode).toBe(200);
        }),
      ).toBe(true);

      // What an import of changed prices does, straight to the database and not through the API.
      await test.db.rows(sql`UPDATE offers SET price_adult = price_adult + 1 WHERE id = (SELECT min(id) FROM offers)`);
      await until(() => changed.mock.calls.length > 0, 10_000);
      expect(changed).toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });
});
