import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root';
import { runNpmScript } from './run-npm-script';

export const REMOTES = ['search', 'hotel', 'order', 'reviews', 'content'] as const;
export type Remote = (typeof REMOTES)[number];

export interface RegistryEntry {
  readonly entry: string;
  readonly version: string;
}
export type Registry = Readonly<Record<string, RegistryEntry>>;

/** The apps whose `dist/` the site needs; a missing one means nothing was built yet. */
export function missingBuilds(): string[] {
  return ['shell', ...REMOTES.map((remote) => `mf-${remote}`)].filter((app) => !existsSync(path.join(REPO_ROOT, app, 'dist')));
}

/** Copies every already built remote into DATA_DIR and writes its registry (no rebuild). */
export async function deployAllBuilt(dataDir: string): Promise<void> {
  const result = await runNpmScript('deploy', ['all', '--no-build'], { DATA_DIR: dataDir });
  if (result.exitCode !== 0) {
    throw new Error(`npm run deploy -- all --no-build failed (${result.exitCode}):\n${result.output}`);
  }
}

/**
 * What a team runs to ship one remote: rebuild it and switch its registry entry. `checkout` is
 * the repository the team deploys from (by default this one).
 */
export async function deployRemote(remote: Remote, dataDir: string, checkout = REPO_ROOT): Promise<string> {
  const result = await runNpmScript('deploy', [remote], { DATA_DIR: dataDir }, 10 * 60_000, checkout);
  if (result.exitCode !== 0) {
    throw new Error(`npm run deploy -- ${remote} failed (${result.exitCode}):\n${result.output}`);
  }
  return result.output;
}

export function readRegistry(dataDir: string): Registry {
  return JSON.parse(readFileSync(path.join(dataDir, 'remotes.json'), 'utf8')) as Registry;
}

/**
 * Points the registry back at earlier versions (a rollback: their folders are still there).
 * Written to a temp file and renamed, so the running server never reads half a file.
 */
export function writeRegistry(dataDir: string, registry: Registry): void {
  const file = path.join(dataDir, 'remotes.json');
  const temp = `${file}.e2e-${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`, 'utf8');
  renameSync(temp, file);
}
