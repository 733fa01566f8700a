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
  /** Concurrent browsing API requests (`/api/*` but health, the gateway's calls and checkout), from browsers and first paints alike. */
  readonly apiLimit: ConcurrencyLimit;
  /**
   * Concurrent order and payment calls, slots of their own that browsing cannot take
   * (docs/adr/0205-outbox-idempotency-lanes.md). Unset: they share `apiLimit` with browsing.
   */
  readonly checkoutLimit?: ConcurrencyLimit | undefined;
  /** Mean event-loop delay (ms, over the last sample) above which the server sheds; 0: never. */
  readonly maxEventLoopDelayMs: number;
  /** Replaces the valve's reading (tests put the server under pressure without loading the machine). */
  readonly underPressure?: (() => boolean) | undefined;
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
  api(): ConcurrencyLimitStats & { readonly shedUnderPressure: number; readonly lanes: LaneStats };
}

/** Which lane an API request goes in (docs/adr/0205-outbox-idempotency-lanes.md). */
export type Lane = 'exempt' | 'checkout' | 'browsing';

export interface LaneStats {
  /** Health and the payment gateway's calls: never refused, no slot. */
  readonly exempt: { readonly admitted: number };
  /** Order and payment calls: their own cap; never shed by the valve. */
  readonly checkout: ConcurrencyLimitStats;
  /** Everything else under `/api`: the API cap; shed first under pressure. */
  readonly browsing: ConcurrencyLimitStats & { readonly shedUnderPressure: number };
}

/**
 * Sheds API work instead of queueing it: over the API cap, or while the event loop lags, an API
 * request is answered 503 with `Retry-After` at once. PGlite runs one query at a time, so every
 * request let in waits for all those before it; the cap bounds that queue. Three lanes
 * (docs/adr/0205-outbox-idempotency-lanes.md): health and the payment gateway's notification and
 * pages are never refused; order and payment calls have a cap of their own that browsing cannot
 * take, and the valve does not shed them; browsing is shed first. Pages are not refused here: they
 * skip their first paint (the renderer asks `underPressure()` and has its own cap) and go out as
 * the plain shell. Register before the API, so its routes inherit the hook (docs/adr/0110-load-shedding.md).
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<LoadMonitor> {
  // Measurement and the pressure flag from under-pressure; the decisions are made below, per kind
  // of request, so its own handler lets everything through.
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: () => undefined,
  });
  const underPressureNow = (): boolean =>
    options.underPressure ? options.underPressure() : options.maxEventLoopDelayMs > 0 && app.isUnderPressure();

  const delays = createDelayWindow();
  app.addHook('onClose', async () => delays.stop());

  let shedUnderPressure = 0;
  const browsing = options.apiLimit;
  const checkout = options.checkoutLimit ?? browsing;
  let exemptAdmitted = 0;
  const releases = new WeakMap<FastifyRequest, () => void>();
  /** Requests let in whose body is still to arrive: they take their slot in `preHandler`. */
  const awaitingBody = new WeakSet<FastifyRequest>();
  const limitOf = (lane: 'checkout' | 'browsing'): ConcurrencyLimit => (lane === 'checkout' ? checkout : browsing);
  const take = (request: FastifyRequest, reply: FastifyReply, limit: ConcurrencyLimit): FastifyReply | undefined => {
    const release = limit.tryAcquire();
    if (release === undefined) return busy(reply);
    releases.set(request, release);
    // 'close' also covers a client that went away before the answer.
    reply.raw.once('close', release);
    return undefined;
  };
  app.addHook('onRequest', async (request, reply) => {
    const lane = laneOf(request.url);
    if (lane === undefined) return;
    if (lane === 'exempt') {
      exemptAdmitted += 1;
      return;
    }
    if (lane === 'browsing' && underPressureNow()) {
      shedUnderPressure += 1;
      return busy(reply);
    }
    const limit = limitOf(lane);
    if (!hasBody(request)) return take(request, reply, limit);
    // A call with a body takes its slot once the body has arrived: a client that declares one and
    // sends it slowly, or never, would otherwise hold a slot for as long as it likes, and a few such
    // connections would shed every visitor's calls, or every buyer's checkout. Refused at once when
    // there is no room now, as any other call.
    if (!limit.admits()) return busy(reply);
    awaitingBody.add(request);
    return undefined;
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!awaitingBody.delete(request)) return;
    const lane = laneOf(request.url);
    if (lane === 'checkout' || lane === 'browsing') return take(request, reply, limitOf(lane));
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
    // The API cap's figures as before the lanes (browsing's), each lane's beside them.
    api: () => ({
      ...browsing.stats(),
      shedUnderPressure,
      lanes: { exempt: { admitted: exemptAdmitted }, checkout: checkout.stats(), browsing: { ...browsing.stats(), shedUnderPressure } },
    }),
  };
}

/** The order flow and payments (`/api/purchase/`, `/api/order/`, `/api/payment/`, the purchase event). */
const CHECKOUT_PREFIXES = ['/api/purchase/', '/api/order/', '/api/payment/', '/api/track/purchase/'];
/** Under a checkout prefix but read by browsing pages (the sales offices' page). */
const BROWSING_PATHS = ['/api/purchase/sales-offices/'];
/**
 * Never refused: health, and what the payment gateway calls or shows. A notification refused is
 * money taken and not booked until the gateway sends it again; the sandbox gateway's pages stand
 * in for the gateway's own servers, which our load never touches.
 */
// Readiness (docs/adr/0227-readiness-and-backups.md) answers whatever the load, as health does: a
// probe shed under load would take every busy process out of the balancer at once.
const EXEMPT_PATHS = ['/api/health', '/api/health/', '/api/ready', '/api/ready/', '/api/payment/notification/'];
const EXEMPT_PREFIXES = ['/api/payment/sandbox/'];

/** The lane of a request, undefined for what is not API work (pages, assets). */
export function laneOf(url: string): Lane | undefined {
  const path = pathOf(url);
  if (path !== '/api' && !path.startsWith('/api/')) return undefined;
  if (EXEMPT_PATHS.includes(path) || EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return 'exempt';
  if (CHECKOUT_PREFIXES.some((p) => path.startsWith(p)) && !BROWSING_PATHS.includes(path)) return 'checkout';
  return 'browsing';
}

/** Whether the request declares a body (its length, or a chunked one): `Content-Length: 0` is none. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
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
