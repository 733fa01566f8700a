import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { countPlaywrightReport } from './report-counts';
import { runCommand } from './run-command';
import type { SuiteResult } from './suite-result';
import { bin, elapsedSeconds, type SuiteContext } from './suite-context';

/**
 * The Playwright journeys in real Chromium. Their global setup deploys the built remotes into a
 * temporary DATA_DIR and starts the site server itself, so this suite needs only a finished build.
 */
export async function e2eSuite(context: SuiteContext): Promise<SuiteResult> {
  const startedAt = Date.now();
  const name = 'e2e journeys';
  if (!(await ensureChromium(context.repoRoot))) {
    return { name, passed: 0, failed: 1, notes: ['not run: no Chromium'], seconds: elapsedSeconds(startedAt) };
  }
  const reportFile = path.join(context.scratchDir, 'playwright.json');
  rmSync(reportFile, { force: true });
  const outcome = await runCommand(bin(context.repoRoot, 'playwright'), ['test', '-c', 'packages/e2e/playwright.config.ts'], {
    cwd: context.repoRoot,
    env: { ...process.env, E2E_JSON_REPORT: reportFile },
    timeoutMs: 30 * 60_000,
  });
  if (!existsSync(reportFile)) {
    return {
      name,
      passed: 0,
      failed: 1,
      notes: [outcome.timedOut ? 'timed out' : `playwright exited ${outcome.exitCode} without a report`],
      seconds: elapsedSeconds(startedAt),
    };
  }
  const counts = countPlaywrightReport(JSON.parse(readFileSync(reportFile, 'utf8')));
  const unexplainedExit = outcome.exitCode !== 0 && counts.failed === 0;
  return {
    name,
    passed: counts.passed,
    failed: counts.failed + (unexplainedExit ? 1 : 0),
    notes: [...counts.notes, ...(unexplainedExit ? [`playwright exited ${outcome.exitCode}`] : [])],
    seconds: elapsedSeconds(startedAt),
  };
}
