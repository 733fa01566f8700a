import { sql } from 'drizzle-orm';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { migrate } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { countRateLimitHit, databaseRateLimitStore } from '../rate-limit-store';

// The shared rate-limit counters (ADR 0195): what several API processes on one database count together.
jest.setTimeout(60_000);

let test: TestDatabase;
const apps: FastifyInstance[] = [];
beforeEach(async () => {
  test = await createTestDatabase();
  await migrate(test.db);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await test.drop();
});

/** One "API process": its own plugin instance and store object, on the shared database. */
async function apiProcess(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(test.db) });
  app.post('/login', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.post('/newsletter', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  apps.push(app);
  return app;
}

const call = (app: FastifyInstance, url: string, remoteAddress = '10.0.0.1') => app.inject({ method: 'POST', url, remoteAddress });

it('counts concurrent calls exactly: every count from 1 to N once', async () => {
  const counts = await Promise.all(Array.from({ length: 40 }, () => countRateLimitHit(test.db, 'k', 60_000)));
  expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  for (const { ttl } of counts) {
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  }
});

it('starts a new window at 1 once the old one has ended', async () => {
  expect((await countRateLimitHit(test.db, 'k', 100)).current).toBe(1);
  expect((await countRateLimitHit(test.db, 'k', 100)).current).toBe(2);
  // The window ends on the database clock: move its end into the past rather than sleep past it.
  await test.db.rows(sql`UPDATE rate_limit_hits SET window_ends_at = clock_timestamp() - interval '1 millisecond' WHERE key = 'k'`);
  const fresh = await countRateLimitHit(test.db, 'k', 100);
  expect(fresh.current).toBe(1);
  expect(fresh.ttl).toBeGreaterThan(50);
});

it('refuses the call over the limit whichever process counted the ones before it', async () => {
  const [a, b] = [await apiProcess(), await apiProcess()];
  const statuses = [];
  for (const app of [a, b, a, b]) statuses.push((await call(app, '/login')).statusCode);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await call(a, '/login');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});

it('counts each call and each address on its own', async () => {
  const [a, b] = [await apiProcess(), await apiProcess()];
  for (const app of [a, b, a]) expect((await call(app, '/login')).statusCode).toBe(200);
  expect((await call(b, '/login')).statusCode).toBe(429);
  // Another call from the same address, and the same call from another address, still have their own counts.
  expect((await call(b, '/newsletter')).statusCode).toBe(200);
  expect((await call(a, '/login', '10.0.0.2')).statusCode).toBe(200);
});
