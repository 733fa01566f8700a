import { monitorEventLoopDelay } from 'node:perf_hooks';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../../lib/url-path';
import type { ConcurrencyLimit, ConcurrencyLimitStats } from './concurrency-limit';

/** Seconds a refused API caller is told to wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 2;
// How often under-pressure samples the event loop delay it decides on.
const SAMPLE_INTERVAL_MS = 500;
// The health endpoint reports percentiles over windows of this length.
const DELAY_WINDOW_MS = 10_000;
const DELAY_RESOLUTION_MS = 10;

export interface LoadSheddingOptions {
  /** Concurrent API requests (`/api/*` but health), from browsers and first paints alike. */
  readonly apiLimit: ConcurrencyLimit;
  /** Mean event-loop delay (ms, over the last sample) above which the server sheds; 0: never. */
  readonly maxEventLoopDelayMs: number;
}

export interface EventLoopDelayStats {
  /** What the shedding decides on: the mean delay over the last sample; null when the loop was blocked all through it. */
  readonly lastSampleMeanMs: number | null;
  /** Over the last full window (or since start, before one has passed). */
  readonly windowSeconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface LoadMonitor {
  /** True while the event loop lags more than allowed: no first paints, API calls refused. */
  underPressure(): boolean;
  eventLoopDelay(): EventLoopDelayStats;
  eventLoopUtilization(): number;
  api(): ConcurrencyLimitStats & { readonly shedUnderPressure: number };
}

/**
 * Sheds API work instead of queueing it: over the API cap, or while the event loop lags, an API
 * request is answered 503 with `Retry-After` at once. PGlite runs one query at a time, so every
 * request let in waits for all those before it; the cap bounds that queue. `/api/health` is never
 * refused. Pages are not refused here: they skip their first paint (the renderer asks
 * `underPressure()` and has its own cap) and go out as the plain shell.
 * Register before the API, so its routes inherit the hook (docs/adr/0110-load-shedding.md).
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<LoadMonitor> {
  // Measurement and the pressure flag from under-pressure; the decisions are made below, per kind
  // of request, so its own handler lets everything through.
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: () => undefined,
  });
  const underPressureNow = (): boolean => options.maxEventLoopDelayMs > 0 && app.isUnderPressure();

  const delays = createDelayWindow();
  app.addHook('onClose', async () => delays.stop());

  let shedUnderPressure = 0;
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiWork(request.url)) return;
    if (underPressureNow()) {
      shedUnderPressure += 1;
      return busy(reply);
    }
    const release = options.apiLimit.tryAcquire();
    if (release === undefined) return busy(reply);
    releases.set(request, release);
    // 'close' also covers a client that went away before the answer.
    reply.raw.once('close', release);
  });
  app.addHook('onResponse', async (request) => {
    releases.get(request)?.();
  });

  return {
    underPressure: underPressureNow,
    eventLoopDelay: () => {
      // under-pressure reports Infinity when no timer fired during a whole sample.
      const mean = app.memoryUsage().eventLoopDelay;
      return { lastSampleMeanMs: Number.isFinite(mean) ? round(mean) : null, ...delays.stats() };
    },
    eventLoopUtilization: () => round(app.memoryUsage().eventLoopUtilized, 3),
    api: () => ({ ...options.apiLimit.stats(), shedUnderPressure }),
  };
}

/** `/api/...` but the health check, which must answer whatever the load. */
export function isApiWork(url: string): boolean {
  const path = pathOf(url);
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return path !== '/api/health' && path !== '/api/health/';
}

function busy(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: `The server is busy; retry in ${RETRY_AFTER_SECONDS} s.`,
    });
}

/** Event-loop delay percentiles (`monitorEventLoopDelay`) over rolling windows. */
function createDelayWindow(): { stats(): Omit<EventLoopDelayStats, 'lastSampleMeanMs'>; stop(): void } {
  const histogram = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  histogram.enable();
  const started = Date.now();
  // The histogram counts the timer's own interval in every sample: take it off.
  const ms = (nanoseconds: number): number => round(Math.max(0, nanoseconds / 1e6 - DELAY_RESOLUTION_MS));
  const read = () => ({ p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) });
  let last: ReturnType<typeof read> | undefined;
  const roll = setInterval(() => {
    last = read();
    histogram.reset();
  }, DELAY_WINDOW_MS);
  roll.unref();
  return {
    stats: () =>
      last === undefined
        ? { windowSeconds: round((Date.now() - started) / 1000), ...read() }
        : { windowSeconds: DELAY_WINDOW_MS / 1000, ...last },
    stop: () => {
      clearInterval(roll);
      histogram.disable();
    },
  };
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Number.isFinite(value) ? Math.round(value * factor) / factor : value;
}
