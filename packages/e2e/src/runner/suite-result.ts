/** What one suite contributes to the final `N passed, N failed` line. */
export interface SuiteResult {
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
  /** Extra words for the per-suite line, e.g. `3 skipped` or `not run: build failed`. */
  readonly notes: readonly string[];
  readonly seconds: number;
}

export interface Totals {
  readonly passed: number;
  readonly failed: number;
}

export function sumResults(results: readonly SuiteResult[]): Totals {
  return results.reduce<Totals>((totals, result) => ({ passed: totals.passed + result.passed, failed: totals.failed + result.failed }), {
    passed: 0,
    failed: 0,
  });
}

export function formatSuiteLine(result: SuiteResult): string {
  const notes = result.notes.length > 0 ? ` (${result.notes.join('; ')})` : '';
  const status = result.failed > 0 ? 'FAIL' : 'ok  ';
  return `${status} ${result.name.padEnd(22)} ${result.passed} passed, ${result.failed} failed${notes} [${result.seconds.toFixed(0)} s]`;
}

/** The one plain line CI and people read; nothing else may share it. */
export function formatTotalsLine(totals: Totals): string {
  return `${totals.passed} passed, ${totals.failed} failed`;
}
