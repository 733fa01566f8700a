import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { countJestReport } from './report-counts';
import { runCommand } from './run-command';
import type { SuiteResult } from './suite-result';
import { bin, elapsedSeconds, type SuiteContext } from './suite-context';

export interface JestSuiteOptions {
  readonly name: string;
  readonly projects: readonly string[];
  /** Test path patterns, to run part of a project. */
  readonly paths?: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
}

/** One jest run over the given projects; every test is counted, read from `jest --json`. */
export async function jestSuite(context: SuiteContext, options: JestSuiteOptions): Promise<SuiteResult> {
  const startedAt = Date.now();
  const reportFile = path.join(context.scratchDir, `jest-${options.name.replace(/\W+/g, '-')}.json`);
  rmSync(reportFile, { force: true });
  const outcome = await runCommand(
    bin(context.repoRoot, 'jest'),
    [
      '--ci',
      '--json',
      `--outputFile=${reportFile}`,
      '--passWithNoTests',
      // Two cores shared with the build: one worker per core at most.
      '--maxWorkers=2',
      '--selectProjects',
      ...options.projects,
      ...(options.paths === undefined ? [] : ['--', ...options.paths]),
    ],
    // A guard against a hung run, not a budget: on a busy shared 2-core machine the unit suites took
    // 10-15+ minutes (2026-11-27; 4.5 on a quiet day), and the whole run must stay under CI's 90.
    { cwd: context.repoRoot, env: { ...process.env, ...options.env }, timeoutMs: 25 * 60_000 },
  );
  if (!existsSync(reportFile)) {
    return {
      name: options.name,
      passed: 0,
      failed: 1,
      notes: [outcome.timedOut ? 'timed out' : `jest exited ${outcome.exitCode} without a report`],
      seconds: elapsedSeconds(startedAt),
    };
  }
  const counts = countJestReport(JSON.parse(readFileSync(reportFile, 'utf8')));
  // jest can fail without a failing test (e.g. a coverage threshold or an open handle crash).
  const unexplainedExit = outcome.exitCode !== 0 && counts.failed === 0;
  return {
    name: options.name,
    passed: counts.passed,
    failed: counts.failed + (unexplainedExit ? 1 : 0),
    notes: [...counts.notes, ...(unexplainedExit ? [`jest exited ${outcome.exitCode}`] : [])],
    seconds: elapsedSeconds(startedAt),
  };
}
