import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { collectDefaultMetrics, Gauge, Histogram, Registry, type GaugeConfiguration } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The Prometheus metrics of one server process (docs/adr/0225-prometheus-metrics.md): a registry
 * of its own (tests build several servers in one process), Node's default metrics (event-loop
 * delay, heap, GC, handles), the event loop's utilisation, and the instruments the rest of the
 * server feeds. What is only known at scrape time (rows by state, cache counters kept elsewhere)
 * is read by `collect` callbacks, so nothing is counted twice.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Every answered request, labelled by route template (never the raw path), method and status. */
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** One SQL statement (or script), by its first keyword. */
  readonly dbQueryDuration: Histogram<'operation'>;
}

/** Request durations: from a cached answer (~1 ms) to a time-boxed render or a slow search (seconds). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  scrapedGauge(registry, {
    name: 'nodejs_eventloop_utilization_ratio',
    aggregator: 'average',
    help: 'Share of the time since the previous scrape the event loop was busy (0-1).',
    collect() {
      const now = performance.eventLoopUtilization();
      this.set(performance.eventLoopUtilization(now, last).utilization);
      last = now;
    },
  });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Requests answered, by method, route template and status code, and how long they took.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    dbQueryDuration: new Histogram({
      name: 'travel_db_query_duration_seconds',
      help: 'SQL statements run by the API, by their first keyword, and how long each took.',
      labelNames: ['operation'],
      buckets: QUERY_BUCKETS,
      registers: [registry],
    }),
  };
}

const routeLabels = new WeakMap<FastifyRequest, string>();

/**
 * Labels a request with a route template finer than the Fastify route it matched: the site
 * server's one catch-all route answers every shop page, which the shop's route table tells apart.
 */
export function labelRoute(request: FastifyRequest, template: string): void {
  routeLabels.set(request, template);
}

/**
 * Observes every request of `app` (register on the root instance: an in-process API's calls are
 * requests of the same instance). A request no route matched is `route="unmatched"`, so a scan of
 * random addresses cannot grow the label set.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: routeLabels.get(request) ?? request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * A counter whose running total is kept by someone else (a cache's `stats()`): Prometheus
 * counters in the text format, read at scrape time.
 */
export function counterFromTotals<L extends string>(
  registry: Registry,
  definition: { name: string; help: string; labelNames: readonly L[] },
  read: () => ReadonlyArray<readonly [Partial<Record<L, string>>, number]>,
): void {
  // prom-client's Counter cannot be set; a gauge typed `counter` in the exposition can.
  const gauge = scrapedGauge<L>(registry, {
    name: definition.name,
    help: definition.help,
    labelNames: definition.labelNames,
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.set(labels, value);
    },
  });
  (gauge as unknown as { type: string }).type = 'counter';
}

/** A gauge whose value is read when Prometheus scrapes (its `collect`), registered in `registry`. */
export function scrapedGauge<L extends string>(registry: Registry, config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
  return new Gauge<L>({ ...config, registers: [registry] });
}
