import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { replayedUpTo } from '../db/read-replicas';

/** How often the database is asked whether anything was written; bounds how late a host learns. */
export const DATA_VERSION_POLL_MS = 1_000;

/**
 * Tables only a visitor's own answers read (never cached or shared): a sign-in, a favourite or an
 * order form's progress must not drop every shared answer, or steady traffic with sessions would keep
 * the caches empty. A table missing here only over-reports (a refill), so this is the safe list to
 * keep short; writes to offers by a reservation (places left) still count.
 */
export const VISITOR_PRIVATE_TABLES = [
  'sessions',
  'sign_in_failures',
  'favorites',
  'orders',
  'order_executions',
  'purchase_contacts',
  'direct_payments',
  'payments',
  'payment_notifications',
  'sandbox_transactions',
  'idempotency_keys',
  'mail_outbox',
  'newsletter_subscriptions',
  'enquiries',
  'bot_challenges_used',
  'rate_limit_hits',
] as const;

const POSTGRES_VERSION = sql`SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text AS version,
    pg_current_wal_lsn()::text AS lsn FROM pg_stat_user_tables
  WHERE relname <> ALL(${`{${VISITOR_PRIVATE_TABLES.join(',')}}`}::text[])`;
const PGLITE_VERSION = sql`SELECT pg_current_snapshot()::text AS version`;

/**
 * Runs `look` every `ms` until the returned stop is called. The default is a timer that keeps no
 * process alive; a test passes its own and looks when it chooses (an injected clock).
 */
export type LookSchedule = (look: () => Promise<void>, ms: number) => () => void;

const everyInterval: LookSchedule = (look, ms) => {
  const timer = setInterval(() => void look(), ms);
  // An idle server, a script or a test run is not kept alive by the watch.
  timer.unref();
  return () => clearInterval(timer);
};

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
 * read. It may over-report (on PGlite every write counts), which only costs the host a refill.
 *
 * - PostgreSQL: the count of rows written into this database's own tables (`pg_stat_user_tables`:
 *   inserted + updated + deleted, whatever the connection; not the visitor-private tables). A backend publishes its counts when it
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
  options: {
    intervalMs?: number | undefined;
    onError?: ((error: unknown) => void) | undefined;
    /**
     * The read replicas' handle the host's public answers come from (docs/adr/0285-reads-from-replicas.md):
     * a change is reported once the replica has replayed it, so a refill never caches the old rows.
     */
    replica?: Database | undefined;
    /** When to look; default every `intervalMs` on a timer. */
    schedule?: LookSchedule | undefined;
  } = {},
): DataVersionWatch {
  let version: string | undefined;
  /** The primary's WAL position of a change not yet reported because the replica had not replayed it. */
  let pendingLsn: string | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const ask = async (): Promise<void> => {
    try {
      const [row] = await db.rows<{ version: string; lsn?: string }>(db.kind === 'postgres' ? POSTGRES_VERSION : PGLITE_VERSION);
      if (stopped || row === undefined) return;
      const changed = version !== undefined && row.version !== version;
      version = row.version;
      if (!options.replica) {
        if (changed) onChanged();
        return;
      }
      if (changed && row.lsn !== undefined) pendingLsn = row.lsn;
      if (pendingLsn !== undefined && (await replayedUpTo(options.replica, pendingLsn))) {
        pendingLsn = undefined;
        if (!stopped) onChanged();
      }
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

  const stopSchedule = (options.schedule ?? everyInterval)(check, options.intervalMs ?? DATA_VERSION_POLL_MS);
  return {
    check,
    stop() {
      stopped = true;
      stopSchedule();
    },
  };
}
