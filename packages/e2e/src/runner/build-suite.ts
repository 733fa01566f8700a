import { runCommand } from './run-command';
import type { SuiteResult } from './suite-result';
import { elapsedSeconds, type SuiteContext } from './suite-context';
import { readRootScripts } from './workspaces';

/** The production build the journeys run against (`npm run build`, turbo over every app): one check. */
export async function buildSuite(context: SuiteContext): Promise<SuiteResult> {
  const startedAt = Date.now();
  if (readRootScripts(context.repoRoot)['build'] === undefined) {
    return { name: 'build', passed: 0, failed: 1, notes: ['no "build" script in package.json'], seconds: 0 };
  }
  const outcome = await runCommand('npm', ['run', '--silent', 'build'], {
    cwd: context.repoRoot,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    timeoutMs: 15 * 60_000,
  });
  const ok = outcome.exitCode === 0;
  return {
    name: 'build',
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    notes: outcome.timedOut ? ['timed out'] : [],
    seconds: elapsedSeconds(startedAt),
  };
}
