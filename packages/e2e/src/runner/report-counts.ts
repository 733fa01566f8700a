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

interface SizeJsonReport {
  budgetBytes?: number;
  routes?: ReadonlyArray<{ route?: string; brotliBytes?: number }>;
}

/**
 * `npm run size -- --report` (the first-load budget, ADR 0192): one check per route, failed when
 * its JS before it is interactive is over the budget. A report without routes, or without a
 * budget, is one failure: a check that measured nothing must not pass.
 */
export function countSizeReport(report: SizeJsonReport): Counts {
  const budget = report.budgetBytes;
  const routes = report.routes ?? [];
  if (budget === undefined || routes.length === 0) return { passed: 0, failed: 1, notes: ['the size report has no routes or no budget'] };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const over = routes.filter((route) => route.brotliBytes === undefined || route.brotliBytes > budget);
  const largest = Math.max(...routes.map((route) => route.brotliBytes ?? 0));
  const notes = [
    `first load: ${routes.length} routes, largest ${kb(largest)} of ${kb(budget)} brotli`,
    ...over.map((route) => `${route.route ?? '?'} over by ${route.brotliBytes === undefined ? '?' : kb(route.brotliBytes - budget)}`),
  ];
  return { passed: routes.length - over.length, failed: over.length, notes };
}
