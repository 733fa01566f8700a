import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { commandSuite } from './command-suite';
import { countSizeReport } from './report-counts';
import { runCommand } from './run-command';
import { elapsedSeconds, type SuiteContext } from './suite-context';
import type { SuiteResult } from './suite-result';
import { readRootScripts } from './workspaces';

/**
 * The production build the journeys run against (`npm run build`, turbo over every app): one
 * check; then, on what it built, the first-load budget (`npm run size`, ADR 0192): one check per
 * route, failed when the route's JS before it is interactive is over 170 KB brotli. Two results,
 * so a route over budget fails the run without keeping the journeys from running on the build.
 */
export async function buildSuite(context: SuiteContext): Promise<SuiteResult[]> {
  const scripts = readRootScripts(context.repoRoot);
  if (scripts['build'] === undefined) {
    return [{ name: 'build', passed: 0, failed: 1, notes: ['no "build" script in package.json'], seconds: 0 }];
  }
  const build = await commandSuite(context, {
    name: 'build',
    command: 'npm',
    args: ['run', '--silent', 'build'],
    env: { TURBO_TELEMETRY_DISABLED: '1' },
    timeoutMs: 15 * 60_000,
  });
  if (build.failed > 0) return [build];
  return [build, await firstLoadBudget(context, scripts['size'] !== undefined)];
}

async function firstLoadBudget(context: SuiteContext, hasScript: boolean): Promise<SuiteResult> {
  const name = 'first-load budget';
  if (!hasScript) return { name, passed: 0, failed: 1, notes: ['no "size" script in package.json'], seconds: 0 };
  const startedAt = Date.now();
  const report = path.join(context.scratchDir, 'size-report.json');
  // --no-write: the test run reads the sizes, it does not rewrite docs/performance.md.
  const outcome = await runCommand('npm', ['run', '--silent', 'size', '--', '--no-write', '--report', report], {
    cwd: context.repoRoot,
    timeoutMs: 5 * 60_000,
  });
  const seconds = elapsedSeconds(startedAt);
  if (!existsSync(report)) {
    return { name, passed: 0, failed: 1, notes: [`npm run size wrote no report (exit ${outcome.exitCode})`], seconds };
  }
  const counts = countSizeReport(JSON.parse(readFileSync(report, 'utf8')) as Parameters<typeof countSizeReport>[0]);
  // The script's own verdict counts too: a failure it found that the report does not show fails the check.
  const unexplained = outcome.exitCode !== 0 && counts.failed === 0 ? 1 : 0;
  return {
    name,
    passed: counts.passed,
    failed: counts.failed + unexplained,
    notes: [...counts.notes, ...(unexplained > 0 ? [`npm run size exited ${outcome.exitCode}`] : [])],
    seconds,
  };
}
