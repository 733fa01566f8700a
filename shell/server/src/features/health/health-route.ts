import type { FastifyInstance } from 'fastify';
import type { PublicAnswerCacheStats } from '../api/public-answer-cache';
import type { CspReportStats } from '../csp-report/csp-report-route';
import type { FirstPaintStats } from '../first-paint/first-paint-renderer';
import type { LoadMonitor } from '../load/load-shedding';

export const HEALTH_PATH = '/next-api/health/';

export interface HealthRouteOptions {
  readonly load: LoadMonitor;
  /** Absent when first paints are off. */
  readonly firstPaint?: (() => FirstPaintStats) | undefined;
  /** Absent when the public-answer cache is off. */
  readonly publicAnswers?: (() => PublicAnswerCacheStats) | undefined;
  /** CSP violation reports received (features/csp-report). */
  readonly cspReports?: (() => CspReportStats | undefined) | undefined;
}

/**
 * `GET /next-api/health/`: how loaded the site server is, for operators and the load benchmark.
 * Answered outside every cap (nothing here waits for the API or a render); `busy` means the
 * server is shedding load right now, the process itself is up either way (HTTP 200).
 */
export async function healthRoute(app: FastifyInstance, options: HealthRouteOptions): Promise<void> {
  app.get(HEALTH_PATH, async (_request, reply) => {
    const memory = process.memoryUsage();
    const renders = options.firstPaint?.();
    // Every thread of the process (render workers, PGlite's worker): what the load benchmark divides by pages.
    const cpu = process.cpuUsage();
    return reply.header('cache-control', 'no-store').send({
      status: options.load.underPressure() ? 'busy' : 'ok',
      uptimeSeconds: Math.round(process.uptime()),
      eventLoop: { delay: options.load.eventLoopDelay(), utilization: options.load.eventLoopUtilization() },
      firstPaint: renders ?? null,
      api: options.load.api(),
      publicAnswers: options.publicAnswers?.() ?? null,
      cspReports: options.cspReports?.() ?? null,
      cpu: { userMicros: cpu.user, systemMicros: cpu.system },
      memory: {
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
        externalBytes: memory.external,
        arrayBuffersBytes: memory.arrayBuffers,
      },
    });
  });
}
