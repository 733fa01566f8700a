import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestDatabase, usePostgres, type TestDatabase } from '../../test-support/test-app';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * PostgreSQL may end an idle connection at any time (a restart, a failover, an administrator).
 * The API must carry on: the pool drops the connection and opens another. Runs in the PostgreSQL
 * pass of the test run (`TEST_DATABASE=postgres`); PGlite has no server to lose.
 */
let test: TestDatabase | undefined;

/** Resolves once `condition` holds, looking every 10 ms; gives up after `timeoutMs` (the expectation then fails). */
async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}
afterEach(async () => {
  await test?.drop();
  test = undefined;
});

describe('a PostgreSQL connection the server ends', () => {
  it('survives the server ending its idle connections, and the next query gets a new one', async () => {
    // PGlite has no server to lose: this runs in the PostgreSQL pass of `npm test` (TEST_DATABASE=postgres).
    if (!usePostgres) return;
    test = await createTestDatabase('postgres');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db } = test;
    const [before] = await db.rows<{ pid: number; name: string }>(sql`SELECT pg_backend_pid() AS pid, current_database() AS name`);
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      before!.name,
    ]);
    await admin.end();
    // The idle client hears of it on its socket: wait for the warning, not for a fixed time.
    await until(() => warn.mock.calls.some(([message]) => String(message).includes('PostgreSQL ended an idle connection')), 5_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL ended an idle connection'));
    const [after] = await db.rows<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
    expect(after!.pid).not.toBe(before!.pid);
    warn.mockRestore();
  });
});
