import { readAudit } from '../audit-suite';

const report = (vulnerabilities: Record<string, unknown>, high: number, critical: number) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high, critical, total: high + critical + 1 } },
  });

describe('readAudit', () => {
  it('blocks on high and critical advisories and names each with its advisory', () => {
    const outcome = readAudit(
      report(
        {
          lodash: {
            name: 'lodash',
            severity: 'critical',
            via: [{ title: 'Prototype Pollution', url: 'https://github.com/advisories/GHSA-x' }],
          },
          'fast-x': { name: 'fast-x', severity: 'high', via: ['lodash'] },
          tiny: { name: 'tiny', severity: 'low', via: [{ title: 'ReDoS' }] },
        },
        1,
        1,
      ),
    );
    expect(outcome).toEqual({
      kind: 'report',
      blocking: 2,
      lines: ['critical lodash: Prototype Pollution https://github.com/advisories/GHSA-x', 'high     fast-x: via lodash'],
    });
  });

  it('passes a report with only low advisories', () => {
    expect(readAudit(report({ tiny: { name: 'tiny', severity: 'low', via: [{ title: 'ReDoS' }] } }, 0, 0))).toEqual({
      kind: 'report',
      blocking: 0,
      lines: [],
    });
  });

  it('tells an unreachable registry apart from a clean report, so it is counted neither way', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      error: { summary: '' },
    });
    expect(readAudit(refused)).toEqual({ kind: 'unreachable', reason: expect.stringContaining('405') });
    expect(readAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.npmjs.org' } }))).toEqual({
      kind: 'unreachable',
      reason: 'ENOTFOUND: getaddrinfo ENOTFOUND registry.npmjs.org',
    });
    expect(readAudit('')).toMatchObject({ kind: 'unreachable' });
  });
});
