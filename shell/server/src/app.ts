import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { setHostApiFetch } from '@travel/api-client';
import type { apiPlugin } from '@travel/api-server';
import type { ApiSettings } from '@travel/api-server/api-settings';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SiteServerConfig } from './config';
import { apiProxy } from './features/api/api-proxy';
import { createInProcessApiFetch, requestPath } from './features/api/in-process-api-fetch';
import { registerPublicAnswerCache } from './features/api/public-answer-cache';
import { buildIdRoute } from './features/assets/build-id-route';
import { cspReportRoute, type CspReportCounter } from './features/csp-report/csp-report-route';
import { localeRoutes } from './features/assets/locale-routes';
import { imageRoutes } from './features/images/image-routes';
import { preRoutingErrorHandlers, registerSecurityHeaders } from './features/headers/security-headers';
import { createFirstPaintCache, type CachedFirstPaintRenderer } from './features/first-paint/first-paint-cache';
import { createFirstPaintRenderer, type TimeBox } from './features/first-paint/first-paint-renderer';
import { createSiteTexts } from './features/texts/site-texts';
import { createServerBundleStore } from './features/first-paint/server-bundle-store';
import { createRenderPool } from './features/first-paint/render-pool';
import { createRenderAdmission } from './features/load/render-admission';
import { healthRoute } from './features/health/health-route';
import { createConcurrencyLimit } from './features/load/concurrency-limit';
import { registerLoadShedding } from './features/load/load-shedding';
import { createKnownAddresses, type KnownAddresses } from './features/pages/known-addresses';
import { createDestinationAddresses, type DestinationAddresses } from './features/pages/destination-addresses';
import { createListingOfferCounts, type ListingOfferCounts } from './features/pages/listing-offer-counts';
import { createPageMetaSource } from './features/pages/page-meta';
import { pageRoutes } from './features/pages/page-routes';
import { createPageTextsSource } from './features/pages/page-texts';
import { createManifestStore } from './features/remotes/manifest-store';
import { createRegistryStore } from './features/remotes/registry-store';
import { createVisitorRegistry } from './features/remotes/visitor-registry';
import { sitemapRoutes } from './features/sitemap/sitemap-routes';
import { remoteRoutes } from './features/remotes/remote-routes';
import type { SessionLookup } from '@travel/api-server';
import { createMetrics, observeRequests } from '@travel/api-server/observability/metrics';
import { metricsRoute } from '@travel/api-server/observability/metrics-route';
import { injectTraceHeaders, traceRequests, tracingServerFactory } from '@travel/api-server/observability/tracing';
import { registerSiteMetrics, timedRenderer } from './features/metrics/site-metrics';
import {
  inProcessRolesReader,
  remoteRolesReader,
  sessionStaffAccess,
  sessionStaffPages,
  type StaffAccessCheck,
  type StaffPageAccess,
} from './features/remotes/staff-access';

export interface SiteServerOptions {
  /** Fastify logger setting; tests pass `false`. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Who may see `*_debug` remotes; default: staff roles of the session the request's cookie names. */
  readonly staffAccess?: StaffAccessCheck;
  /** Who may open which staff page (`STAFF_ROUTES`); default: the session's roles. */
  readonly staffPages?: StaffPageAccess;
  /** The API mounted at `/api` when API_URL is not set; tests pass a stand-in. */
  readonly api?: typeof apiPlugin;
  /** The mounted API's settings, parsed once by `main` (docs/adr/0256-one-config-passed-down.md); default the development ones. */
  readonly apiSettings?: ApiSettings;
  /** The first paint's time box; tests end it themselves. Default: a FIRST_PAINT_TIMEOUT_MS timer. */
  readonly firstPaintTimeBox?: TimeBox;
  /** The clock listing addresses are read by (a season that rolled over); default: the real one. */
  readonly now?: () => Date;
}

