import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import { migrations } from '../db/migrate';
import { offerIndexVersion } from '../search/offer-index';

/** Route config of calls answered while the start-up work runs (every other call waits for it). */
export const answersBeforeStartup = (config: unknown): boolean =>
  typeof config === 'object' && config !== null && (config as { answersBeforeStartup?: unknown }).answersBeforeStartup === true;

/** A check that hangs (a database behind a dead network) answers "not ready" after this long. */
const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessOptions {
  readonly db: Database;
  /** The handle the searches read (the read replicas' when configured): whose offer index counts. */
  readonly searchDb?: Database | undefined;
  /** Whether the start-up work (seed, photos, the offer index's first load) has ended. */
  readonly startupDone: () => boolean;
}

interface Check {
  readonly ok: boolean;
  readonly detail?: string;
}

/**
 * `GET /api/ready` (docs/adr/0227-readiness-and-backups.md): 200 once this process can serve
 * searches and orders (the database answers, every migration is applied, the start-up work has
 * ended and the offer index is loaded), else 503 with the failing checks, so a load balancer sends
 * it nothing yet. `/api/health` stays the cheap liveness answer that needs none of these.
 */
export async function readinessRoute(app: FastifyInstance, options: ReadinessOptions): Promise<void> {
  app.get('/ready', { config: { answersBeforeStartup: true } }, async (_request, reply) => {
    const [database, migrationsApplied] = await Promise.all([
      within(async () => {
        await options.db.rows(sql`SELECT 1`);
        return { ok: true };
      }),
      within(async () => {
        const done = new Set(
          (await options.db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations`)).map((row) => row.version),
        );
        const pending = migrations.filter((m) => !done.has(m.version)).map((m) => m.version);
        return pending.length === 0 ? { ok: true } : { ok: false, detail: `not applied: ${pending.join(', ')}` };
      }),
    ]);
    const startup: Check = options.startupDone() ? { ok: true } : { ok: false, detail: 'seeding or loading' };
    const version = offerIndexVersion(options.searchDb ?? options.db);
    const offerIndex: Check = version === undefined ? { ok: false, detail: 'not loaded' } : { ok: true, detail: `version ${version}` };
    const checks = { database, migrations: migrationsApplied, startup, offerIndex };
    const ready = Object.values(checks).every((check) => check.ok);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not-ready', checks });
  });
}

async function within(check: () => Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({ ok: false, detail: error instanceof Error ? error.message.slice(0, 200) : 'failed' })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
