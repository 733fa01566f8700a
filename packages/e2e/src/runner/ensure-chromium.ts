import { existsSync } from 'node:fs';
import { chromiumPath } from '../harness/chromium';
import { runCommand } from './run-command';

/**
 * The journeys need a real Chromium. Root on Debian can get it from the distribution (the only
 * browser source that works here); anyone else is told the command instead of being asked for a
 * password in the middle of a test run.
 */
export async function ensureChromium(repoRoot: string): Promise<boolean> {
  const executable = chromiumPath();
  if (existsSync(executable)) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env['CHROME_PATH'] !== undefined) {
    console.error(
      `Chromium not found at ${executable}. Install Debian's package as root:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
    return false;
  }
  console.info(`Chromium not found at ${executable}; installing Debian's chromium package.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await runCommand('apt-get', ['update'], { cwd: repoRoot, env, timeoutMs: 10 * 60_000 });
  if (update.exitCode !== 0) return false;
  const install = await runCommand('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    cwd: repoRoot,
    env,
    timeoutMs: 15 * 60_000,
  });
  return install.exitCode === 0 && existsSync(executable);
}
