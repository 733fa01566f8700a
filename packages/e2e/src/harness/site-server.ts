import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root';

export interface RunningSite {
  readonly baseURL: string;
  readonly logFile: string;
  stop(): Promise<void>;
}

export interface SiteServerOptions {
  readonly port: number;
  readonly dataDir: string;
  /** First start seeds the demo database; on a busy 2-core machine that can take a while. */
  readonly startTimeoutMs?: number;
  /** Extra environment, e.g. `NODE_ENV=production` for a benchmark of what production runs. */
  readonly env?: Readonly<Record<string, string>>;
}

/** Starts the real site server (`tsx --tsconfig shell/server/tsconfig.runtime.json shell/server/src/main.ts`: JSX compiled for first paints) and waits for `/api/health`. */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSite> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.dataDir, 'site-server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'shell/server/tsconfig.runtime.json', 'shell/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...options.env, PORT: String(options.port), DATA_DIR: options.dataDir, HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
      // Own process group: tsx runs the server in a grandchild, and stop() must reach it.
      detached: true,
    },
  );
  closeSync(log);
  const stop = (): Promise<void> => stopProcessGroup(child);
  try {
    await waitForHealth(baseURL, child, options.startTimeoutMs ?? 240_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- site server log (${logFile}) ---\n${tail(logFile, 60)}`, {
      cause: error,
    });
  }
  return { baseURL, logFile, stop };
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the site server exited (${child.exitCode ?? child.signalCode}) before /api/health answered`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site server did not answer /api/health within ${timeoutMs} ms (last: ${lastProblem})`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child.pid, 'SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') signalGroup(child.pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
