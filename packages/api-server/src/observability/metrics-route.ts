import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** Who may scrape `/metrics`: an address in `allow`, or a caller with the bearer token. */
export interface MetricsAccess {
  /** `loopback`, IP addresses and CIDR ranges (`METRICS_ALLOW`, default `loopback`). */
  readonly allow: readonly string[];
  /** `METRICS_TOKEN` (32+ characters): a scraper elsewhere sends `Authorization: Bearer <token>`. */
  readonly token: string | undefined;
}

const allowEntry = z.union([z.literal('loopback'), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * `METRICS_ALLOW` and `METRICS_TOKEN`, parsed with the rest of the configuration by the site
 * server and the standalone API (docs/adr/0225-prometheus-metrics.md).
 */
export const metricsAccessEnv = {
  METRICS_ALLOW: z
    .string()
    .optional()
    .transform((raw, ctx): string[] => {
      const value = raw?.trim() ?? '';
      if (value === '') return ['loopback'];
      if (value === 'none') return [];
      const entries = value.split(',').map((entry) => entry.trim());
      const unknown = entries.filter((entry) => !allowEntry.safeParse(entry).success);
      if (unknown.length === 0) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `must be none, or a comma-separated list of loopback, IP addresses and CIDR ranges; not understood: ${unknown.join(', ')}`,
      });
      return z.NEVER;
    }),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
};

export function metricsAccessOf(env: { METRICS_ALLOW: string[]; METRICS_TOKEN?: string | undefined }): MetricsAccess {
  return { allow: env.METRICS_ALLOW, token: env.METRICS_TOKEN };
}

/** Whether an address (as Fastify reports the client: behind a trusted proxy, the client's own) is in `allow`. */
export function allowList(allow: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of allow) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
    } else if (entry.includes('/')) {
      const [network, prefix] = entry.split('/') as [string, string];
      list.addSubnet(network, Number(prefix), isIPv6(network) ? 'ipv6' : 'ipv4');
    } else {
      list.addAddress(entry, isIPv6(entry) ? 'ipv6' : 'ipv4');
    }
  }
  return (address) => {
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    if (isIPv4(plain)) return list.check(plain, 'ipv4');
    return isIPv6(plain) && list.check(plain, 'ipv6');
  };
}

function tokenMatches(expected: string | undefined, header: string | undefined): boolean {
  if (expected === undefined || header === undefined) return false;
  const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in the Prometheus text format, for the allowed addresses or the token's holder;
 * anyone else gets a 403. Never cached; outside the API, so never shed.
 */
export async function metricsRoute(
  app: FastifyInstance,
  options: {
    metrics: Metrics;
    access: MetricsAccess;
    /** What to answer instead of this process's registry (the whole cluster's, `cluster-metrics.ts`). */
    read?: (() => Promise<string>) | undefined;
  },
): Promise<void> {
  const allowed = allowList(options.access.allow);
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!allowed(request.ip) && !tokenMatches(options.access.token, request.headers.authorization)) {
      return reply.code(403).send({ error: 'forbidden' });
    }
    const text = await (options.read ?? (() => options.metrics.registry.metrics()))();
    return reply.type(options.metrics.registry.contentType).send(text);
  });
}
