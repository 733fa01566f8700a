import { spawn } from 'node:child_process';

export interface RunOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Kill the whole process group after this long; a hung suite must not hang CI. */
  readonly timeoutMs: number;
}

export interface RunOutcome {
  readonly exitCode: number;
  readonly timedOut: boolean;
}

/**
 * Runs a command with its output streamed straight to ours, so a failure reads the same as when
 * the tool is run by hand. The child gets its own process group so a timeout also stops the
 * grandchildren (webpack workers, the site server under tsx, Chromium).
 */
export function runCommand(command: string, args: readonly string[], options: RunOptions): Promise<RunOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid, 'SIGTERM');
      setTimeout(() => killGroup(child.pid, 'SIGKILL'), 5000).unref();
    }, options.timeoutMs);
    const stopChild = (): void => killGroup(child.pid, 'SIGTERM');
    process.once('SIGINT', stopChild);
    process.once('SIGTERM', stopChild);
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', stopChild);
      process.off('SIGTERM', stopChild);
      resolve({ exitCode: code ?? (signal ? 128 : 1), timedOut });
    });
  });
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
