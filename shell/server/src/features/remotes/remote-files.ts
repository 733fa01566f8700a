import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { normalizedSegments } from '../../lib/url-path';
import { listFiles } from '../../lib/watched-directory';
import { isHashedAsset, withLicenses } from '../static-files/browser-files';

export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * The parts of a federation `mf-manifest.json` (written by `@module-federation/enhanced` through
 * packages/federation) that name files: the remote entry and every exposed or shared module's
 * scripts and stylesheets. Parsed leniently: a part that does not fit names nothing.
 */
const fileListSchema = z.array(z.string()).catch([]);
const assetsSchema = z
  .object({
    js: z.object({ sync: fileListSchema, async: fileListSchema }).partial().catch({}),
    css: z.object({ sync: fileListSchema, async: fileListSchema }).partial().catch({}),
  })
  .partial()
  .catch({});
const withAssetsSchema = z.array(z.object({ assets: assetsSchema }).catch({ assets: {} })).catch([]);
const manifestFilesSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string().catch('') }) }),
  exposes: withAssetsSchema.optional(),
  shared: withAssetsSchema.optional(),
});

/** The file names (relative to the version folder) a manifest text names, itself included. */
export function filesNamedBy(manifestText: string): readonly string[] {
  const manifest = manifestFilesSchema.parse(JSON.parse(manifestText));
  const { remoteEntry } = manifest.metaData;
  const assets = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(({ assets: a }) => [
    ...(a.js?.sync ?? []),
    ...(a.js?.async ?? []),
    ...(a.css?.sync ?? []),
    ...(a.css?.async ?? []),
  ]);
  return [MANIFEST_FILE, `${remoteEntry.path}/${remoteEntry.name}`, ...assets];
}

/** A file of a deployed remote version, as a normalised request URL names it. */
export interface RemoteFileName {
  readonly name: string;
  readonly version: string;
  /** The file's name directly in the version folder. */
  readonly file: string;
}

export interface RemoteFiles {
  /** The version's folder on disk when its allow-list holds `target.file`; undefined otherwise. */
  rootOf(target: RemoteFileName): Promise<string | undefined>;
}

const REMOTE_NAME = /^[a-z][a-z0-9_-]{0,63}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_CACHED_VERSIONS = 200;

/**
 * Remote files by allow-list, per deployed version (`DATA_DIR/remotes/<name>/<version>/`): its
 * `mf-manifest.json`, the remote entry and the chunks and stylesheets the manifest names, the
 * content-hashed assets the chunks load by URL (`isHashedAsset`), and license notices of allowed
 * chunks, each only if it lies directly in the version folder. Nothing else (the `server/`
 * bundle, `mf-stats.json`, source maps, dotfiles) is on it. A version folder never changes after
 * deploy, so its list is built once; a version without a readable manifest serves nothing and is
 * looked at again on the next request.
 */
export function createRemoteFiles(dataDir: string): RemoteFiles {
  const remotesRoot = resolve(dataDir, 'remotes');
  const cache = new Map<string, ReadonlySet<string>>();

  async function allowList(versionDir: string): Promise<ReadonlySet<string>> {
    const hit = cache.get(versionDir);
    if (hit) return hit;
    let named: readonly string[];
    try {
      named = filesNamedBy(await readFile(join(versionDir, MANIFEST_FILE), 'utf8'));
    } catch {
      return new Set();
    }
    const files = await listFiles(versionDir);
    const topLevel = named.flatMap((file) => {
      const segments = normalizedSegments(file);
      return segments?.length === 1 && segments[0] !== undefined ? [segments[0]] : [];
    });
    const allowed = new Set([...topLevel, ...[...files].filter(isHashedAsset)].filter((file) => files.has(file)));
    const list = withLicenses(allowed, files);
    if (cache.size >= MAX_CACHED_VERSIONS) cache.delete(cache.keys().next().value as string);
    cache.set(versionDir, list);
    return list;
  }

  return {
    async rootOf({ name, version, file }) {
      const root = join(remotesRoot, name, version);
      return (await allowList(root)).has(file) ? root : undefined;
    },
  };
}

/**
 * What `/remotes/<name>/<version>/<file>` names once normalised (`lib/url-path`): `./x`, `x/../`,
 * `//`, `%2f` and backslashes are resolved first. Undefined for any other shape, a file below
 * the version's top level included.
 */
export function remoteFileOf(url: string): RemoteFileName | undefined {
  const segments = normalizedSegments(url);
  if (segments?.length !== 4) return undefined;
  const [prefix, name, version, file] = segments as [string, string, string, string];
  if (prefix !== 'remotes' || !REMOTE_NAME.test(name) || !VERSION.test(version)) return undefined;
  return { name, version, file };
}
