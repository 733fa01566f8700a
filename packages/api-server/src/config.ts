import { z } from 'zod';
import { metricsAccessEnv } from './observability/metrics-route';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Fastify's `trustProxy`: which hops may tell the client's address and protocol (X-Forwarded-*). */
export type TrustProxy = boolean | string[];
const proxyAddress = z.union([z.enum(['loopback', 'linklocal', 'uniquelocal']), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
const TRUST_PROXY_HELP = 'must be false, true, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges';

/**
 * `TRUST_PROXY`: unset or `false` trusts no one (X-Forwarded-* are ignored, the default); `true`
 * every hop (only where nothing but the proxy can reach the server); `loopback,10.0.0.0/8` the
 * proxies at those addresses. No hop count: Fastify 5 treats one as trusting nobody, since it
 * cannot tell a proxy from a client sending the headers itself. Shared by the site server's config.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_HELP}; a hop count is not supported: name the proxy's address` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const unknown = entries.filter((entry) => !proxyAddress.safeParse(entry).success);
    if (unknown.length === 0) return entries;
    ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_HELP}; not understood: ${unknown.map((e) => JSON.stringify(e)).join(', ')}` });
    return z.NEVER;
  });

const postgresUrl = /^postgres(ql)?:\/\//;

/** `DATABASE_READ_URLS`: one or more replica URLs, comma-separated; unset or empty: none. */
export const databaseReadUrlsSchema = z
  .string()
  .optional()
  .transform((raw, ctx): string[] => {
    const urls = (raw ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter((u) => u !== '');
    const wrong = urls.filter((u) => !postgresUrl.test(u));
    if (wrong.length === 0) return urls;
    ctx.addIssue({
      code: 'custom',
      message: `must be comma-separated postgres:// or postgresql:// URLs; not understood: ${wrong.length} entr${wrong.length === 1 ? 'y' : 'ies'}`,
    });
    return z.NEVER;
  });

/** `DATABASE_READ_URLS` from the environment alone (the site server mounts the API without parsing its config). */
export function databaseReadUrlsFromEnv(env: Record<string, string | undefined>): string[] {
  const result = databaseReadUrlsSchema.safeParse(env.DATABASE_READ_URLS);
  if (!result.success)
    throw new ConfigError(`Invalid API configuration:\n  DATABASE_READ_URLS: ${result.error.issues[0]?.message ?? 'invalid'}`);
  if (result.data.length > 0 && !env.DATABASE_URL) {
    throw new ConfigError('Invalid API configuration:\n  DATABASE_READ_URLS: needs DATABASE_URL (replicas of a PostgreSQL primary)');
  }
  return result.data;
}

/** Every environment variable the API reads, parsed once at start. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8090),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Streaming replicas of DATABASE_URL (comma-separated postgres:// URLs) that take the search,
   * hotel, guide and SEO reads; writes and a buyer's own data stay on the primary
   * (docs/adr/0285-reads-from-replicas.md). Unset: every read on DATABASE_URL.
   */
  DATABASE_READ_URLS: databaseReadUrlsSchema,
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Offers generated on the first start when the database is empty. */
  SEED_OFFERS: z.coerce.number().int().min(0).max(5_000_000).default(30_000),
  /** Proxies whose X-Forwarded-Proto/-For count (the favourites cookie is `Secure` over HTTPS). */
  TRUST_PROXY: trustProxySchema,
  /**
   * `1`: a first start on an empty database also creates the demo accounts (admin, SEO, user) and
   * prints them; `0`: never. Unset: on unless NODE_ENV is production (docs/adr/0140-staff-sign-in.md).
   */
  DEMO_ACCOUNTS: z.enum(['0', '1']).optional(),
  NODE_ENV: z.string().optional(),
  /**
   * Where the embedded PGlite runs: `worker` (a worker thread, so its synchronous WASM queries do
   * not block the server's event loop) or `main` (in the server's thread). Ignored with
   * DATABASE_URL (docs/adr/0115-pglite-worker-thread.md).
   */
  PGLITE_THREAD: z.enum(['main', 'worker']).default('worker'),
  /**
   * How many API processes the standalone API (`src/main.ts`) runs on its port: `auto` one per core,
   * or a number. More than one needs DATABASE_URL: PGlite's files belong to one process
   * (docs/adr/0195-api-process-per-core.md).
   */
  API_PROCESSES: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(256)], { error: 'must be auto or a whole number from 1 to 256' })
    .default(1),
  /** Who may read `/metrics` (docs/adr/0225-prometheus-metrics.md): addresses (default loopback) and a bearer token. */
  ...metricsAccessEnv,
  /** Traces go to this OTLP/HTTP collector; unset: tracing off (docs/adr/0226-opentelemetry-traces.md). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('travel-api'),
  /** Set by npm: the folder a command was started from, where its relative paths point. */
  INIT_CWD: z.string().optional(),
  /** The folder of `pg_dump` / `pg_restore` for backups; unset: the newest installed, else PATH. */
  PG_BIN: z.string().optional(),
});

