import rateLimit from '@fastify/rate-limit';
import {
  legacyCspReportSchema,
  reportingApiCspBodySchema,
  reportingApiDeliverySchema,
  type CspViolation,
} from '@travel/contracts/csp-report';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSP_REPORT_PATH } from '../headers/security-headers';

/** A report is a few hundred bytes; a Reporting API batch a few KB. Larger bodies are refused (413). */
export const CSP_REPORT_BODY_LIMIT = 32 * 1024;
/** Violations logged per request at most (the rest are only counted). */
const LOGGED_PER_REQUEST = 10;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

export interface CspReportStats {
  /** Requests accepted (204). */
  readonly reports: number;
  /** Violations they held. */
  readonly violations: number;
  /** Requests refused: malformed, too large, wrong type, or over the rate limit. */
  readonly refused: number;
}

export interface CspReportCounter {
  stats(): CspReportStats;
}

export interface CspReportRouteOptions {
  /** Requests per client address and minute; more get 429 with `Retry-After`. Default 60. */
  readonly maxPerMinute?: number;
  /** Tests read the stats; the health route shows them. */
  readonly onCounter?: (counter: CspReportCounter) => void;
}

/**
 * `POST /next-api/csp-report/` (docs/adr/0146-csp-nonces-and-violation-reports.md): where the
 * CSP's `report-uri` and `report-to` send violations. Each one is validated (contracts'
 * `csp-report`), logged as a warning and counted for `/next-api/health/`; a body that is too large,
 * not JSON or not a report is refused with a 4xx, never a 5xx. Rate limited per address, since
 * anyone can post here. Registered in its own scope: its rate limiter and parsers touch nothing else.
 */
export async function cspReportRoute(app: FastifyInstance, options: CspReportRouteOptions = {}): Promise<void> {
  let reports = 0;
  let violations = 0;
  let refused = 0;
  options.onCounter?.({ stats: () => ({ reports, violations, refused }) });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate-limited'), { statusCode: context.statusCode }),
  });
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('bad-json'), { statusCode: 400 }), undefined);
    }
  });
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode >= 400) refused += 1;
  });

  app.post(
    CSP_REPORT_PATH,
    { bodyLimit: CSP_REPORT_BODY_LIMIT, config: { rateLimit: { max: options.maxPerMinute ?? 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = violationsOf(request.body);
      if (found === undefined) return reply.code(400).send({ error: 'bad-report' });
      reports += 1;
      violations += found.length;
      for (const violation of found.slice(0, LOGGED_PER_REQUEST)) {
        request.log.warn({ cspViolation: violation, userAgent: userAgentOf(request) }, 'CSP violation');
      }
      return reply.code(204).send();
    },
  );
}

/** The violations of either report shape; undefined when the body is neither. */
export function violationsOf(body: unknown): CspViolation[] | undefined {
  const legacy = legacyCspReportSchema.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    const directive = report['effective-directive'] ?? report['violated-directive'];
    if (directive === undefined) return undefined;
    return [
      withoutUndefined({
        documentUrl: report['document-uri'],
        directive,
        blockedUrl: report['blocked-uri'],
        sourceFile: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
        disposition: report.disposition,
      }),
    ];
  }
  const delivery = reportingApiDeliverySchema.safeParse(body);
  if (!delivery.success) return undefined;
  const found: CspViolation[] = [];
  for (const entry of delivery.data) {
    if (entry.type !== 'csp-violation') continue;
    const parsed = reportingApiCspBodySchema.safeParse(entry.body);
    if (!parsed.success) return undefined;
    const report = parsed.data;
    found.push(
      withoutUndefined({
        documentUrl: report.documentURL,
        directive: report.effectiveDirective,
        blockedUrl: report.blockedURL,
        sourceFile: report.sourceFile,
        line: report.lineNumber,
        column: report.columnNumber,
        sample: report.sample,
        disposition: report.disposition,
      }),
    );
  }
  return found;
}

function withoutUndefined(violation: { [K in keyof CspViolation]-?: CspViolation[K] | undefined }): CspViolation {
  return Object.fromEntries(Object.entries(violation).filter(([, value]) => value !== undefined)) as CspViolation;
}

function userAgentOf(request: FastifyRequest): string | undefined {
  const agent = request.headers['user-agent'];
  return agent === undefined ? undefined : agent.slice(0, 256);
}
