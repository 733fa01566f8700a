/** Pass/fail counts read from the machine reports of jest and Playwright. */
export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly notes: readonly string[];
}

interface JestJsonReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  numRuntimeErrorTestSuites?: number;
  numTotalTestSuites?: number;
}

/**
 * A test file that fails to load (syntax error, bad import) runs no test, so jest counts it only
 * as a runtime-error suite; it counts here as one failure, or a broken file would go unnoticed.
 */
export function countJestReport(report: JestJsonReport): Counts {
  const brokenFiles = report.numRuntimeErrorTestSuites ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const notes: string[] = [`${report.numTotalTestSuites ?? 0} files`];
  if (brokenFiles > 0) notes.push(`${brokenFiles} files failed to run`);
  if (skipped > 0) notes.push(`${skipped} skipped`);
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles, notes };
}

interface PlaywrightJsonReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: readonly unknown[];
}

/**
 * `errors` holds failures outside any test (global setup, a spec file that does not load); the
 * tests behind them never ran, so each counts as one failure.
 */
export function countPlaywrightReport(report: PlaywrightJsonReport): Counts {
  const stats = report.stats ?? {};
  const flaky = stats.flaky ?? 0;
  const skipped = stats.skipped ?? 0;
  const outsideTests = report.errors?.length ?? 0;
  const notes: string[] = [];
  if (flaky > 0) notes.push(`${flaky} passed only on retry`);
  if (skipped > 0) notes.push(`${skipped} skipped`);
  if (outsideTests > 0) notes.push(`${outsideTests} errors outside tests`);
  return { passed: (stats.expected ?? 0) + flaky, failed: (stats.unexpected ?? 0) + outsideTests, notes };
}
