import { runCommand } from './run-command';
import type { SuiteResult } from './suite-result';
import { elapsedSeconds, type SuiteContext } from './suite-context';

/** `npm run lint` (oxlint over the whole repo) is one check. */
export async function lintSuite(context: SuiteContext): Promise<SuiteResult> {
  const startedAt = Date.now();
  const outcome = await runCommand('npm', ['run', '--silent', 'lint'], { cwd: context.repoRoot, timeoutMs: 5 * 60_000 });
  const ok = outcome.exitCode === 0;
  return {
    name: 'lint',
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    notes: outcome.timedOut ? ['timed out'] : [],
    seconds: elapsedSeconds(startedAt),
  };
}
