import { sql } from 'drizzle-orm';
import type { Database } from './connection';

/** The advisory lock key of start-up work (any fixed number no other code uses). */
const STARTUP_LOCK = 7_461_190_001;

/**
 * Runs `work` (migrations, the first seed) while no other API process behind the same PostgreSQL
 * does start-up work: N processes started at once on an empty database migrate and seed it once,
 * the others wait and then find it done (docs/adr/0191-offer-import-and-scale-out.md). The lock is
 * a transaction-level advisory lock held by one pooled connection while `work` uses the others.
 * PGlite's files belong to one process, and its statements wait for an open transaction, so there
 * `work` simply runs.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  return db.transaction(async (tx) => {
    await tx.rows(sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK}::bigint)`);
    return work();
  });
}
