import { commandSuite } from './command-suite';
import type { SuiteResult } from './suite-result';
import type { SuiteContext } from './suite-context';
import { readRootScripts } from './workspaces';

/** The production build the journeys run against (`npm run build`, turbo over every app): one check. */
export async function buildSuite(context: SuiteContext): Promise<SuiteResult> {
  if (readRootScripts(context.repoRoot)['build'] === undefined) {
    return { name: 'build', passed: 0, failed: 1, notes: ['no "build" script in package.json'], seconds: 0 };
  }
  return commandSuite(context, {
    name: 'build',
    command: 'npm',
    args: ['run', '--silent', 'build'],
    env: { TURBO_TELEMETRY_DISABLED: '1' },
    timeoutMs: 15 * 60_000,
  });
}
