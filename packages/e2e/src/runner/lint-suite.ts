import { commandSuite } from './command-suite';
import type { SuiteResult } from './suite-result';
import type { SuiteContext } from './suite-context';

/** `npm run lint` (oxlint over the whole repo) is one check. */
export function lintSuite(context: SuiteContext): Promise<SuiteResult> {
  return commandSuite(context, { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], timeoutMs: 5 * 60_000 });
}
