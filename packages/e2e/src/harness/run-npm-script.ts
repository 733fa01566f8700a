import { spawn } from 'node:child_process';
import { REPO_ROOT } from './repo-root';

export interface NpmScriptResult {
  readonly exitCode: number;
  readonly output: string;
}

/**
 * Runs `npm run <script> -- <args>` from the repo root and collects its output, so a journey can
 * show why a deploy failed. Output is also echoed when E2E_VERBOSE is set.
 */
export function runNpmScript(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = 10 * 60_000,
  cwd = REPO_ROOT,
): Promise<NpmScriptResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '--', ...args], {
      cwd,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      if (process.env['E2E_VERBOSE']) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      output += `\n[e2e] npm run ${script} timed out after ${timeoutMs} ms\n`;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code ?? 1, output });
    });
  });
}
