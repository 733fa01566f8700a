/** Node-only helpers of `npm run deploy`: versions and the atomic registry update. */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile, mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { remoteRegistrySchema, type RemoteRegistry } from '@travel/contracts/remotes';

/** `20261122T073012Z-1a2b3c4d`: sorts by time, and two builds in one second still differ. */
export function makeVersion(now: Date, contentHash: string): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

export function remoteEntryUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** Points one remote at a new version; every other entry stays as it was. */
export function withRemoteVersion(current: RemoteRegistry, name: string, version: string): RemoteRegistry {
  return { ...current, [name]: { entry: remoteEntryUrl(name, version), version } };
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

export async function updateRegistryFile(file: string, name: string, version: string): Promise<RemoteRegistry> {
  const next = withRemoteVersion(await readRegistryFile(file), name, version);
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