export type ApiConfig = z.infer<typeof configSchema>;

/** Whether the demo seed creates the demo accounts: `DEMO_ACCOUNTS`, else everywhere but production. */
export function demoAccountsEnabled(config: Pick<ApiConfig, 'DEMO_ACCOUNTS' | 'NODE_ENV'>): boolean {
  if (config.DEMO_ACCOUNTS !== undefined) return config.DEMO_ACCOUNTS === '1';
  return config.NODE_ENV !== 'production';
}

/** The same from the environment alone (the site server mounts the API without parsing its config). */
export function demoAccountsFromEnv(env: Record<string, string | undefined>): boolean {
  const result = configSchema.pick({ DEMO_ACCOUNTS: true, NODE_ENV: true }).safeParse(env);
  if (!result.success) throw new ConfigError('Invalid API configuration:\n  DEMO_ACCOUNTS: must be 0 or 1');
  return demoAccountsEnabled(result.data);
}

export type PgliteThread = ApiConfig['PGLITE_THREAD'];

/** `PGLITE_THREAD` from the environment alone (read where the database is opened, by any host). */
export function pgliteThreadFromEnv(env: Record<string, string | undefined>): PgliteThread {
  const raw = env.PGLITE_THREAD === '' ? undefined : env.PGLITE_THREAD;
  const result = configSchema.shape.PGLITE_THREAD.safeParse(raw);
  if (!result.success) throw new ConfigError('Invalid API configuration:\n  PGLITE_THREAD: must be main or worker');
  return result.data;
}

export class ConfigError extends Error {}

/**
 * The process's environment, parsed. Besides the entry points (`main.ts`, the command-line tools),
 * this is the one module that reads `process.env` (docs/adr/0256-one-config-passed-down.md).
 */
export function loadConfig(): ApiConfig {
  return parseConfig(process.env);
}

/** Where a command's relative paths point: the folder npm was started from, else the current one. */
export function commandBaseDir(config: Pick<ApiConfig, 'INIT_CWD'>): string {
  return config.INIT_CWD ?? process.cwd();
}

/** Parses the environment; a wrong value throws a ConfigError naming each variable. */
export function parseConfig(env: Record<string, string | undefined>): ApiConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema
    .refine((c) => c.API_PROCESSES === 1 || c.DATABASE_URL !== undefined, {
      path: ['API_PROCESSES'],
      message: 'more than one API process needs DATABASE_URL (the embedded PGlite belongs to one process)',
    })
    .refine((c) => c.DATABASE_READ_URLS.length === 0 || c.DATABASE_URL !== undefined, {
      path: ['DATABASE_READ_URLS'],
      message: 'needs DATABASE_URL (replicas of a PostgreSQL primary)',
    })
    .safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
