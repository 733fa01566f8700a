import Fastify, { type FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/connection';
import { apiPlugin } from '../index';

/** Fixed "now" of the API tests: 22 Nov 2026, 11:00 in Warsaw. */
export const TEST_NOW = new Date('2026-11-22T10:00:00Z');
export const TEST_TODAY = '2026-11-22';
export const TEST_OFFERS = 3000;
export const TEST_RANDOM_SEED = 4242;

/** `TEST_DATABASE=postgres` runs the API suite on the local PostgreSQL instead of PGlite. */
export const usePostgres = process.env.TEST_DATABASE === 'postgres';
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/** An empty throwaway PostgreSQL database: its URL, and a drop that ends every connection to it first. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `api_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh database: PGlite in memory, or a throwaway PostgreSQL database. */
export async function createTestDatabase(kind: 'pglite' | 'postgres' = usePostgres ? 'postgres' : 'pglite'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({});
    return { db, drop: () => db.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const db = await openDatabase({ databaseUrl: empty.url });
  return {
    db,
    drop: async () => {
      await db.close();
      await empty.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The seeded database, for tests that check answers against the stored rows. */
  db: Database;
  close(): Promise<void>;
}

/** The API mounted at /api over a seeded test database, with the fixed clock. */
export async function createTestApp(offers = TEST_OFFERS): Promise<TestApp> {
  const test = await createTestDatabase();
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir: '/nonexistent',
    database: test.db,
    seedOffers: offers,
    randomSeed: TEST_RANDOM_SEED,
    clock: () => TEST_NOW,
    // Tests add the accounts they need (src/auth/__tests__); no console output of demo passwords.
    demoAccounts: false,
  });
  await app.ready();
  // The first request waits for the seed.
  await app.inject({ url: '/api/health' });
  return {
    app,
    db: test.db,
    close: async () => {
      await app.close();
      await test.drop();
    },
  };
}

export async function getJson<T = any>(app: FastifyInstance, url: string): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}
