import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { openDatabase, type Database } from './db/connection';
import { migrate } from './db/migrate';
import { badRequest, HttpError } from './lib/http';
import { buildOpenApi } from './lib/openapi';
import { systemClock, warsawToday, type Clock } from './lib/dates';
import { DEFAULT_RANDOM_SEED, isEmpty, seedDatabase } from './seed/index';
import { offerRoutes } from './routes/offers';
import { hotelRoutes } from './routes/hotels';
import { contentRoutes } from './routes/content';

export interface ApiOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Keep PGlite in memory instead of files under dataDir (tests). */
  inMemory?: boolean | undefined;
  /** Offers to generate when the database is empty (0 skips seeding). Default 30 000. */
  seedOffers?: number | undefined;
  randomSeed?: number | undefined;
  clock?: Clock | undefined;
  /** An already open database (tests share one per file); the plugin then does not close it. */
  database?: Database | undefined;
}

/** The API as a Fastify plugin; the site server registers it with `{ prefix: '/api' }`. */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  const db = options.database ?? await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.inMemory ? undefined : options.dataDir,
  });

  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'database migrations applied');
  const seedOffers = options.seedOffers ?? 30_000;
  // Seeding runs after the plugin has started (the host's plugin timeout stays untouched);
  // requests wait for it, so the first one after a fresh start sees the full demo data.
  const seeded = (async () => {
    if (seedOffers > 0 && (await isEmpty(db))) {
      const report = await seedDatabase(db, { offers: seedOffers, today: warsawToday(clock), randomSeed: options.randomSeed ?? DEFAULT_RANDOM_SEED }, (m) => app.log.info(m));
      app.log.info(report, 'demo data seeded');
    }
  })();
  seeded.catch((err: unknown) => app.log.error({ err }, 'seeding failed'));
  app.addHook('onRequest', async () => {
    await seeded;
  });
  app.addHook('onClose', async () => {
    await seeded.catch(() => undefined);
    if (!options.database) await db.close();
  });

  // PostgreSQL text cannot hold U+0000: a parameter carrying one is bad input, never a failed query.
  app.addHook('preValidation', async (request) => {
    const where = pathOfNul(request.query, 'query') ?? pathOfNul(request.body, 'body');
    if (where !== undefined) throw badRequest(where.replace(/^(query|body)\.?/, '') || where, 'must not contain a NUL character');
  });

  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: error.statusCode === 400 ? 'Bad Request' : error.statusCode === 404 ? 'Not Found' : 'Error',
        message: error.message,
        ...(error.parameter ? { parameter: error.parameter } : {}),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send({ statusCode: status, error: 'Bad Request', message: error.message, parameter: 'body' });
    }
    req.log.error({ err: error }, 'unhandled API error');
    return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No API route ${req.method} ${req.url.split('?')[0]}` }));

  app.get('/health', async () => ({ status: 'ok' as const }));
  const openapi = buildOpenApi();
  app.get('/openapi.json', async () => openapi);

  const deps = { db, today: () => warsawToday(clock) };
  await offerRoutes(app, deps);
  await hotelRoutes(app, deps);
  await contentRoutes(app, deps);
};

/** Path of the first string holding U+0000 in a parsed query or body (`query.pathname`), if any. */
function pathOfNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, `${path}.${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
