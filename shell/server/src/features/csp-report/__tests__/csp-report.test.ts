import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createSiteFixture, type SiteFixture } from '../../../__tests__/site-fixture';
import { CSP_REPORT_BODY_LIMIT, violationsOf } from '../csp-report-route';

const PATH = '/next-api/csp-report/';

/** What Chromium posts through `report-to` (Reporting API), one inline style refused. */
const REPORTING_API_DELIVERY = [
  {
    type: 'csp-violation',
    age: 12,
    url: 'https://www.podrozownia.test/wakacje/',
    user_agent: 'Mozilla/5.0 Chrome/140',
    body: {
      documentURL: 'https://www.podrozownia.test/wakacje/',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-elem',
      originalPolicy: "default-src 'self'",
      sourceFile: 'https://www.podrozownia.test/remotes/search/v1/1.js',
      sample: '.x{color:red}',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 3,
      columnNumber: 14,
    },
  },
  { type: 'deprecation', age: 1, url: 'https://www.podrozownia.test/', body: { id: 'x' } },
];

/** What `report-uri` gets (Firefox, Safari, older Chromium). */
const LEGACY_REPORT = {
  'csp-report': {
    'document-uri': 'https://www.podrozownia.test/hotel/x/',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    'blocked-uri': 'https://evil.example/x.js',
    disposition: 'enforce',
    'status-code': 200,
  },
};

let fixture: SiteFixture;
let app: FastifyInstance;
let logLines: Array<{ level: number; msg: string; cspViolation?: Record<string, unknown> }>;

beforeEach(async () => {
  fixture = createSiteFixture();
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await fixture.build({}, { logger: { level: 'warn', stream } });
});
afterEach(async () => {
  await app.close();
  fixture.cleanup();
});

const post = (body: string, contentType: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: PATH, payload: body, headers: { 'content-type': contentType, ...headers } });
const health = async () => (await app.inject({ url: '/next-api/health/' })).json<{ cspReports: Record<string, number> }>().cspReports;
const violationLogs = () => logLines.filter((line) => line.msg === 'CSP violation');

describe('POST /next-api/csp-report/', () => {
  it('takes a Reporting API delivery, logs its CSP violation as a warning and counts it in health', async () => {
    const response = await post(JSON.stringify(REPORTING_API_DELIVERY), 'application/reports+json');
    expect(response.statusCode).toBe(204);
    expect(violationLogs()).toEqual([
      expect.objectContaining({
        level: 40,
        cspViolation: {
          documentUrl: 'https://www.podrozownia.test/wakacje/',
          directive: 'style-src-elem',
          blockedUrl: 'inline',
          sourceFile: 'https://www.podrozownia.test/remotes/search/v1/1.js',
          line: 3,
          column: 14,
          sample: '.x{color:red}',
          disposition: 'enforce',
        },
      }),
    ]);
    expect(await health()).toEqual({ reports: 1, violations: 1, refused: 0 });
  });

  it('takes a report-uri report (application/csp-report)', async () => {
    const response = await post(JSON.stringify(LEGACY_REPORT), 'application/csp-report');
    expect(response.statusCode).toBe(204);
    expect(violationLogs().map((line) => line.cspViolation)).toEqual([
      {
        documentUrl: 'https://www.podrozownia.test/hotel/x/',
        directive: 'script-src-elem',
        blockedUrl: 'https://evil.example/x.js',
        disposition: 'enforce',
      },
    ]);
  });

  it.each([
    ['not JSON', '{"csp-report": ', 'application/csp-report', 400],
    ['an empty body', '', 'application/reports+json', 400],
    ['JSON that is no report', JSON.stringify({ hello: 'world' }), 'application/csp-report', 400],
    ['a report without its document', JSON.stringify({ 'csp-report': { 'violated-directive': 'img-src' } }), 'application/csp-report', 400],
    ['an empty delivery', '[]', 'application/reports+json', 400],
    [
      'a CSP entry with a malformed body',
      JSON.stringify([{ type: 'csp-violation', url: 'https://x.test/', body: { documentURL: 5 } }]),
      'application/reports+json',
      400,
    ],
    ['another media type', JSON.stringify(LEGACY_REPORT), 'application/x-www-form-urlencoded', 415],
    [
      'an oversized body',
      JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } }),
      'application/csp-report',
      413,
    ],
    [
      'an oversized body sent as application/json',
      JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } }),
      'application/json',
      413,
    ],
  ])('refuses %s with a 4xx and logs nothing', async (_case, body, contentType, status) => {
    const response = await post(body, contentType);
    expect(response.statusCode).toBe(status);
    expect(violationLogs()).toEqual([]);
    expect((await health()).refused).toBe(1);
  });

  it('limits reports per address: past the limit 429 with Retry-After, never a 5xx', async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 62; i += 1) {
      const response = await post(JSON.stringify(LEGACY_REPORT), 'application/csp-report');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = response.headers['retry-after'];
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(violationLogs()).toHaveLength(60);
  });
});

describe('violationsOf', () => {
  it('reads only csp-violation entries of a delivery; one without any is an empty list, not an error', () => {
    expect(violationsOf([{ type: 'deprecation', url: 'https://x.test/', body: {} }])).toEqual([]);
    expect(violationsOf(REPORTING_API_DELIVERY)).toHaveLength(1);
    expect(violationsOf('text')).toBeUndefined();
  });
});
