import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { z } from 'zod';

/**
 * The slice of a federation `mf-manifest.json` (see `@module-federation/sdk` `Manifest`) the
 * site server needs for preload hints. Parsed leniently: unknown fields are the plugin's business.
 */
const assetListSchema = z.object({ sync: z.array(z.string()).default([]) }).catch({ sync: [] });
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string().default('') }),
    publicPath: z.string().optional(),
  }),
  exposes: z
    .array(
      z.object({
        name: z.string(),
        path: z.string().optional(),
        assets: z.object({ js: assetListSchema, css: assetListSchema }).catch({ js: { sync: [] }, css: { sync: [] } }),
      }),
    )
    .default([]),
});
type RemoteManifest = z.infer<typeof manifestSchema>;

export interface RemotePreloads {
  readonly manifestUrl: string;
  /** URL of the deployed version's folder, with a trailing slash: its assets resolve against it. */
  readonly assetBase: string;
  readonly remoteEntryUrl: string | undefined;
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export interface ManifestStore {
  /** Preload URLs for `module` of the remote whose manifest lives at `manifestUrl`. */
  preloadsFor(manifestUrl: string, module: string): Promise<RemotePreloads>;
}

const MAX_CACHED_MANIFESTS = 200;

/**
 * Reads manifests of deployed versions from `DATA_DIR/remotes/`. A version folder never changes
 * after deploy (a new build gets a new version), so a parsed manifest is cached for good; failed
 * reads are not cached, so a version deployed a moment later is picked up.
 */
export function createManifestStore(dataDir: string): ManifestStore {
  const remotesRoot = resolve(dataDir, 'remotes');
  const cache = new Map<string, RemoteManifest>();

  async function load(diskPath: string): Promise<RemoteManifest | undefined> {
    const hit = cache.get(diskPath);
    if (hit) return hit;
    try {
      const manifest = manifestSchema.parse(JSON.parse(await readFile(diskPath, 'utf8')));
      if (cache.size >= MAX_CACHED_MANIFESTS) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(diskPath, manifest);
      return manifest;
    } catch {
      return undefined;
    }
  }

  return {
    async preloadsFor(manifestUrl, module) {
      const diskPath = toDiskPath(remotesRoot, manifestUrl);
      const manifest = diskPath === undefined ? undefined : await load(diskPath);
      const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
      if (!manifest) return { manifestUrl, assetBase: folder, remoteEntryUrl: undefined, scripts: [], styles: [] };

      const base = assetBase(manifestUrl, manifest.metaData.publicPath);
      const entry = manifest.metaData.remoteEntry;
      const expose = manifest.exposes.find((e) => e.name === module || e.path === `./${module}`);
      return {
        manifestUrl,
        assetBase: `${base.replace(/\/+$/, '')}/`,
        remoteEntryUrl: joinUrl(base, entry.path, entry.name),
        scripts: (expose?.assets.js.sync ?? []).map((file) => joinUrl(base, file)),
        styles: (expose?.assets.css.sync ?? []).map((file) => joinUrl(base, file)),
      };
    },
  };
}

/** `/remotes/search/v1/mf-manifest.json` → file under `remotesRoot`; anything else → undefined. */
export function toDiskPath(remotesRoot: string, manifestUrl: string): string | undefined {
  if (!manifestUrl.startsWith('/remotes/')) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(manifestUrl, 'http://site.invalid').pathname);
  } catch {
    return undefined;
  }
  // The URL parser resolves `..` and `%2e%2e`, so the prefix is checked again after it.
  if (!pathname.startsWith('/remotes/')) return undefined;
  const diskPath = resolve(remotesRoot, `.${pathname.slice('/remotes'.length)}`);
  return diskPath.startsWith(remotesRoot + sep) ? diskPath : undefined;
}

function assetBase(manifestUrl: string, publicPath: string | undefined): string {
  if (publicPath && publicPath !== 'auto') return publicPath;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

function joinUrl(base: string, ...parts: string[]): string {
  return parts.filter((part) => part !== '').reduce((url, part) => `${url.replace(/\/+$/, '')}/${part.replace(/^\/+/, '')}`, base);
}
