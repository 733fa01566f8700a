import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection';

/** How often one process deletes the counters whose window ended (each call only upserts its own row). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Counts one call against `key` in the window that holds it, on the database clock, and answers the
 * count and the window's remaining milliseconds: a window that ended starts again at 1. One upsert,
 * atomic under concurrent processes (the row's lock orders them).
 */
export async function countRateLimitHit(db: Queryable, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await db.rows<{ hits: number; ttl_ms: number }>(sql`
    INSERT INTO rate_limit_hits AS r (key, hits, window_ends_at)
    VALUES (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
      window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp() THEN excluded.window_ends_at ELSE r.window_ends_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM r.window_ends_at - clock_timestamp()) * 1000))::int AS ttl_ms`);
  if (row === undefined) throw new Error('rate_limit_hits: the upsert returned no row');
  return { current: row.hits, ttl: row.ttl_ms };
}

/**
 * An @fastify/rate-limit store over the `rate_limit_hits` table, so every API process behind one
 * PostgreSQL counts the same calls (docs/adr/0195-api-process-per-core.md); the plugin's own store
 * counts in one process's memory. Fixed windows, as the plugin's stores; `continueExceeding` and
 * `exponentialBackoff` are not offered (no contract asks for them). A failed count fails the call
 * (the plugin's default), never lets it through uncounted.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < RATE_LIMIT_SWEEP_MS) return;
    lastSweep = now;
    // Best effort: a missed sweep leaves a few dead rows for the next one.
    db.rows(sql`DELETE FROM rate_limit_hits WHERE window_ends_at < clock_timestamp()`).catch(() => undefined);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** One namespace per route (`POST /api/auth/login/ `), as the plugin's own stores keep; the plugin constructs the root store with its options. */
    private namespace = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      countRateLimitHit(db, this.namespace + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged limit options, the route under `routeInfo` (its Redis store reads it there).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? routeOptions;
      const store = new DatabaseRateLimitStore();
      store.namespace = `${String(route.method)} ${String(route.url)} `;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}
