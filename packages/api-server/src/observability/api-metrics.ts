import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { offerIndexUse, offerIndexVersion } from '../search/offer-index';
import { counterFromTotals, scrapedGauge, type Metrics } from './metrics';
import { observeDatabase } from './observed-database';

export interface ApiMetricsSources {
  /** The database the API reads through; statements run on the returned view are observed. */
  readonly db: Database;
}

/**
 * The API's metrics (docs/adr/0225-prometheus-metrics.md): statement latency and in-flight
 * statements, the connection pool, the offer index's lag behind the database, and the money
 * path's state read from the database at scrape time. A query of a table a migration has not made
 * yet (or has renamed) leaves its metric out instead of failing the scrape. Returns the observed
 * database the API must use and a function that stops observing (the plugin's close).
 */
export function registerApiMetrics(metrics: Metrics, sources: ApiMetricsSources): { db: Database; stop(): void } {
  const { registry } = metrics;
  const observed = observeDatabase(sources.db, (operation, seconds) => metrics.dbQueryDuration.observe({ operation }, seconds));
  const db = observed.db;

  scrapedGauge(registry, {
    name: 'travel_db_queries_in_flight',
    help: 'SQL statements of this process running or waiting for a connection now.',
    collect() {
      this.set(observed.inFlight());
    },
  });
  scrapedGauge(registry, {
    name: 'travel_db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (idle, in use) and clients waiting for one (waiting); PGlite has one connection.',
    labelNames: ['state'],
    collect() {
      const pool = db.poolStats?.();
      if (pool === undefined) {
        const running = observed.inFlight();
        this.set({ state: 'in_use' }, Math.min(1, running));
        this.set({ state: 'idle' }, running > 0 ? 0 : 1);
        this.set({ state: 'waiting' }, Math.max(0, running - 1));
        return;
      }
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const readRows = async <T>(query: SQL): Promise<T[] | undefined> => {
    try {
      // Not through the observed view: a scrape is not the API's work, in latency or in traces.
      return await sources.db.rows<T>(query);
    } catch {
      return undefined;
    }
  };
  /** Counts by one column of a table that may not exist (yet): `undefined` leaves the metric out. */
  const countsBy = async (table: string, query: SQL) => {
    const exists = await readRows<{ t: string | null }>(sql`SELECT to_regclass(${table})::text AS t`);
    if (exists?.[0]?.t == null) return undefined;
    return readRows<{ key: string; n: string | number }>(query);
  };
  const setCounts = (
    gauge: ReturnType<typeof scrapedGauge<string>>,
    label: string,
    rows: Array<{ key: string; n: string | number }> | undefined,
  ) => {
    gauge.reset();
    for (const row of rows ?? []) gauge.set({ [label]: row.key }, Number(row.n));
  };

  scrapedGauge(registry, {
    name: 'travel_offer_index_version_lag',
    aggregator: 'max',
    help: 'Data versions the offer index of this process is behind the database (0: searches are answered from memory).',
    async collect() {
      const rows = await readRows<{ version: string }>(sql`SELECT version::text AS version FROM search_data_version WHERE id = 1`);
      const loaded = offerIndexVersion(db);
      const current = Number(rows?.[0]?.version);
      if (!Number.isFinite(current)) return;
      this.set(loaded === undefined ? current : Math.max(0, current - loaded));
    },
  });
  counterFromTotals(
    registry,
    {
      name: 'travel_offer_search_answers_total',
      help: 'Search calls answered from the in-memory offer index (path="index") or with SQL (path="sql").',
      labelNames: ['path'],
    },
    () => [
      [{ path: 'index' }, offerIndexUse.index],
      [{ path: 'sql' }, offerIndexUse.sql],
    ],
  );

  scrapedGauge(registry, {
    name: 'travel_orders',
    // Rows of the one database: every API process reads the same number.
    aggregator: 'first',
    help: 'Orders in the database by state.',
    labelNames: ['state'],
    async collect() {
      setCounts(this, 'state', await countsBy('orders', sql`SELECT state AS key, count(*) AS n FROM orders GROUP BY state`));
    },
  });
  scrapedGauge(registry, {
    name: 'travel_payments',
    // Rows of the one database: every API process reads the same number.
    aggregator: 'first',
    help: 'Payments (attempts at the gateway) in the database by state.',
    labelNames: ['state'],
    async collect() {
      setCounts(this, 'state', await countsBy('payments', sql`SELECT status AS key, count(*) AS n FROM payments GROUP BY status`));
    },
  });
  scrapedGauge(registry, {
    name: 'travel_refunds_pending',
    // Rows of the one database: every API process reads the same number.
    aggregator: 'first',
    help: 'Refunds asked of the gateway and not done (pending or failed, asked again by reconciliation).',
    async collect() {
      const rows = await countsBy('payment_refunds', sql`SELECT 'all' AS key, count(*) AS n FROM payment_refunds WHERE status <> 'done'`);
      if (rows !== undefined) this.set(Number(rows[0]?.n ?? 0));
    },
  });
  scrapedGauge(registry, {
    name: 'travel_payment_incidents',
    // Rows of the one database: every API process reads the same number.
    aggregator: 'first',
    help: 'Payment incidents for staff (late payment rebooked or refunded, double payment, failed refund) by kind.',
    labelNames: ['kind'],
    async collect() {
      setCounts(
        this,
        'kind',
        await countsBy('payment_incidents', sql`SELECT kind AS key, count(*) AS n FROM payment_incidents GROUP BY kind`),
      );
    },
  });
  const notifications = scrapedGauge(registry, {
    name: 'travel_payment_notifications_total',
    // Rows of the one database: every API process reads the same number.
    aggregator: 'first',
    help: 'Gateway notifications recorded, by outcome (unknown-session, amount-mismatch and not-verified were refused with a 422).',
    labelNames: ['outcome'],
    async collect() {
      setCounts(
        this,
        'outcome',
        await countsBy('payment_notifications', sql`SELECT outcome AS key, count(*) AS n FROM payment_notifications GROUP BY outcome`),
      );
    },
  });
  (notifications as unknown as { type: string }).type = 'counter';
  scrapedGauge(registry, {
    name: 'travel_outbox_backlog',
    // Rows of the one database: every API process reads the same number.
    aggregator: 'first',
    help: 'E-mails in the outbox not sent yet.',
    async collect() {
      const rows = await countsBy('mail_outbox', sql`SELECT 'all' AS key, count(*) AS n FROM mail_outbox WHERE sent_at IS NULL`);
      if (rows !== undefined) this.set(Number(rows[0]?.n ?? 0));
    },
  });
  scrapedGauge(registry, {
    name: 'travel_outbox_oldest_unsent_age_seconds',
    // Rows of the one database: every API process reads the same number.
    aggregator: 'first',
    help: 'How long the oldest unsent e-mail of the outbox has waited (0: none waiting).',
    async collect() {
      const rows = await countsBy(
        'mail_outbox',
        sql`SELECT 'age' AS key, coalesce(extract(epoch FROM now() - min(created_at)), 0) AS n FROM mail_outbox WHERE sent_at IS NULL`,
      );
      if (rows !== undefined) this.set(Math.max(0, Number(rows[0]?.n ?? 0)));
    },
  });

  return { db, stop: observed.stop };
}
