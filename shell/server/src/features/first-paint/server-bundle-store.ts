import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { toDiskPath } from '../remotes/manifest-store';
import { SHARED_MODULES } from './shared-modules';

/** `dist/server/exposes.cjs` of a remote (packages/federation `createRemoteServerConfig`). */
const SERVER_BUNDLE_PATH = join('server', 'exposes.cjs');
const MAX_CACHED_BUNDLES = 50;

/** The pages a deployed remote version can render on the server. */
export interface ServerBundle {
  /** Named exports: page components by their exposed name, plus `stylesheets`. */
  readonly exports: Readonly<Record<string, unknown>>;
  /** The deployed version's folder on disk, where its stylesheets are. */
  readonly versionDir: string;
  /** Asset file names (of the version's folder) the page links in the first HTML. */
  stylesheetsOf(module: string): readonly string[];
}

export interface ServerBundleStore {
  /** The server bundle deployed next to the manifest at `manifestUrl`; undefined when it has none. */
  bundleFor(manifestUrl: string): Promise<ServerBundle | undefined>;
}

const nodeRequire = createRequire(import.meta.url);
const BUILTINS = new Set(builtinModules);

/**
 * The require a server bundle gets: the site server's shared singletons and Node's built-ins.
 * Anything else means the bundle was built against another list of shared packages: it is
 * refused, and its pages render in the browser only.
 */
function bundleRequire(file: string): (request: string) => unknown {
  return (request) => {
    const shared = SHARED_MODULES.get(request);
    if (shared) return shared;
    if (request.startsWith('node:') || BUILTINS.has(request)) return nodeRequire(request);
    throw new Error(`${file} requires "${request}", which is neither shared nor built into Node`);
  };
}

/** Evaluates a CommonJS bundle the way Node's module wrapper would, with our require. */
function evaluate(file: string, code: string): Record<string, unknown> {
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file }) as (
    exports: object,
    require: (request: string) => unknown,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as Record<string, unknown> };
  wrapper(module.exports, bundleRequire(file), module, file, dirname(file));
  return module.exports;
}

/**
 * Loads server bundles of deployed versions from `DATA_DIR/remotes/`. A version folder never
 * changes after deploy, so a bundle is evaluated once and kept; a version without one (or one
 * that fails to load, logged once) gets no first paint.
 */
export function createServerBundleStore(dataDir: string, warn: (message: string) => void): ServerBundleStore {
  const remotesRoot = resolve(dataDir, 'remotes');
  const cache = new Map<string, Promise<ServerBundle | undefined>>();

  async function load(file: string, versionDir: string): Promise<ServerBundle | undefined> {
    let code: string;
    try {
      code = await readFile(file, 'utf8');
    } catch {
      return undefined;
    }
    try {
      const exports = evaluate(file, code);
      const stylesheets = (exports['stylesheets'] ?? {}) as Readonly<Record<string, readonly string[] | undefined>>;
      return {
        exports,
        versionDir,
        // The bundle's asset URLs resolve against its own file; the browser loads the same file
        // names (same content, same hash) from the version's public folder.
        stylesheetsOf: (module) => (stylesheets[module] ?? []).map((url) => url.slice(url.lastIndexOf('/') + 1)),
      };
    } catch (error) {
      warn(`server bundle ${file} failed to load: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  return {
    bundleFor(manifestUrl) {
      const manifestPath = toDiskPath(remotesRoot, manifestUrl);
      if (manifestPath === undefined) return Promise.resolve(undefined);
      const versionDir = dirname(manifestPath);
      const file = join(versionDir, SERVER_BUNDLE_PATH);
      let bundle = cache.get(file);
      if (bundle === undefined) {
        if (cache.size >= MAX_CACHED_BUNDLES) cache.delete(cache.keys().next().value as string);
        bundle = load(file, versionDir);
        cache.set(file, bundle);
      }
      return bundle;
    },
  };
}
