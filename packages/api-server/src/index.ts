import { customerRoutes } from './routes/customer';
import { confirmationAttachments } from './documents/booking-documents';
import { STATUS_CODES } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { openDatabase, type Database } from './db/connection';
import { migrate } from './db/migrate';
import { openReadDatabase } from './db/read-replicas';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { withStartupLock } from './db/startup-lock';
import { badRequest, HttpError } from './lib/http';
import { buildOpenApi } from './lib/openapi';
import { systemClock, warsawToday, type Clock } from './lib/dates';
import { join } from 'node:path';
import { DEFAULT_RANDOM_SEED, isEmpty, seedDatabase } from './seed/index';
import { ensureStoredHotelPhotos } from './seed/hotel-photos';
import { offerRoutes } from './routes/offers';
import { settleOfferIndex, warmOfferIndex } from './search/offer-index';
import { offerDetailRoutes } from './routes/offer-detail';
import { offerCheckRoutes } from './routes/offer-checks';
import { offerForClientRoutes } from './routes/offer-for-client';
import { purchaseRoutes } from './routes/purchase';
import type { PaymentConfig } from './payments/config';
import { developmentApiSettings, type ApiSettings } from './api-settings';
import { createMailer } from './mail/mailer';
import { createOutboxSender, type OutboxSettings } from './mail/outbox';
import { renderConfirmation, type ConfirmationContext } from './mail/confirmation';
import { favoriteRoutes } from './routes/favorites';
import { hotelRoutes } from './routes/hotels';
import { contentRoutes } from './routes/content';
import { clientLogRoutes } from './routes/client-log';
import { authRoutes } from './routes/auth';
import { reviewRoutes } from './routes/reviews';
import { marketingRoutes } from './routes/marketing';
import { priceAlertRoutes } from './routes/price-alerts';
import type { MarketingConfig } from './marketing/config';
import { staffRoutes } from './staff/staff-routes';
import type { StaffLinksConfig } from './staff/staff-links';
import { refuseCrossOrigin } from './auth/same-origin';
import { notifyOnStaffWrites } from './lib/staff-writes';
import { watchDataVersion, type LookSchedule } from './lib/data-version';
import { createSessionLookup, registerSessionLookup, type SessionLookup } from './auth/session-context';
import { formatDemoAccounts, seedDemoAccounts } from './seed/demo-accounts';
import type { Metrics } from './observability/metrics';
import { registerApiMetrics } from './observability/api-metrics';
import { observeDatabase } from './observability/observed-database';
import { answersBeforeStartup, readinessRoute } from './observability/readiness';
import { tracingEnabled } from './observability/tracing';

export { requireRole } from './auth/require-role';
export type { SessionLookup } from './auth/session-context';
export type { SessionUser } from './auth/sessions';

