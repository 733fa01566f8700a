import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { TrustProxy } from './config';
import { apiPlugin, type ApiOptions } from './index';
import { clusterMetricsReader } from './observability/cluster-metrics';
import { loggerOptions } from './observability/logging';
import { createMetrics, observeRequests } from './observability/metrics';
import { metricsRoute, type MetricsAccess } from './observability/metrics-route';
import { traceRequests, tracingServerFactory } from './observability/tracing';

export interface BuildOptions extends ApiOptions {
  logLevel?: string | undefined;
  /** Where log lines go; default standard output (tests read them). */
  logStream?: DestinationStream | undefined;
  /** Which proxies' X-Forwarded-* headers count; default none. */
  trustProxy?: TrustProxy | undefined;
  /** Who may read `/metrics`; default this machine only. */
  metricsAccess?: MetricsAccess | undefined;
  /** An API process of a cluster (`API_PROCESSES` > 1): `/metrics` answers the whole cluster's. */
  clusterMetrics?: boolean | undefined;
}

/**
 * A Fastify instance with the API mounted at /api, as the site server mounts it, and `/metrics`
 * beside it (docs/adr/0225-prometheus-metrics.md). Traced when `startTracing` ran before.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { logLevel, logStream, trustProxy, metricsAccess, clusterMetrics, ...apiOptions } = options;
  const serverFactory = tracingServerFactory();
  // Opening PGlite (initdb on a first start) can take over Fastify's default 10 s on a loaded machine.
  const app = Fastify({
    logger: loggerOptions(logLevel ?? 'info', logStream),
    trustProxy: trustProxy ?? false,
    pluginTimeout: 120_000,
    ...(serverFactory === undefined ? {} : { serverFactory }),
  });
  const metrics = apiOptions.metrics ?? createMetrics();
  traceRequests(app);
  observeRequests(app, metrics);
  await app.register(metricsRoute, {
    metrics,
    access: metricsAccess ?? { allow: ['loopback'], token: undefined },
    read: clusterMetrics ? clusterMetricsReader(metrics.registry) : undefined,
  });
  await app.register(apiPlugin, { ...apiOptions, metrics, prefix: '/api' });
  return app;
}
