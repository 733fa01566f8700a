/**
 * The one list of shared singletons (docs/adr/0010-module-federation-frame.md). Every app builds
 * its `shared` config from here, so host and remotes can never disagree about what is a singleton.
 */
import { satisfies } from './semver-range';

/** Third-party singletons: one instance per page, whichever app loads first provides it. */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  '@sentry/react',
] as const;

/**
 * Singletons no page needs before it is interactive (`@sentry/react` loads after the `load` event,
 * ADR 0192): the host keeps them in chunks of their own even where it bundles the rest eagerly.
 */
export const LAZY_SHARED_PACKAGES: ReadonlySet<string> = new Set(['@sentry/react']);

/**
 * Singletons whose browser builds provide and fall back to our module re-exporting only the parts
 * the apps use (shared packages are bundled whole, with no tree shaking across the share). The
 * share key and the version stay the package's, so every app still gets one instance; server
 * bundles leave the request to the site server, which has the full package. A subset module must
 * import another request than its share key (`react-router`, not `react-router-dom`): an import of
 * the key itself would consume the share it provides, and the page would wait for it forever.
 * Where the package's `exports` offer no other entry, the subset imports it under an alias
 * (`UNSHARED_ALIASES`).
 */
export const SHARED_SUBSETS: Readonly<Partial<Record<(typeof SHARED_PACKAGES)[number], string>>> = {
  'react-router-dom': '@travel/federation/shared-subsets/react-router-dom',
  '@tanstack/react-query': '@travel/federation/shared-subsets/tanstack-react-query',
  'react-i18next': '@travel/federation/shared-subsets/react-i18next',
};

/**
 * Requests the browser builds resolve to the package itself (webpack `resolve.alias`), for the
 * subset modules only. Federation decides what to consume by the request as written, so an import
 * through one of these is never taken for the share the subset provides. Typed in
 * `shared-subsets/unshared.d.ts`.
 */
export const UNSHARED_ALIASES: Readonly<Record<string, string>> = {
  '@travel/unshared-react-query': '@tanstack/react-query',
  '@travel/unshared-react-i18next': 'react-i18next',
};

/** Our own packages whose module state must be shared (one bus, one i18n instance, ...). */
export const SHARED_WORKSPACE_PACKAGES = ['@travel/event-bus', '@travel/i18n', '@travel/ui', '@travel/api-client'] as const;

/**
 * Deep imports (`react/jsx-runtime`, `react-dom/client`) are separate modules to webpack; a
 * trailing-slash key shares every one of them, so the JSX runtime and the client renderer are
 * singletons too and `react-dom` is evaluated exactly once.
 */
export const SHARED_PREFIXES = ['react/', 'react-dom/'] as const;

/**
 * True for an import that names a shared singleton (`react`, `react/jsx-runtime`, `@travel/i18n`):
 * what a server bundle leaves to its host instead of bundling a second copy.
 */
export function isSharedRequest(request: string): boolean {
  if (SHARED_PREFIXES.some((prefix) => request.startsWith(prefix))) return true;
  return [...SHARED_PACKAGES, ...SHARED_WORKSPACE_PACKAGES].some((pkg) => request === pkg || request.startsWith(`${pkg}/`));
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  /**
   * A singleton whose loaded version does not satisfy a consumer's range fails that consumer's load
   * (the slot's fallback) instead of running it against the wrong version; the host's requirement
   * check (`runtime/shared-requirements-plugin.ts`) usually refuses such a remote before that.
   */
  strictVersion: true;
  /** Own packages are consumed as TS source; their version is the workspace package's version. */
  version?: string;
  /** The module provided and fallen back to instead of the package itself (`SHARED_SUBSETS`). */
  import?: string;
  /** Bundled into the app's entry chunk instead of a chunk of its own (the host, `eager` below). */
  eager?: true;
}

export type SharedConfig = Record<string, SharedEntry>;

export interface SharedConfigInput {
  /**
   * The app's `dependencies` (package.json): every `requiredVersion` is the app's own range, our
   * workspace packages' included (`"@travel/ui": "^1.2.0"`).
   */
  dependencies: Readonly<Record<string, string>>;
  /** Version of each workspace package, read from its package.json. */
  workspaceVersions: Readonly<Record<string, string>>;
  /** Workspace packages that have no source yet are left out instead of breaking the build. */
  isResolvable?: (pkg: string) => boolean;
  /**
   * The host: every singleton but the lazy ones goes into its entry chunk. Each page needs them all
   * before it is interactive, and one file compresses better than fifteen (ADR 0192); the host
   * always provides them first anyway (`loaded-first`), so remotes still take the host's.
   */
  eager?: boolean;
}

const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

export function createSharedConfig({
  dependencies,
  workspaceVersions,
  isResolvable = () => true,
  eager = false,
}: SharedConfigInput): SharedConfig {
  const shared: SharedConfig = {};
  const eagerFor = (key: string): { eager?: true } => (eager && !LAZY_SHARED_PACKAGES.has(key) ? { eager: true } : {});
  for (const pkg of SHARED_PACKAGES) {
    const range = dependencies[pkg];
    if (range === undefined) {
      throw new Error(`Shared singleton "${pkg}" is missing from the app's dependencies; every app must list it.`);
    }
    const subset = SHARED_SUBSETS[pkg];
    if (subset === undefined) {
      shared[pkg] = { singleton: true, requiredVersion: range, strictVersion: true, ...eagerFor(pkg) };
      continue;
    }
    // The subset module lives in a workspace package: webpack would take that package's version.
    if (!EXACT_VERSION.test(range))
      throw new Error(`"${pkg}" is shared as a subset and needs an exact version in the app's dependencies, not "${range}".`);
    shared[pkg] = { singleton: true, requiredVersion: range, strictVersion: true, version: range, import: subset, ...eagerFor(pkg) };
  }
  for (const prefix of SHARED_PREFIXES) {
    const base = prefix.slice(0, -1);
    shared[prefix] = { singleton: true, requiredVersion: dependencies[base] ?? false, strictVersion: true, ...eagerFor(prefix) };
  }
  for (const pkg of SHARED_WORKSPACE_PACKAGES) {
    const version = workspaceVersions[pkg];
    if (version === undefined || !isResolvable(pkg)) continue;
    const range = dependencies[pkg];
    if (range === undefined || !satisfies(version, range) || !/\d/.test(range)) {
      throw new Error(
        `The app must depend on "${pkg}" with a version range its workspace version ${version} satisfies (e.g. "^${version}"), not ${range === undefined ? 'nothing' : `"${range}"`}.`,
      );
    }
    shared[pkg] = { singleton: true, requiredVersion: range, strictVersion: true, version, ...eagerFor(pkg) };
  }
  return shared;
}
