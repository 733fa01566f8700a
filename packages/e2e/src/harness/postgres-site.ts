import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { deployAllBuilt } from './deploy';
import { freePort } from './free-port';
import { startSiteServer, type RunningSite } from './site-server';

const ADMIN_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A site of its own on a fresh database of the local PostgreSQL, for a journey that must change
 * what no page can (a stay that has ended): the journey reaches the rows with `sql` while the site
 * runs, and `restart` starts the same site again, as after a deployment.
 */
export interface PostgresSite {
  readonly baseURL: string;
  readonly dataDir: string;
  /** The site's database, for a command run beside it (`npm run import`). */
  readonly databaseUrl: string;
  sql<Row>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startPostgresSite(env: Readonly<Record<string, string>> = {}): Promise<PostgresSite> {
  const name = `travel_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-e2e-pg-'));
  await deployAllBuilt(dataDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // No BASE_URL: the links the shop writes (the e-mails' too) follow the address it serves.
  const siteEnv = { ...env, DATABASE_URL: databaseUrl.toString(), FIRST_PAINT_TIMEOUT_MS: '10000' };
  let site: RunningSite = await startSiteServer({ port, dataDir, env: siteEnv });
  const db = new Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  return {
    baseURL,
    dataDir,
    databaseUrl: databaseUrl.toString(),
    sql: async <Row>(text: string, values: readonly unknown[] = []) => (await db.query(text, [...values])).rows as Row[],
    restart: async () => {
      await site.stop();
      site = await startSiteServer({ port, dataDir, env: siteEnv });
    },
    close: async () => {
      await db.end();
      await site.stop();
      const cleanup = new Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      if (!process.env['E2E_KEEP_DATA']) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
