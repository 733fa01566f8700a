import { z } from 'zod';

/**
 * CSP violation reports as browsers send them to the site server's `POST /next-api/csp-report/`
 * (docs/adr/0146-csp-nonces-and-violation-reports.md). Two shapes: `report-uri`'s
 * `application/csp-report` body, and the Reporting API's `application/reports+json` list, of
 * which only `csp-violation` entries are read. Fields are the browsers' own names; every text is
 * bounded, and unknown fields are ignored.
 */
const text = z.string().max(4096);
const position = z.number().int().nonnegative().max(10_000_000);

/** `report-uri`: `{"csp-report": {...}}` (kebab-case fields). */
export const legacyCspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text,
    referrer: text.optional(),
    'violated-directive': text.optional(),
    'effective-directive': text.optional(),
    'original-policy': text.optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
    'blocked-uri': text.optional(),
    'source-file': text.optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'status-code': z.number().int().optional(),
    'script-sample': text.optional(),
  }),
});

/** One entry of a Reporting API delivery; another `type` (a deprecation, say) is not read. */
export const reportingApiReportSchema = z.object({
  type: z.string().max(64),
  url: text,
  age: z.number().nonnegative().optional(),
  user_agent: text.optional(),
  body: z.unknown(),
});

export const reportingApiCspBodySchema = z.object({
  documentURL: text,
  referrer: text.optional(),
  blockedURL: text.optional(),
  effectiveDirective: text,
  originalPolicy: text.optional(),
  sourceFile: text.optional(),
  sample: text.optional(),
  disposition: z.enum(['enforce', 'report']).optional(),
  statusCode: z.number().int().optional(),
  lineNumber: position.optional(),
  columnNumber: position.optional(),
});

/** `report-to`: a list, at most as many entries as a browser batches for one endpoint. */
export const reportingApiDeliverySchema = z.array(reportingApiReportSchema).min(1).max(100);

/** One violation, whichever way it came: what the site server logs. */
export const cspViolationSchema = z.object({
  documentUrl: text,
  directive: text,
  blockedUrl: text.optional(),
  sourceFile: text.optional(),
  line: position.optional(),
  column: position.optional(),
  sample: text.optional(),
  disposition: z.enum(['enforce', 'report']).optional(),
});
export type CspViolation = z.infer<typeof cspViolationSchema>;
