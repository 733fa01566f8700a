import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/** How often the database is asked whether anything was written; bounds how late a host learns. */
export const DATA_VERSION_POLL_MS = 1_000;

const POSTGRES_VERSION = sql`SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text AS version FROM pg_stat_user_tables`;
const PGLITE_VERSION = sql`SELECT pg_current_snapshot()::text AS version`;

export interface DataVersionWatch {
  /** Asks once now (tests; the timer asks every `intervalMs`). Resolves when the answer is in. */
  check(): Promise<void>;
  stop(): void;
}

/**
 * Calls `onChanged` after any write committed to the database since the last look, by this
 * process or another one (an offer import run as its own process, a staff write in another API
 * process behind the same PostgreSQL), so a host that reuses public answers for a few seconds knows
 * when to drop them (docs/adr/0193-site-server-throughput.md). One tiny query a second, no table
 * read. It over-reports (an order or a favourite counts too), which only costs the host a refill.
 *
 * - PostgreSQL: the count of rows written into this database's own tables (`pg_stat_user_tables`:
 *   inserted + updated + deleted, whatever the connection). A backend publishes its counts when it
 *   goes idle, at most once a second, so a commit shows within about a second. Not the system
 *   catalogs: the autovacuum's ANALYZE rewrites `pg_statistic` and changes no answer. (The
 *   cluster-wide `pg_current_snapshot()` would also see every other database's writes.)
 * - PGlite: one instance in one process, whose statistics are published late; its current
 *   snapshot (`pg_current_snapshot()`: transaction ids) changes as soon as a writing transaction
 *   starts or commits, and never for reads.
 */
export function watchDataVersion(
  db: Database,
  onChanged: () => void,
  options: { intervalMs?: number | undefined; onError?: ((error: unknown) => void) | undefined } = {},
): DataVersionWatch {
  let version: string | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const ask = async (): Promise<void> => {
    try {
      const [row] = await db.rows<{ version: string }>(db.kind === 'postgres' ? POSTGRES_VERSION : PGLITE_VERSION);
      if (stopped || row === undefined) return;
      if (version !== undefined && row.version !== version) onChanged();
      version = row.version;
    } catch (error) {
      // A failed look (a lost connection) is not a change; the next one decides.
      if (!stopped) options.onError?.(error);
    }
  };
  const check = (): Promise<void> => {
    // Never two at once: on PGlite the look waits in the one queue like every query.
    running ??= ask().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void check(), options.intervalMs ?? DATA_VERSION_POLL_MS);
  // An idle server, a script or a test run is not kept alive by the watch.
  timer.unref();
  return {
    check,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
