import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { trustProxySchema, type TrustProxy } from '@travel/api-server/config';
import { metricsAccessEnv, metricsAccessOf, type MetricsAccess } from '@travel/api-server/observability/metrics-route';
import { z } from 'zod';

/**
 * Everything the site server reads from the environment, parsed once at start-up.
 * Relative paths resolve against the repository root (the nearest ancestor of the working
 * directory whose package.json declares `workspaces`), so `npm start` from the root and
 * `npm run start -w shell` from `shell/` find the same `./data`.
 */
export interface SiteServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly baseUrl: string;
  readonly environment: string;
  readonly sentryDsn: string | undefined;
  readonly socialDomainVerification: string | undefined;
  readonly apiUrl: string | undefined;
  /** Which proxies' X-Forwarded-Proto/-For count (TRUST_PROXY); default none. */
  readonly trustProxy: TrustProxy;
  readonly databaseUrl: string | undefined;
  readonly shellDist: string;
  readonly localesDir: string;
  readonly publicDir: string;
  /** Map tile URL template handed to the client; its origin is allowed by `img-src`. */
  readonly mapTileUrl: string;
  /** Upper bound for the in-process page-meta lookup before defaults are used. */
  readonly metaTimeoutMs: number;
  /** Budget of a server-rendered first paint; 0 turns them off. */
  readonly firstPaintTimeoutMs: number;
  /** First paints rendered at once per rendering thread; a page over the cap is answered as the plain shell. */
  readonly firstPaintMaxConcurrent: number;
  /** Worker threads that render first paints (0: the main thread renders them; docs/adr/0275-renders-on-every-core.md). */
  readonly firstPaintWorkers: number;
  /** Longest wait for a render slot a page may expect before it is answered as the plain shell (0: never wait). */
  readonly firstPaintQueueMs: number;
  /** How long a rendered public page is reused for other visitors (0: never). */
  readonly firstPaintCacheMs: number;
  /** How long a public API answer is reused for other callers of the same address (0: never). */
  readonly publicAnswerCacheMs: number;
  /** API requests served at once (health excluded); over the cap: 503 with Retry-After. */
  readonly apiMaxConcurrent: number;
  /** Order and payment calls served at once, beside the API cap and never taken by browsing (docs/adr/0205-outbox-idempotency-lanes.md). */
  readonly apiCheckoutMaxConcurrent: number;
  /** Mean event-loop delay above which API calls are refused and first paints skipped; 0: never. */
  readonly maxEventLoopDelayMs: number;
  /** How long a client may take to send a whole request, body included; then 408 and the connection closed. */
  readonly requestTimeoutMs: number;
  /** Who may read `/metrics` (METRICS_ALLOW, METRICS_TOKEN; docs/adr/0225-prometheus-metrics.md). */
  readonly metricsAccess: MetricsAccess;
  /** OTLP/HTTP collector of the traces (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: tracing off. */
  readonly otelEndpoint: string | undefined;
  readonly otelServiceName: string;
  /** Pino's level for the server's log (LOG_LEVEL, default info). */
  readonly logLevel: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 100;
// The long-tail aim's p95 (docs/adr/0275-renders-on-every-core.md): a page expected to wait longer is the plain shell at once.
const DEFAULT_FIRST_PAINT_QUEUE_MS = 500;
// One page load fires several API calls at once (list, counts, the visitor's data): a cap below a
// few visitors' worth would refuse ordinary browsing. PGlite runs one query at a time, so what is
// let in waits inside it; 16 bounds that wait. Sustained overload is met by the event-loop valve.
const DEFAULT_API_MAX_CONCURRENT_PGLITE = 16;
const DEFAULT_API_MAX_CONCURRENT = 32;
const DEFAULT_API_CHECKOUT_MAX_CONCURRENT = 16;

/** A whole number within bounds, from an environment string. */
function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

/**
 * The address the server answers on, for the links it writes out (canonical, og:url, JSON-LD,
 * robots.txt, sitemaps, e-mails) when BASE_URL is not set: its configured host and port, `localhost`
 * for a wildcard host. Never the request's Host header, which any client can set.
 */
