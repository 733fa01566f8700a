/** Node-only helpers of `npm run deploy`: versions and the atomic registry update. */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile, mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { remoteRegistrySchema, type RemoteDeployment, type RemoteRegistry } from '@travel/contracts/remotes';
import { remoteManifestUrl as remoteEntryUrl } from './visitor-versions';

export { remoteEntryUrl };

/** `20261122T073012Z-1a2b3c4d`: sorts by time, and two builds in one second still differ. */
export function makeVersion(now: Date, contentHash: string): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

/** How many versions of a remote stay deployable (live, canary and the ones before), `KEEP_VERSIONS`. */
export const DEFAULT_KEEP_VERSIONS = 5;
/** Deploy steps kept in each registry entry's history. */
export const HISTORY_LIMIT = 20;

/** Who ran a deploy step and when. */
export interface DeployActor {
  readonly by: string;
  readonly at: Date;
}

type Entry = RemoteRegistry[string];

function recorded(entry: Entry | undefined, step: RemoteDeployment): RemoteDeployment[] {
  return [step, ...(entry?.history ?? [])].slice(0, HISTORY_LIMIT);
}

function stepOf(action: RemoteDeployment['action'], version: string, actor: DeployActor, percent?: number): RemoteDeployment {
  return { action, version, ...(percent === undefined ? {} : { percent }), by: actor.by, at: actor.at.toISOString() };
}

/** `entry` made live: the version it replaces goes first in `previous`, the canary ends. */
function live(entry: Entry | undefined, name: string, version: string, keep: number, step: RemoteDeployment): Entry {
  const previous = entry === undefined || entry.version === version ? (entry?.previous ?? []) : [entry.version, ...(entry.previous ?? [])];
  return {
    entry: remoteEntryUrl(name, version),
    version,
    previous: previous.filter((v) => v !== version).slice(0, Math.max(0, keep - 1)),
    history: recorded(entry, step),
  };
}

/**
 * Points one remote at a new version; every other entry stays as it was. With `canaryPercent` the
 * new version goes to that share of visitors and the live one stays for the rest.
 */
export function withRemoteVersion(
  current: RemoteRegistry,
  name: string,
  version: string,
  actor: DeployActor = { by: 'unknown', at: new Date() },
  options: { canaryPercent?: number | undefined; keep?: number } = {},
): RemoteRegistry {
  const entry = current[name];
  const keep = options.keep ?? DEFAULT_KEEP_VERSIONS;
  const percent = options.canaryPercent;
  if (percent !== undefined && entry !== undefined && entry.version !== version) {
    const canary = { entry: remoteEntryUrl(name, version), version, percent };
    return { ...current, [name]: { ...entry, canary, history: recorded(entry, stepOf('canary', version, actor, percent)) } };
  }
  return { ...current, [name]: live(entry, name, version, keep, stepOf('deploy', version, actor)) };
}

/** The canary becomes everyone's version. */
export function withPromotedCanary(
  current: RemoteRegistry,
  name: string,
  actor: DeployActor,
  keep = DEFAULT_KEEP_VERSIONS,
): RemoteRegistry {
  const entry = current[name];
  if (entry?.canary === undefined) throw new Error(`${name} has no canary to promote`);
  return { ...current, [name]: live(entry, name, entry.canary.version, keep, stepOf('promote', entry.canary.version, actor)) };
}

/**
 * One step back: a running canary ends (everyone keeps the live version); otherwise the version
 * live before this one comes back.
 */
export function withRolledBack(current: RemoteRegistry, name: string, actor: DeployActor): RemoteRegistry {
  const entry = current[name];
  if (entry === undefined) throw new Error(`${name} is not deployed`);
  if (entry.canary !== undefined) {
    const { canary: _ended, ...rest } = entry;
    return { ...current, [name]: { ...rest, history: recorded(entry, stepOf('rollback', entry.version, actor)) } };
  }
  const [back, ...older] = entry.previous ?? [];
  if (back === undefined) throw new Error(`${name} has no earlier version to roll back to`);
  return {
    ...current,
    [name]: {
      entry: remoteEntryUrl(name, back),
      version: back,
      previous: older,
      history: recorded(entry, stepOf('rollback', back, actor)),
    },
  };
}

/** The version a rollback of `name` would make live (the live one when a canary is running). */
export function rollbackTarget(entry: Entry | undefined): string | undefined {
  if (entry === undefined) return undefined;
  return entry.canary !== undefined ? entry.version : entry.previous?.[0];
}

/**
 * Version folders that may go: not live, canary or kept for a rollback, and older than the newest
 * `keep` (version names sort by time), so a page opened a moment ago still finds its chunks.
 */
export function versionsToPrune(entry: Entry | undefined, folders: readonly string[], keep = DEFAULT_KEEP_VERSIONS): string[] {
  const needed = new Set([entry?.version, entry?.canary?.version, ...(entry?.previous ?? [])]);
  const newest = new Set([...folders].sort().reverse().slice(0, keep));
  return folders.filter((folder) => !needed.has(folder) && !newest.has(folder) && !folder.endsWith('.partial'));
}

/** A missing registry is empty; a corrupt one stops the deploy rather than dropping the other remotes. */
export async function readRegistryFile(file: string): Promise<RemoteRegistry> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed = remoteRegistrySchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a valid remote registry: ${parsed.error.message}`);
  return parsed.data;
}

/** Readers (the site server) see the old file or the new one, never half of one: rename is atomic. */
export async function writeRegistryFile(file: string, registry: RemoteRegistry): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`, 'utf8');
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Reads the registry, applies one change and writes it back atomically. */
export async function changeRegistryFile(file: string, change: (current: RemoteRegistry) => RemoteRegistry): Promise<RemoteRegistry> {
  const next = change(await readRegistryFile(file));
  await writeRegistryFile(file, next);
  return next;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    // Dotfiles are build by-products (the chunk graph for `npm run size`), not served files.
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else files.push(rel);
  }
  return files.sort();
}

/** Content hash of a build folder (file names and bytes of its served files). */
export async function hashDirectory(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const rel of await listFiles(dir)) {
    hash
      .update(rel)
      .update('\0')
      .update(await readFile(path.join(dir, rel)))
      .update('\0');
  }
  return hash.digest('hex');
}
