import { runCommand } from './run-command';
import type { SuiteResult } from './suite-result';
import { elapsedSeconds, type SuiteContext } from './suite-context';

export interface CommandSuiteOptions {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  readonly timeoutMs: number;
}

/** A whole command as one check (lint, build): it passes when it exits 0. */
export async function commandSuite(context: SuiteContext, options: CommandSuiteOptions): Promise<SuiteResult> {
  const startedAt = Date.now();
  const outcome = await runCommand(options.command, options.args, {
    cwd: context.repoRoot,
    env: { ...process.env, ...options.env },
    timeoutMs: options.timeoutMs,
  });
  const ok = outcome.exitCode === 0;
  return {
    name: options.name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    notes: outcome.timedOut ? ['timed out'] : [],
    seconds: elapsedSeconds(startedAt),
  };
}
