import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { jestSuite } from './jest-suite';
import type { SuiteResult } from './suite-result';
import type { SuiteContext } from './suite-context';

/**
 * `TEST_DATABASE=postgres` switches the API tests from PGlite to a real PostgreSQL
 * (packages/api-server/src/test-support/test-app.ts); `TEST_POSTGRES_URL` names the server, where
 * the tests create and drop their own databases.
 */
export const POSTGRES_SWITCH_VAR = 'TEST_DATABASE';
export const POSTGRES_URL_VAR = 'TEST_POSTGRES_URL';
const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The API tests a second time on PostgreSQL, so both database engines the shop supports are
 * proven by every run. Runs only once the API tests know the switch (otherwise it would just
 * repeat the PGlite run under another name).
 */
export async function postgresApiSuite(context: SuiteContext): Promise<SuiteResult | null> {
  if (!apiTestsReadVariable(context.repoRoot)) return null;
  const url = process.env[POSTGRES_URL_VAR] ?? LOCAL_POSTGRES_URL;
  const name = 'api tests on PostgreSQL';
  if (!ensureLocalPostgres(url)) {
    console.error(`No PostgreSQL at ${url}. Start one (as root: pg_ctlcluster 15 main start) or set ${POSTGRES_URL_VAR}.`);
    return { name, passed: 0, failed: 1, notes: ['not run: no PostgreSQL'], seconds: 0 };
  }
  return jestSuite(context, {
    name,
    projects: ['api'],
    // Only the API package's tests touch the database; the site server's would just run twice,
    // except the checkout lane under load, which must hold on both engines (ADR 0205).
    paths: ['packages/api-server/', 'shell/server/src/features/load/__tests__/checkout-under-load.test.ts'],
    env: { [POSTGRES_SWITCH_VAR]: 'postgres', [POSTGRES_URL_VAR]: url },
  });
}

function apiTestsReadVariable(repoRoot: string): boolean {
  const sourceDir = path.join(repoRoot, 'packages/api-server/src');
  try {
    return filesUnder(sourceDir).some((file) => readFileSync(file, 'utf8').includes(POSTGRES_SWITCH_VAR));
  } catch {
    return false;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** A local cluster that is down is started when we may (root, Debian's pg_ctlcluster). */
function ensureLocalPostgres(url: string): boolean {
  const { hostname, port } = new URL(url);
  const ready = (): boolean =>
    spawnSync('pg_isready', ['-h', hostname, '-p', port || '5432'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  if (ready()) return true;
  const local = hostname === '127.0.0.1' || hostname === 'localhost';
  if (!local || process.getuid?.() !== 0) return false;
  console.info('PostgreSQL is not running; starting the local cluster (pg_ctlcluster 15 main start).');
  spawnSync('pg_ctlcluster', ['15', 'main', 'start'], { stdio: 'inherit', timeout: 60_000 });
  return ready();
}
