/**
 * `npm test`: every check of the repo in one run, ending with the plain line `N passed, N failed`.
 *
 *   tsx packages/e2e/scripts/run-all.ts            all suites
 *   tsx packages/e2e/scripts/run-all.ts unit e2e   only the named ones
 *
 * Suites: types, lint, format, audit, unit, api-pg, build (with the first-load budget, `npm run size`,
 * one check per route), e2e (see docs/adr/0060-one-test-command.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/harness/repo-root';
import { auditSuite } from '../src/runner/audit-suite';
import { buildSuite } from '../src/runner/build-suite';
import { e2eSuite } from '../src/runner/e2e-suite';
import { jestSuite } from '../src/runner/jest-suite';
import { formatSuite, lintSuite } from '../src/runner/lint-suite';
import { postgresApiSuite } from '../src/runner/postgres-api-suite';
import type { SuiteContext } from '../src/runner/suite-context';
import { formatSuiteLine, formatTotalsLine, sumResults, type SuiteResult } from '../src/runner/suite-result';
import { typecheckSuite } from '../src/runner/typecheck-suite';

/** A suite's result, or several (the build and the first-load budget), or null when it has nothing to run. */
type SuiteRunner = (context: SuiteContext, earlier: readonly SuiteResult[]) => Promise<SuiteResult | SuiteResult[] | null>;

const SUITES: ReadonlyArray<readonly [string, SuiteRunner]> = [
  ['types', (context) => typecheckSuite(context)],
  ['lint', (context) => lintSuite(context)],
  ['format', (context) => formatSuite(context)],
  ['audit', (context) => auditSuite(context)],
  ['unit', (context) => jestSuite(context, { name: 'jest (model, web, api)', projects: ['model', 'web', 'api'] })],
  ['api-pg', (context) => postgresApiSuite(context)],
  ['build', (context) => buildSuite(context)],
  [
    'e2e',
    async (context, earlier) => {
      const build = earlier.find((result) => result.name === 'build');
      if (build !== undefined && build.failed > 0) {
        return { name: 'e2e journeys', passed: 0, failed: 1, notes: ['not run: the build failed'], seconds: 0 };
      }
      return e2eSuite(context);
    },
  ],
];

async function main(): Promise<number> {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !SUITES.some(([suiteName]) => suiteName === name));
  if (unknown.length > 0) {
    console.error(`unknown suite(s): ${unknown.join(', ')}; known: ${SUITES.map(([name]) => name).join(', ')}`);
    return 2;
  }
  const selected = SUITES.filter(([name]) => requested.length === 0 || requested.includes(name));
  const scratchDir = mkdtempSync(path.join(tmpdir(), 'travel-test-'));
  const context: SuiteContext = { repoRoot: REPO_ROOT, scratchDir };
  const results: SuiteResult[] = [];
  try {
    for (const [index, [name, run]] of selected.entries()) {
      console.info(`\n=== [${index + 1}/${selected.length}] ${name} ===`);
      const result = await run(context, results);
      if (result === null) {
        console.info(`(${name}: nothing to run here)`);
        continue;
      }
      for (const one of Array.isArray(result) ? result : [result]) {
        results.push(one);
        console.info(formatSuiteLine(one));
      }
    }
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
  const totals = sumResults(results);
  console.info('\n=== summary ===');
  for (const result of results) console.info(formatSuiteLine(result));
  console.info(formatTotalsLine(totals));
  return totals.failed > 0 || results.length === 0 ? 1 : 0;
}

process.exitCode = await main();
