import { Histogram } from 'prom-client';
import { counterFromTotals, scrapedGauge, type Metrics } from '@travel/api-server/observability/metrics';
import type { PublicAnswerCacheStats } from '../api/public-answer-cache';
import type { CachedFirstPaintStats } from '../first-paint/first-paint-cache';
import type { FirstPaintRenderer } from '../first-paint/first-paint-renderer';
import type { LoadMonitor } from '../load/load-shedding';
import type { RegistryStore } from '../remotes/registry-store';

export interface SiteMetricsSources {
  readonly load: LoadMonitor;
  /** Absent when the public-answer cache is off. */
  readonly publicAnswers?: (() => PublicAnswerCacheStats) | undefined;
  /** Absent when first paints are off. */
  readonly firstPaint?: (() => CachedFirstPaintStats) | undefined;
  readonly registry: RegistryStore;
}

/**
 * The site server's own metrics (docs/adr/0225-prometheus-metrics.md): shed work by lane, the two
 * shared caches' hits and misses, and the remotes' live and canary versions. The totals are the
 * ones `/next-api/health/` reports, read at scrape time, so each is counted in one place.
 */
export function registerSiteMetrics(metrics: Metrics, sources: SiteMetricsSources): void {
  const { registry } = metrics;
  counterFromTotals(
    registry,
    {
      name: 'travel_shed_requests_total',
      help: 'Work refused instead of queued, by lane (checkout and browsing API calls: 503 with Retry-After; first_paint: the plain shell) and reason (concurrency cap or event-loop delay).',
      labelNames: ['lane', 'reason'],
    },
    () => {
      const { lanes } = sources.load.api();
      const totals: Array<[{ lane: string; reason: string }, number]> = [
        [{ lane: 'checkout', reason: 'concurrency' }, lanes.checkout.shed],
        [{ lane: 'browsing', reason: 'concurrency' }, lanes.browsing.shed],
        [{ lane: 'browsing', reason: 'event_loop' }, lanes.browsing.shedUnderPressure],
      ];
      const paint = sources.firstPaint?.();
      if (paint !== undefined) {
        totals.push(
          [{ lane: 'first_paint', reason: 'concurrency' }, paint.shed],
          [{ lane: 'first_paint', reason: 'event_loop' }, paint.shedUnderPressure],
        );
      }
      return totals;
    },
  );
  counterFromTotals(
    registry,
    {
      name: 'travel_cache_requests_total',
      help: 'Lookups of the shared caches by cache (public_answers, first_paint) and result (hit: answered from it or by joining the same work under way; miss).',
      labelNames: ['cache', 'result'],
    },
    () => {
      const totals: Array<[{ cache: string; result: string }, number]> = [];
      const answers = sources.publicAnswers?.();
      if (answers !== undefined) {
        totals.push(
          [{ cache: 'public_answers', result: 'hit' }, answers.hits + answers.joined],
          [{ cache: 'public_answers', result: 'miss' }, answers.misses],
        );
      }
      const paint = sources.firstPaint?.();
      if (paint !== undefined) {
        totals.push(
          [{ cache: 'first_paint', result: 'hit' }, paint.cacheHits + paint.joinedRenders],
          [{ cache: 'first_paint', result: 'miss' }, paint.admitted + paint.shed + paint.shedUnderPressure],
        );
      }
      return totals;
    },
  );
  scrapedGauge(registry, {
    name: 'travel_remote_version_info',
    help: 'The remotes served now: 1 per remote, version and channel (live: everyone; canary: a share of visitors).',
    labelNames: ['remote', 'version', 'channel'],
    async collect() {
      this.reset();
      const read = await sources.registry.read();
      if (!read.ok) return;
      for (const [remote, entry] of Object.entries(read.registry)) {
        this.set({ remote, version: entry.version, channel: 'live' }, 1);
        const canary = canaryOf(entry);
        if (canary !== undefined) this.set({ remote, version: canary.version, channel: 'canary' }, 1);
      }
    },
  });
  scrapedGauge(registry, {
    name: 'travel_remote_canary_ratio',
    help: 'Share of visitors (0-1) served the canary version of a remote; 0 without a canary.',
    labelNames: ['remote'],
    async collect() {
      this.reset();
      const read = await sources.registry.read();
      if (!read.ok) return;
      for (const [remote, entry] of Object.entries(read.registry)) this.set({ remote }, (canaryOf(entry)?.percent ?? 0) / 100);
    },
  });
}

/** The registry entry's canary, if it has one (docs/adr/0211-canary-and-rollback.md). */
function canaryOf(entry: object): { version: string; percent: number } | undefined {
  const canary = (entry as { canary?: unknown }).canary;
  if (typeof canary !== 'object' || canary === null) return undefined;
  const { version, percent } = canary as { version?: unknown; percent?: unknown };
  return typeof version === 'string' && typeof percent === 'number' ? { version, percent } : undefined;
}

/**
 * The renderer with each render it is asked for timed (first paints the cache answered never reach
 * it): `outcome="rendered"` when a page came out, `plain_shell` when the page went out without one
 * (over the cap, under pressure, past the time box, or failed).
 */
export function timedRenderer(renderer: FirstPaintRenderer, metrics: Metrics): FirstPaintRenderer {
  const duration = new Histogram({
    name: 'travel_first_paint_render_duration_seconds',
    help: 'Server-rendered first paints asked of the renderer, by outcome, and how long the page waited for them.',
    labelNames: ['outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 2],
    registers: [metrics.registry],
  });
  return {
    ...renderer,
    async render(request) {
      const end = duration.startTimer();
      const paint = await renderer.render(request);
      end({ outcome: paint === undefined ? 'plain_shell' : 'rendered' });
      return paint;
    },
    stats: () => renderer.stats(),
  };
}