export interface ApiOptions {
  /**
   * Everything the API reads from the environment, parsed once by the host's `main`
   * (`parseApiSettings(process.env)`, docs/adr/0256-one-config-passed-down.md). Default: the
   * development settings (tests, scripts). The options below override single parts of it.
   */
  settings?: ApiSettings | undefined;
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL streaming replicas for the search, hotel, guide and SEO reads; default
   * `settings.databaseReadUrls` (docs/adr/0285-reads-from-replicas.md). Needs a PostgreSQL primary.
   */
  databaseReadUrls?: readonly string[] | undefined;
  /** Keep PGlite in memory instead of files under dataDir (tests). */
  inMemory?: boolean | undefined;
  /** Offers to generate when the database is empty (0 skips seeding). Default 30 000. */
  seedOffers?: number | undefined;
  randomSeed?: number | undefined;
  clock?: Clock | undefined;
  /** An already open database (tests share one per file); the plugin then does not close it. */
  database?: Database | undefined;
  /**
   * Draw the seeded hotels' photos under `dataDir/images` (docs/adr/0120-hotel-photos.md).
   * Default: when the plugin opens its own database on files.
   */
  hotelPhotos?: boolean | undefined;
  /** Payment gateway and mail settings (ADR 0150); default `settings.payments`. */
  payments?: PaymentConfig | undefined;
  /**
   * The shop's address for outward links (e-mails, the gateway's return and status addresses): the
   * site server passes the address it serves; default BASE_URL of `payments`.
   */
  publicUrl?: string | undefined;
  /** The newsletter's and the forms' secret and bot-protection settings (ADR 0181); default `settings.marketing`. */
  marketing?: MarketingConfig | undefined;
  /** How often unpaid reservations past their hold are released, ms (default 60 000; 0: only on read). */
  sweepIntervalMs?: number | undefined;
  /**
   * Create the demo accounts (and print them) when seeding an empty database. Default
   * `settings.demoAccounts` (docs/adr/0140-staff-sign-in.md).
   */
  demoAccounts?: boolean | undefined;
  /** The CMS, MDS and hotel-points addresses of the staff links; default `settings.staffLinks`. */
  staffLinks?: StaffLinksConfig | undefined;
  /** Where the demo accounts are printed; default the console (`npm start` shows them). */
  printDemoAccounts?: ((text: string) => void) | undefined;
  /**
   * Receives the API's session lookup, so a host mounting the API in-process (the site server's
   * staff check on `*_debug` remotes) reads the same sessions without a round trip.
   */
  onSessionLookup?: ((lookup: SessionLookup) => void) | undefined;
  /**
   * Called after a staff call changed data that public pages show (lib/staff-writes.ts), and
   * within a second of any write committed by another process (lib/data-version.ts): a host that
   * reuses rendered pages or public answers drops them.
   */
  onPublicDataChanged?: (() => void) | undefined;
  /** When the data-version watch behind `onPublicDataChanged` looks; default once a second (tests pass their own). */
  dataVersionSchedule?: LookSchedule | undefined;
  /** HMAC secret of the review links in booking e-mails; default `settings.reviewLinkSecret` (docs/adr/0185-hotel-reviews.md). */
  reviewLinkSecret?: string | undefined;
  /** The mail outbox's lease and timer (docs/adr/0205-outbox-idempotency-lanes.md); default `settings.outbox`. */
  outbox?: OutboxSettings | undefined;
  /** Idempotency keys' lease and a repeat's wait (ms); default `settings.idempotencyLeaseMs` and 15 s. */
  idempotency?: { leaseMs?: number | undefined; waitMs?: number | undefined } | undefined;
  /** The host's Prometheus registry: the API adds its database and money-path metrics (docs/adr/0225-prometheus-metrics.md). */
  metrics?: Metrics | undefined;
}