export function servedUrl(host: string, port: number): string {
  const name =
    host === '0.0.0.0' || host === '::' || host === '[::]' ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  BASE_URL: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), httpUrl.optional()),
  APP_ENV: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits or dashes')
    .optional(),
  NODE_ENV: optionalText,
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SENTRY_DSN: optionalText.pipe(
    z
      .string()
      .refine((value) => URL.canParse(value) && new URL(value).username !== '', 'must be a Sentry DSN URL')
      .optional(),
  ),
  SOCIAL_DOMAIN_VERIFICATION: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be the bare verification key')
      .optional(),
  ),
  API_URL: optionalText.pipe(httpUrl.optional()),
  TRUST_PROXY: trustProxySchema,
  DATABASE_URL: optionalText,
  SHELL_DIST: z.string().trim().min(1).default('shell/dist'),
  LOCALES_DIR: z.string().trim().min(1).default('packages/i18n/locales'),
  PUBLIC_DIR: z.string().trim().min(1).default('shell/server/public'),
  // Tiles are opt-in (docs/adr/0221-drawn-basemap.md): unset or empty, the map draws the basemap the
  // shop ships and the CSP names no tile host. tile.openstreetmap.org's usage policy rules it out as a
  // shop's default, and a closed network cannot reach it.
  MAP_TILE_URL: z.union([z.literal(''), httpUrl]).default(''),
  META_TIMEOUT_MS: z.coerce.number().int().min(10).max(10000).default(300),
  // 0 turns server-rendered first paints off (docs/adr/0100-first-paint-server-rendering.md).
  FIRST_PAINT_TIMEOUT_MS: z.coerce.number().int().min(0).max(10000).default(800),
  // Load shedding (docs/adr/0110-load-shedding.md): over these, answer at once instead of queueing.
  FIRST_PAINT_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
  // Render workers (docs/adr/0275-renders-on-every-core.md): a number, or `auto` (one per core).
  // Unset: `auto` in production, 0 elsewhere (tests and development render on the main thread).
  FIRST_PAINT_WORKERS: optionalText.pipe(
    z
      .union([z.literal('auto'), z.string().regex(/^\d{1,2}$/, 'must be a whole number or auto')])
      .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
      .pipe(z.number().int().min(0).max(32))
      .optional(),
  ),
  // A page waits for a render slot only when it can expect one within this; else the plain shell.
  // Unset: 500 in production, 0 elsewhere (ADR 0110's cap, which never queues).
  FIRST_PAINT_QUEUE_MS: optionalText.pipe(wholeNumber(0, 5000).optional()),
  // A rendered public page serves other visitors of the same address this long (0 = off); any
  // write to the database drops it within a second (docs/adr/0193-site-server-throughput.md).
  FIRST_PAINT_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(30000),
  // A public API answer serves other callers of the same address this long (0 = off); the same
  // invalidation. Within the API's own `Cache-Control: public, max-age=60`.
  PUBLIC_ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(30000),
  // Unset: 16 on the embedded PGlite, 32 on PostgreSQL or API_URL.
  API_MAX_CONCURRENT: optionalText.pipe(wholeNumber(1, 1024).optional()),
  // Order and payment calls' own cap; a buyer makes one call at a time, so 16 serves 16 buyers at once.
  API_CHECKOUT_MAX_CONCURRENT: optionalText.pipe(wholeNumber(1, 1024).optional()),
  // Unset: 100 in production, off elsewhere (a cold compile or a debugger pause would shed).
  MAX_EVENT_LOOP_DELAY_MS: optionalText.pipe(wholeNumber(0, 60000).optional()),
  // Node's own default, which Fastify turns off: without it a request whose body never arrives holds
  // its connection for ever. Long enough for the largest body, a batch of review photos on a slow line.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  ...metricsAccessEnv,
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(httpUrl.optional()),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('travel-site-server'),
});

/** Walks up from `start` to the directory whose package.json declares npm workspaces. */
export function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
      } catch {
        // An unreadable package.json is not the root; keep walking.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

/**
 * Parses the environment. Throws a ConfigError naming every bad variable, so `main.ts` can stop
 * the process with a message an operator can act on.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): SiteServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid site server configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = result.data;
  const root = findRepoRoot(cwd);
  const fromRoot = (path: string): string => (isAbsolute(path) ? path : resolve(root, path));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRoot(e.DATA_DIR),
    baseUrl: (e.BASE_URL ?? servedUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    environment: e.APP_ENV ?? (e.NODE_ENV === 'production' ? 'production' : 'development'),
    sentryDsn: e.SENTRY_DSN,
    socialDomainVerification: e.SOCIAL_DOMAIN_VERIFICATION,
    apiUrl: e.API_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    shellDist: fromRoot(e.SHELL_DIST),
    localesDir: fromRoot(e.LOCALES_DIR),
    publicDir: fromRoot(e.PUBLIC_DIR),
    mapTileUrl: e.MAP_TILE_URL,
    metaTimeoutMs: e.META_TIMEOUT_MS,
    firstPaintTimeoutMs: e.FIRST_PAINT_TIMEOUT_MS,
    firstPaintMaxConcurrent: e.FIRST_PAINT_MAX_CONCURRENT,
    firstPaintWorkers: e.FIRST_PAINT_WORKERS ?? (e.NODE_ENV === 'production' ? availableParallelism() : 0),
    firstPaintQueueMs: e.FIRST_PAINT_QUEUE_MS ?? (e.NODE_ENV === 'production' ? DEFAULT_FIRST_PAINT_QUEUE_MS : 0),
    firstPaintCacheMs: e.FIRST_PAINT_CACHE_MS,
    publicAnswerCacheMs: e.PUBLIC_ANSWER_CACHE_MS,
    apiMaxConcurrent:
      e.API_MAX_CONCURRENT ??
      (e.API_URL === undefined && e.DATABASE_URL === undefined ? DEFAULT_API_MAX_CONCURRENT_PGLITE : DEFAULT_API_MAX_CONCURRENT),
    apiCheckoutMaxConcurrent: e.API_CHECKOUT_MAX_CONCURRENT ?? DEFAULT_API_CHECKOUT_MAX_CONCURRENT,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'production' ? DEFAULT_MAX_EVENT_LOOP_DELAY_MS : 0),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    metricsAccess: metricsAccessOf(e),
    otelEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: e.OTEL_SERVICE_NAME,
    logLevel: e.LOG_LEVEL,
  };
}