const META_PATH = '/api/seo/meta/';
/** Rendered public pages kept at most (~50-150 KB each). */
const FIRST_PAINT_CACHE_ENTRIES = 200;
/** Public API answers kept at most (a listing page of offers is ~20-40 KB of JSON). */
const PUBLIC_ANSWER_CACHE_ENTRIES = 2_000;
const PUBLIC_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The site server: the shell's pages with their head, the remote registry and remote builds,
 * translations, the build id, and the API under `/api` (in-process, or proxied to API_URL).
 * Resolves once every plugin (the API's database included) is ready.
 */
export async function buildSiteServer(config: SiteServerConfig, options: SiteServerOptions = {}): Promise<FastifyInstance> {
  // With tracing on (docs/adr/0226-opentelemetry-traces.md) each request's span starts before Fastify sees it.
  const serverFactory = tracingServerFactory();
  // Answers made before routing (bad URL, parser errors such as 431) carry the security headers too.
  const app = Fastify({
    ...(serverFactory === undefined ? {} : { serverFactory }),
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    // The API plugin opens and migrates its database: a first PGlite start (initdb) takes ~2.5 s on
    // a quiet machine and over 10 s (Fastify's default) on a loaded one. It used to slip through
    // only because PGlite blocked the loop, and with it the timer (docs/adr/0115-pglite-worker-thread.md).
    pluginTimeout: 120_000,
    ...preRoutingErrorHandlers(config),
  });
  let sessionLookup: SessionLookup | undefined;
  /** Offers per landing page (noindex and the sitemap); made once `/api` is reachable. */
  let listingOffers: ListingOfferCounts | undefined;
  /** The destination guide's places by path or slug (a slug address is redirected); made once `/api` is reachable. */
  let destinationAddresses: DestinationAddresses | undefined;
  let known: KnownAddresses | undefined;
  const rolesReader =
    config.apiUrl === undefined ? inProcessRolesReader(() => sessionLookup) : remoteRolesReader(config.apiUrl, config.metaTimeoutMs);
  const warnStaff = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const staffAccess = options.staffAccess ?? sessionStaffAccess(rolesReader, warnStaff);
  const staffPages = options.staffPages ?? sessionStaffPages(rolesReader, warnStaff);
  // Every request of this instance (the in-process API's included) by route template (docs/adr/0225-prometheus-metrics.md).
  const metrics = createMetrics();
  traceRequests(app);
  observeRequests(app, metrics);

  // Registered first: it wraps routes as they are added.
  // A page (~150 KB of HTML, ~2 ms of brotli) is compressed in one call, not streamed through the
  // thread pool: on two busy cores the stream's many small steps each waited their turn behind the
  // whole event loop, and cached pages took 10× their CPU time (docs/adr/0193-site-server-throughput.md).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], syncThreshold: 512 * 1024 });
  registerSecurityHeaders(app, config);
  // Before load shedding: a kept public answer costs no API slot and is served even while the
  // server sheds API work (docs/adr/0193-site-server-throughput.md).
  const publicAnswers = registerPublicAnswerCache(app, {
    ttlMs: config.publicAnswerCacheMs,
    // An address in demand is asked for again in its last fifth, in the background: no caller waits.
    refreshAheadMs: config.publicAnswerCacheMs / 5,
    maxEntries: PUBLIC_ANSWER_CACHE_ENTRIES,
    maxBytes: PUBLIC_ANSWER_CACHE_BYTES,
  });
  // Before the API is mounted, so its routes inherit the cap (docs/adr/0110-load-shedding.md).
  const load = await registerLoadShedding(app, {
    apiLimit: createConcurrencyLimit(config.apiMaxConcurrent),
    checkoutLimit: createConcurrencyLimit(config.apiCheckoutMaxConcurrent),
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
  });
  // Only for reply.sendFile(): which files are public is decided by the routes below.
  await app.register(fastifyStatic, { root: config.shellDist, serve: false, cacheControl: false, etag: true, lastModified: true });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ error: 'not-found', path: request.url.split('?')[0] }),
  );
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Client errors (bad JSON, body too large, forbidden path) keep their status; nothing else leaks.
    const code = status >= 400 && status < 500 ? status : 500;
    const message = code === 500 || !(error instanceof Error) ? 'internal-error' : error.message;
    return reply.code(code).header('cache-control', 'no-store').send({ error: message });
  });

  /** `/api/...` as the site server reaches it: in-process, or at API_URL. */
  let apiFetch: typeof fetch;
  if (config.apiUrl === undefined) {
    // Loaded on demand: tests with a stand-in API never open the real database.
    const api = options.api ?? (await import('@travel/api-server')).apiPlugin;
    await app.register(api, {
      prefix: '/api',
      settings: options.apiSettings,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      // E-mails and the gateway's return address point where this server's pages do.
      publicUrl: config.baseUrl,
      metrics,
      onSessionLookup: (lookup) => {
        sessionLookup = lookup;
      },
      // A staff change (a hit offer, a published review) shows on the next page, not 5 s later;
      // a write by another process (an offer import) within a second.
      onPublicDataChanged: () => {
        publicAnswers.clear();
        firstPaint?.clear();
        listingOffers?.clear();
        destinationAddresses?.clear();
        known?.clear();
      },
    });
    apiFetch = createInProcessApiFetch(app);
  } else {
    const apiUrl = config.apiUrl;
    await app.register(apiProxy, { apiUrl });
    apiFetch = (input, init) => {
      const headers = new Headers(init?.headers);
      injectTraceHeaders(headers);
      return fetch(`${apiUrl}${requestPath(input)}`, {
        ...init,
        headers,
        signal: init?.signal ?? AbortSignal.timeout(config.metaTimeoutMs),
      });
    };
  }
  const fetchMeta = async (pathname: string) => {
    const response = await apiFetch(`${META_PATH}?pathname=${encodeURIComponent(pathname)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.metaTimeoutMs),
    });
    return { status: response.status, body: parseJson(await response.text()) };
  };

  let firstPaint: CachedFirstPaintRenderer | undefined;
  // One snapshot of the texts for the files served, the pages rendered and the version pages carry.
  const siteTexts = await createSiteTexts(config.localesDir, {
    // A page drawn with the old texts is not served again.
    onChange: () => firstPaint?.clear(),
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  // The server answers once its render workers can render: a first page is never a plain shell for their start-up.
  let renderWorkersReady: Promise<void> | undefined;
  if (config.firstPaintTimeoutMs > 0) {
    // Process-wide: pages rendered here call the API through the site server.
    setHostApiFetch(apiFetch);
    // Renders on worker threads, their API calls answered here (docs/adr/0275-renders-on-every-core.md).
    const pool =
      config.firstPaintWorkers > 0
        ? createRenderPool({
            workers: config.firstPaintWorkers,
            dataDir: config.dataDir,
            localesDir: config.localesDir,
            apiFetch,
            warn: (message, error) => app.log.warn({ err: error }, message),
          })
        : undefined;
    if (pool !== undefined) app.addHook('onClose', () => pool.close());
    renderWorkersReady = pool?.ready();
    const renderSlots = config.firstPaintMaxConcurrent * Math.max(1, config.firstPaintWorkers);
    const renderer = timedRenderer(
      createFirstPaintRenderer({
        bundles: createServerBundleStore(config.dataDir, (message) => app.log.warn(message)),
        shellDist: config.shellDist,
        i18n: () => siteTexts.i18n(),
        timeoutMs: config.firstPaintTimeoutMs,
        maxConcurrent: renderSlots,
        admission:
          config.firstPaintQueueMs > 0 ? createRenderAdmission({ max: renderSlots, maxWaitMs: config.firstPaintQueueMs }) : undefined,
        pool,
        underPressure: load.underPressure,
        timeBox: options.firstPaintTimeBox,
        warn: (message, error) => app.log.warn({ err: error }, message),
      }),
      metrics,
    );
    firstPaint = createFirstPaintCache(renderer, {
      ttlMs: config.firstPaintCacheMs,
      maxEntries: FIRST_PAINT_CACHE_ENTRIES,
      // A page in demand is rendered again in its last fifth, in the background: no visitor waits for it.
      refreshAheadMs: config.firstPaintCacheMs / 5,
    });
  }

  const registry = createRegistryStore(config.dataDir);
  const forVisitor = createVisitorRegistry(config.dataDir);
  await app.register(remoteRoutes, {
    dataDir: config.dataDir,
    registry,
    staffAccess,
    forVisitor,
    shellDist: config.shellDist,
    texts: siteTexts,
    staffPages,
  });
  await app.register(buildIdRoute, { shellDist: config.shellDist });
  await app.register(imageRoutes, { dataDir: config.dataDir });
  let cspReports: CspReportCounter | undefined;
  await app.register(cspReportRoute, {
    onCounter: (counter: CspReportCounter) => {
      cspReports = counter;
    },
  });
  await app.register(healthRoute, {
    load,
    firstPaint: firstPaint?.stats,
    publicAnswers: config.publicAnswerCacheMs > 0 ? publicAnswers.stats : undefined,
    cspReports: () => cspReports?.stats(),
  });
  registerSiteMetrics(metrics, {
    load,
    firstPaint: firstPaint?.stats,
    publicAnswers: config.publicAnswerCacheMs > 0 ? publicAnswers.stats : undefined,
    registry,
  });
  await app.register(metricsRoute, { metrics, access: config.metricsAccess });
  await app.register(localeRoutes, { texts: siteTexts });
  listingOffers = createListingOfferCounts(apiFetch, { timeoutMs: config.metaTimeoutMs });
  await app.register(sitemapRoutes, { baseUrl: config.baseUrl, apiFetch, listingOffers });
  known = createKnownAddresses(apiFetch);
  destinationAddresses = createDestinationAddresses(apiFetch, { timeoutMs: config.metaTimeoutMs });
  await app.register(pageRoutes, {
    config,
    registry,
    manifests: createManifestStore(config.dataDir),
    pageMeta: createPageMetaSource(fetchMeta, config.metaTimeoutMs),
    destinations: known.destinations,
    hotels: known.hotels,
    destinationAddresses,
    listingOffers,
    pageTexts: createPageTextsSource(siteTexts, (message) => app.log.warn(message)),
    siteTexts,
    staffAccess,
    forVisitor,
    staffPages,
    firstPaint,
    now: options.now,
  });

  await renderWorkersReady;
  await app.ready();
  return app;
}

function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' ? status : 500;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
