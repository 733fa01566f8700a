import { countJestReport, countPlaywrightReport, countSizeReport } from '../report-counts';
import { formatTotalsLine, sumResults, type SuiteResult } from '../suite-result';

describe('countJestReport', () => {
  it('counts passed and failed tests', () => {
    expect(countJestReport({ numPassedTests: 12, numFailedTests: 2, numTotalTestSuites: 3 })).toMatchObject({
      passed: 12,
      failed: 2,
    });
  });

  it('counts a test file that failed to load as one failure', () => {
    const counts = countJestReport({ numPassedTests: 5, numFailedTests: 0, numRuntimeErrorTestSuites: 2 });
    expect(counts.failed).toBe(2);
    expect(counts.notes).toContain('2 files failed to run');
  });

  it('neither passes nor fails skipped tests, but says so', () => {
    const counts = countJestReport({ numPassedTests: 1, numPendingTests: 3, numTodoTests: 1 });
    expect(counts).toMatchObject({ passed: 1, failed: 0 });
    expect(counts.notes).toContain('4 skipped');
  });
});

describe('countPlaywrightReport', () => {
  it('passes expected and flaky tests, fails unexpected ones', () => {
    const counts = countPlaywrightReport({ stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 0 }, errors: [] });
    expect(counts).toMatchObject({ passed: 5, failed: 1 });
    expect(counts.notes).toContain('1 passed only on retry');
  });

  it('fails once per error outside a test, e.g. a global setup that threw', () => {
    expect(countPlaywrightReport({ stats: { expected: 0, unexpected: 0 }, errors: [{ message: 'setup' }] })).toMatchObject({
      passed: 0,
      failed: 1,
    });
  });
});

describe('the final line', () => {
  const suite = (name: string, passed: number, failed: number): SuiteResult => ({ name, passed, failed, notes: [], seconds: 1 });

  it('sums every suite into one plain line', () => {
    const totals = sumResults([suite('types', 15, 0), suite('unit', 120, 3), suite('e2e', 6, 1)]);
    expect(formatTotalsLine(totals)).toBe('141 passed, 4 failed');
  });

  it('is `0 passed, 0 failed` for no suites', () => {
    expect(formatTotalsLine(sumResults([]))).toBe('0 passed, 0 failed');
  });
});

describe('countSizeReport', () => {
  const budgetBytes = 170 * 1024;

  it('passes each route within the budget, exactly at it included, and fails each route over it', () => {
    const counts = countSizeReport({
      budgetBytes,
      routes: [
        { route: '/', brotliBytes: budgetBytes },
        { route: '/wycieczki/', brotliBytes: budgetBytes + 1024 },
        { route: '/przewodnik/', brotliBytes: 150 * 1024 },
      ],
    });
    expect(counts).toMatchObject({ passed: 2, failed: 1 });
    expect(counts.notes).toContain('/wycieczki/ over by 1.0 KB');
    expect(counts.notes).toContain('first load: 3 routes, largest 171.0 KB of 170.0 KB brotli');
  });

  it('fails a route without a size, and a report that measured nothing', () => {
    expect(countSizeReport({ budgetBytes, routes: [{ route: '/' }] })).toMatchObject({ passed: 0, failed: 1 });
    expect(countSizeReport({ budgetBytes, routes: [] })).toMatchObject({ passed: 0, failed: 1 });
    expect(countSizeReport({ routes: [{ route: '/', brotliBytes: 1 }] })).toMatchObject({ passed: 0, failed: 1 });
  });
});