/** The API as a Fastify plugin; the site server registers it with `{ prefix: '/api' }`. */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  const settings = options.settings ?? developmentApiSettings();
  const opened =
    options.database ??
    (await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.inMemory ? undefined : options.dataDir,
      pgliteThread: settings.pgliteThread,
    }));
  // Statements timed for the metrics and traced as spans, when either is on.
  const observed = options.metrics
    ? registerApiMetrics(options.metrics, { db: opened })
    : tracingEnabled()
      ? observeDatabase(opened, () => undefined)
      : undefined;
  const db = observed?.db ?? opened;
  // Reads that may lag behind (search, hotels, guide, SEO) go to the replicas when there are any;
  // writes and what a buyer just wrote (orders, payments, sessions, favourites) stay on `db`.
  const readUrls = options.databaseReadUrls ?? settings.databaseReadUrls;
  if (readUrls.length > 0 && db.kind !== 'postgres') throw new Error('DATABASE_READ_URLS needs a PostgreSQL primary (DATABASE_URL)');
  const readDb = readUrls.length > 0 ? await openReadDatabase(readUrls, db) : db;

  const applied = await withStartupLock(db, () => migrate(db));
  if (applied.length) app.log.info({ applied }, 'database migrations applied');
  const seedOffers = options.seedOffers ?? 30_000;
  const demoAccounts = options.demoAccounts ?? settings.demoAccounts;
  // Seeding runs after the plugin has started (the host's plugin timeout stays untouched);
  // requests wait for it, so the first one after a fresh start sees the full demo data.
  const seeded = (async () => {
    // Another API process starting at the same time seeds first, or waits for this one.
    await withStartupLock(db, async () => {
      if (!(seedOffers > 0 && (await isEmpty(db)))) return;
      const report = await seedDatabase(
        db,
        { offers: seedOffers, today: warsawToday(clock), randomSeed: options.randomSeed ?? DEFAULT_RANDOM_SEED },
        (m) => app.log.info(m),
      );
      app.log.info(report, 'demo data seeded');
      if (demoAccounts) {
        const accounts = await seedDemoAccounts(db, clock());
        if (accounts.length > 0) (options.printDemoAccounts ?? console.info)(formatDemoAccounts(accounts));
      }
    });
    if (options.hotelPhotos ?? (!options.database && !options.inMemory)) {
      // Processes that share DATA_DIR (API_PROCESSES > 1) draw one at a time: one that found no
      // stamp yet would otherwise clear the folder another is writing into.
      const photos = await withStartupLock(db, () => ensureStoredHotelPhotos(db, join(options.dataDir, 'images')));
      if (photos?.written) app.log.info(photos, 'hotel photos drawn');
    }
    // The offer index before the first request (searches answer with SQL until it is there; a
    // failed load is logged by the index and leaves them on SQL).
    const started = Date.now();
    const index = await warmOfferIndex(readDb);
    if (index) app.log.info({ offers: index.offers, ms: Date.now() - started }, 'offer index loaded');
  })();
  seeded.catch((err: unknown) => app.log.error({ err }, 'seeding failed'));
  let startupDone = false;
  // A failed start-up is logged above and leaves the process unready; no second rejection here.
  void seeded.then(
    () => {
      startupDone = true;
    },
    () => undefined,
  );
  app.addHook('onRequest', async (request) => {
    if (answersBeforeStartup(request.routeOptions.config)) return;
    await seeded;
  });
  app.addHook('onClose', async () => {
    await seeded.catch(() => undefined);
    await settleOfferIndex(readDb);
    observed?.stop();
    if (readDb !== db) await readDb.close();
    if (!options.database) await db.close();
  });

  // CSRF: a state-changing call from another site's page is refused before anything else runs.
  app.addHook('onRequest', refuseCrossOrigin);
  if (options.onPublicDataChanged) {
    notifyOnStaffWrites(app, options.onPublicDataChanged);
    // Writes made elsewhere (an offer import in its own process, another API process) reach the host too.
    const dataVersion = watchDataVersion(db, options.onPublicDataChanged, {
      onError: (err) => app.log.warn({ err }, 'data version check failed'),
      // Reported once the replicas the public answers come from have replayed the change.
      ...(readDb !== db ? { replica: readDb } : {}),
      schedule: options.dataVersionSchedule,
    });
    app.addHook('onClose', async () => dataVersion.stop());
  }
  const sessionUserOf = createSessionLookup(db, clock);
  registerSessionLookup(app, sessionUserOf);
  options.onSessionLookup?.(sessionUserOf);
  // docs/product/api-catalogue.md: calls without a body still send the client's default form-urlencoded header (the
  // typed client does, e.g. sign-out). An empty body is no body, whatever its declared type; a
  // non-empty form stays a 415 wherever no route takes forms (what a cross-site HTML form sends).
  app.addHook('onRequest', async (request) => {
    const length = request.headers['content-length'];
    const empty = (length === undefined || length === '0') && request.headers['transfer-encoding'] === undefined;
    if (empty && request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) delete request.headers['content-type'];
  });
  // Limits are declared per call in the contracts (`rateLimit`) and applied by route(). On PostgreSQL,
  // which several API processes may share, the counters are rows (ADR 0195); PGlite belongs to one process.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => rateLimited(context.ttl),
    ...(db.kind === 'postgres' ? { store: databaseRateLimitStore(db) } : {}),
  });

  // PostgreSQL text cannot hold U+0000: a parameter carrying one is bad input, never a failed query.
  // Path parameters too: the routes registered by hand (the sandbox gateway's page, documents,
  // photos) read theirs without a contract schema.
  app.addHook('preValidation', async (request) => {
    const where = pathOfNul(request.params, 'params') ?? pathOfNul(request.query, 'query') ?? pathOfNul(request.body, 'body');
    if (where !== undefined) throw badRequest(where.replace(/^(params|query|body)\.?/, '') || where, 'must not contain a NUL character');
  });

  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: STATUS_CODES[error.statusCode] ?? 'Error',
        message: error.message,
        ...(error.parameter ? { parameter: error.parameter } : {}),
        ...error.details,
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON (400), body too large (413), wrong content type (415),
      // each named by its own status like every other error (docs/product/order-and-payment.md).
      return reply.status(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: error.message,
        parameter: 'body',
        code: 'invalid-body',
      });
    }
    req.log.error({ err: error }, 'unhandled API error');
    return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
  });
  // A success carries its call's declared policy (set by route()); anything else, errors first,
  // must never be kept by a shared cache.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No API route ${req.method} ${req.url.split('?')[0]}` }),
  );

  app.get('/health', async () => ({ status: 'ok' as const }));
  await readinessRoute(app, { db, searchDb: readDb, startupDone: () => startupDone });
  const openapi = buildOpenApi();
  app.get('/openapi.json', async () => openapi);

  const deps = { db, today: () => warsawToday(clock), now: clock };
  const readDeps = { ...deps, db: readDb };
  const reviewLinkSecret = options.reviewLinkSecret ?? settings.reviewLinkSecret;
  // One mailer and one outbox sender for every e-mail of the API (docs/adr/0205-outbox-idempotency-lanes.md).
  const parsedPayments = options.payments ?? settings.payments;
  const mailConfig =
    options.publicUrl === undefined ? parsedPayments : { ...parsedPayments, publicUrl: options.publicUrl.replace(/\/$/, '') };
  const mailer = createMailer({ smtpUrl: mailConfig.smtpUrl, from: mailConfig.mailFrom, dataDir: options.dataDir });
  const confirmationContext = (): ConfirmationContext => ({
    today: warsawToday(clock),
    now: clock(),
  });
  const outbox = createOutboxSender({
    db,
    mailer,
    from: mailConfig.mailFrom,
    clock,
    settings: options.outbox ?? settings.outbox,
    onError: (err, context) => app.log.error({ err }, context),
    renderMissing: async ({ kind, orderId }) =>
      kind === 'confirmation' && orderId ? renderConfirmation(db, orderId, confirmationContext()) : undefined,
    // The booking's PDFs ride with its confirmation (docs/adr/0241-documents-as-pdfs.md).
    attachmentsFor: async ({ kind, orderId, createdAt }) =>
      kind === 'confirmation' && orderId ? confirmationAttachments(db, orderId, { today: warsawToday(() => createdAt), createdAt }) : [],
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });
  await offerRoutes(app, readDeps);
  await offerDetailRoutes(app, deps);
  await offerCheckRoutes(app, deps);
  await offerForClientRoutes(app, deps);
  await purchaseRoutes(app, deps, {
    clock,
    payments: mailConfig,
    sweepIntervalMs: options.sweepIntervalMs,
    outbox,
    confirmationContext,
    idempotency: { leaseMs: options.idempotency?.leaseMs ?? settings.idempotencyLeaseMs, waitMs: options.idempotency?.waitMs },
    production: settings.production,
  });
  await favoriteRoutes(app, deps);
  await hotelRoutes(app, readDeps);
  await contentRoutes(app, readDeps);
  await clientLogRoutes(app);
  await authRoutes(app, deps);
  await customerRoutes(app, deps, { outbox, siteUrl: mailConfig.publicUrl });
  await marketingRoutes(app, deps, { outbox, payments: mailConfig, marketing: options.marketing ?? settings.marketing });
  await priceAlertRoutes(app, deps, { outbox, payments: mailConfig, marketing: options.marketing ?? settings.marketing });
  await staffRoutes(app, deps, options.staffLinks ?? settings.staffLinks);
  await reviewRoutes(app, deps, {
    dataDir: options.dataDir,
    clock,
    linkSecret: reviewLinkSecret,
    siteUrl: mailConfig.publicUrl,
    sweepIntervalMs: options.sweepIntervalMs,
  });
};

/** @fastify/rate-limit's refusal (it has set `Retry-After` already), answered like every API error. */
function rateLimited(ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(429, `Too many requests, try again in ${seconds} s`, undefined, {
    code: 'rate-limited',
    retryAfterSeconds: seconds,
  });
}

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
