import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './connection';

/** How long a replica that failed to answer is passed over before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;

/**
 * Whether a failed statement means the server could not be reached or went away (then the next
 * replica is tried), rather than the statement itself being wrong: no SQLSTATE (a refused or
 * dropped socket), class 08 (connection exception), 57P01-57P03 (shut down, cannot connect now).
 */
export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return true;
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || /^E[A-Z]+$/.test(code);
}

/**
 * One `Database` handle for the reads that may lag behind the primary (the search, hotel, guide
 * and SEO calls; docs/adr/0285-reads-from-replicas.md), over one or more PostgreSQL streaming
 * replicas. Every statement goes to the first replica that answers ("first healthy"), so the offer
 * index, its data version and the reads around them come from one replica's replayed state; a
 * replica that fails is passed over for `REPLICA_RETRY_MS`, and with none answering the primary
 * answers. Writes are refused: they belong on `writer`, the primary.
 */
export async function openReadDatabase(urls: readonly string[], primary: Database): Promise<Database> {
  const replicas = await Promise.all(urls.map((url) => openDatabase({ databaseUrl: url })));
  const downUntil = replicas.map(() => 0);

  const run = async <T>(use: (db: Database) => Promise<T>): Promise<T> => {
    const now = Date.now();
    for (let i = 0; i < replicas.length; i++) {
      if (downUntil[i]! > now) continue;
      try {
        return await use(replicas[i]!);
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        downUntil[i] = Date.now() + REPLICA_RETRY_MS;
        console.warn(`read replica ${i + 1} of ${replicas.length} did not answer (${(error as Error).message}); trying the next one.`);
      }
    }
    return use(primary);
  };
  const readOnly = (what: string) => () => Promise.reject(new Error(`${what} on the read replicas: writes go to the primary`));

  return {
    kind: 'postgres',
    writer: primary,
    rows: (query) => run((db) => db.rows(query)),
    transaction: (fn) => run((db) => db.transaction(fn)),
    exec: readOnly('exec'),
    copyFrom: readOnly('copyFrom'),
    poolStats: () => {
      const all = replicas.map((r) => r.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 });
      return all.reduce((a, b) => ({ total: a.total + b.total, idle: a.idle + b.idle, waiting: a.waiting + b.waiting }), {
        total: 0,
        idle: 0,
        waiting: 0,
      });
    },
    async close() {
      await Promise.all(replicas.map((r) => r.close()));
    },
  };
}

/**
 * Whether `replica` has replayed everything `primary` had written when this was called: its last
 * replayed WAL position is at or past the primary's current one. A server that is not a standby
 * (no replay position) counts as caught up.
 */
export async function replayedOnReplica(primary: Database, replica: Database): Promise<boolean> {
  const [p] = await primary.rows<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`);
  return replayedUpTo(replica, p!.lsn);
}

/** Whether `replica` has replayed the primary's WAL up to `lsn` (true on a server that is not a standby). */
export async function replayedUpTo(replica: Database, lsn: string): Promise<boolean> {
  const [r] = await replica.rows<{ replayed: boolean }>(sql`SELECT coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, true) AS replayed`);
  return r?.replayed === true;
}
