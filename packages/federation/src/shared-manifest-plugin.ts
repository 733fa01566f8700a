/**
 * Build-time half of the share contract (docs/adr/0210-shared-versions-and-compatibility-gate.md):
 * the subsets an app shares, with the names each exports, written into its `mf-manifest.json`, and
 * the host's offers compiled into the host for its runtime check. Node-only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler, type WebpackPluginInstance } from 'webpack';
import { exportedValueNames } from './api-surface';
import { SHARED_SUBSETS, SHARED_PREFIXES, type SharedConfig } from './shared';
import { SUBSETS_MANIFEST_FIELD, type SharedOffer } from './shared-contract';

const MANIFEST_FILE = 'mf-manifest.json';
const FEDERATION_ROOT = path.resolve(import.meta.dirname, '..');

/** Each subset share key → the names its module exports (`shared-subsets/*.ts`), sorted. */
export function subsetExports(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(SHARED_SUBSETS).map(([pkg, request]) => {
      const file = path.join(FEDERATION_ROOT, 'src', `${request.replace('@travel/federation/', '')}.ts`);
      return [pkg, exportedValueNames(file).sort()];
    }),
  );
}

/** Adds `travelSubsets` to the manifest the federation plugin emitted, for the subsets it lists. */
export class SharedManifestPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const name = 'TravelSharedManifestPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST_FILE);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString()) as { shared?: Array<{ name?: string }> };
        const listed = new Set((manifest.shared ?? []).map((item) => item.name));
        const subsets = Object.fromEntries(Object.entries(subsetExports()).filter(([pkg]) => listed.has(pkg)));
        const next = { ...manifest, [SUBSETS_MANIFEST_FIELD]: subsets };
        compilation.updateAsset(MANIFEST_FILE, new webpack.sources.RawSource(JSON.stringify(next, null, 2)));
      });
    });
  }
}

/** The version of a third-party package as installed for `appDir` (what the build bundles). */
function installedVersion(appDir: string, pkg: string): string | undefined {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** What the host provides: every shared key's version, range and subset, as its manifest will say. */
export function hostSharedOffers(appDir: string, shared: SharedConfig): Record<string, SharedOffer> {
  const subsets = subsetExports();
  const offers: Record<string, SharedOffer> = {};
  for (const [key, entry] of Object.entries(shared)) {
    if ((SHARED_PREFIXES as readonly string[]).includes(key)) continue;
    const version = entry.version ?? installedVersion(appDir, key);
    if (version === undefined) continue;
    const subset = subsets[key];
    offers[key] = { version, requiredVersion: entry.requiredVersion, ...(subset ? { subset } : {}) };
  }
  return offers;
}
