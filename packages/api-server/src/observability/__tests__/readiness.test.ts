import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPlugin } from '../../index';
import { migrations } from '../../db/migrate';
import { createTestDatabase, TEST_NOW, TEST_RANDOM_SEED, type TestDatabase } from '../../test-support/test-app';

jest.setTimeout(120_000);

describe('GET /api/ready', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const ready = async () => {
    const res = await app.inject({ url: '/api/ready' });
    return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, { ok: boolean; detail?: string }> } };
  };

  beforeAll(async () => {
    test = await createTestDatabase();
    app = Fastify({ logger: false });
    await app.register(apiPlugin, {
      prefix: '/api',
      dataDir: '/nonexistent',
      database: test.db,
      seedOffers: 300,
      randomSeed: TEST_RANDOM_SEED,
      clock: () => TEST_NOW,
      demoAccounts: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await test.drop().catch(() => undefined);
  });

  it('answers 200 once the database answers, every migration is applied and the offer index is loaded', async () => {
    // Liveness waits for the start-up work; readiness answers at once, 503 until it has ended.
    await app.inject({ url: '/api/health' });
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ready');
    expect(Object.values(answer.body.checks).every((check) => check.ok)).toBe(true);
  });

  it('answers 503 naming a migration that is not applied', async () => {
    const last = migrations[migrations.length - 1]!.version;
    await test.db.rows(sql`DELETE FROM schema_migrations WHERE version = ${last}`);
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(answer.body.checks.migrations).toEqual({ ok: false, detail: `not applied: ${last}` });
      expect(answer.body.checks.database!.ok).toBe(true);
    } finally {
      await test.db.rows(sql`INSERT INTO schema_migrations (version) VALUES (${last})`);
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 when the database cannot be reached', async () => {
    await test.db.close();
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body.checks.database!.ok).toBe(false);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
