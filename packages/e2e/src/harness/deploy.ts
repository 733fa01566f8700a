import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root';
import { runNpmScript } from './run-npm-script';

export const REMOTES = ['search', 'hotel', 'order', 'reviews', 'content'] as const;
export type Remote = (typeof REMOTES)[number];
/**
 * The staff-only containers (docs/adr/0145-staff-debug-remotes.md), deployed by `deploy -- all`
 * beside the public ones: `<owner>_debug` is built by its owner into `dist-debug/`.
 */
export const DEBUG_REMOTES = ['search_debug', 'reviews_debug', 'order_debug'] as const;
export type DebugRemote = (typeof DEBUG_REMOTES)[number];

/** The shell build the journeys' site server serves (its default SHELL_DIST). */
export const LIVE_SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');

const BUILD_OUTPUTS = [
  'shell/dist',
  ...REMOTES.map((remote) => `mf-${remote}/dist`),
  ...DEBUG_REMOTES.map((remote) => `mf-${remote.replace(/_debug$/, '')}/dist-debug`),
];

export interface RegistryEntry {
  readonly entry: string;
  readonly version: string;
}
export type Registry = Readonly<Record<string, RegistryEntry>>;

/** The build outputs the site needs (the staff container's too); a missing one means nothing was built yet. */
export function missingBuilds(): string[] {
  return BUILD_OUTPUTS.filter((output) => !existsSync(path.join(REPO_ROOT, output)));
}

/** Copies every already built remote, the staff containers included, into DATA_DIR and writes its registry (no rebuild). */
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
  // The gate reads the live shell: the one the site server serves, not the checkout's (it has no build).
  const result = await runNpmScript('deploy', [remote], { DATA_DIR: dataDir, SHELL_DIST: LIVE_SHELL_DIST }, 10 * 60_000, checkout);
  if (result.exitCode !== 0) {
    throw new Error(`npm run deploy -- ${remote} failed (${result.exitCode}):\n${result.output}`);
  }
  return result.output;
}

/** The registry file as the deploy keeps it: live entries plus canary, previous versions and history. */
export function readRegistryRecord(dataDir: string): Registry {
  return JSON.parse(readFileSync(path.join(dataDir, 'remotes.json'), 'utf8')) as Registry;
}

/** Each remote's live entry and version: what a visitor outside any canary is served. */
export function readRegistry(dataDir: string): Registry {
  return Object.fromEntries(Object.entries(readRegistryRecord(dataDir)).map(([name, { entry, version }]) => [name, { entry, version }]));
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
