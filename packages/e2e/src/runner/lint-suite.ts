import { commandSuite } from './command-suite';
import type { SuiteResult } from './suite-result';
import type { SuiteContext } from './suite-context';

/** `npm run lint` (oxlint over the whole repo) is one check. */
export function lintSuite(context: SuiteContext): Promise<SuiteResult> {
  return commandSuite(context, { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], timeoutMs: 5 * 60_000 });
}

/** `npm run format:check` (Prettier over the whole repo) is one check: unformatted code fails the run. */
export function formatSuite(context: SuiteContext): Promise<SuiteResult> {
  return commandSuite(context, { name: 'format', command: 'npm', args: ['run', '--silent', 'format:check'], timeoutMs: 5 * 60_000 });
}
