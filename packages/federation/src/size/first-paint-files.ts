/**
 * Which JS files a route loads before it is interactive, from webpack's chunk graph (the
 * `.build-stats.json` each build writes): the shell's entry and bootstrap chunks, the shared
 * singletons they consume, the route's `remoteEntry.js`, its exposed module's chunks and any
 * shared package the remote needs that the shell has not loaded already (`loaded-first`).
 */
/** The chunk graph each build writes into its `dist/` (a dotfile: deploy and hashing skip it). */
export const BUILD_STATS_FILE = '.build-stats.json';

export interface StatsModule {
  moduleType?: string;
  identifier?: string;
}

export interface StatsOrigin {
  moduleIdentifier?: string;
  request?: string;
}

export interface StatsChunk {
  id: string | number;
  files?: string[];
  origins?: StatsOrigin[];
  modules?: StatsModule[];
}

export interface BuildStats {
  chunks?: StatsChunk[];
  entrypoints?: Record<string, { chunks?: Array<string | number> }>;
}

const CONSUME = 'consume-shared-module';

function chunksByOrigin(stats: BuildStats, match: (origin: StatsOrigin) => boolean): StatsChunk[] {
  return (stats.chunks ?? []).filter((chunk) => (chunk.origins ?? []).some(match));
}

function entryChunks(stats: BuildStats, entry: string): StatsChunk[] {
  const ids = new Set(stats.entrypoints?.[entry]?.chunks ?? []);
  return (stats.chunks ?? []).filter((chunk) => ids.has(chunk.id));
}

/** `consume-shared-module|default|react|^19.3.1|...` → `react` */
export function shareKeyOf(identifier: string): string {
  return identifier.split('|')[2] ?? identifier;
}

/**
 * JS files of `start` plus the fallback chunks of every shared module they consume that is not in
 * `loaded` yet; `loaded` is updated, so a later remote reuses what the shell loaded.
 */
export function closeOverShared(stats: BuildStats, start: StatsChunk[], loaded: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string | number>();
  const queue = [...start];
  while (queue.length > 0) {
    const chunk = queue.shift() as StatsChunk;
    if (seen.has(chunk.id)) continue;
    seen.add(chunk.id);
    files.push(...(chunk.files ?? []).filter((file) => file.endsWith('.js')));
    for (const module of chunk.modules ?? []) {
      if (module.moduleType !== CONSUME || !module.identifier) continue;
      const key = shareKeyOf(module.identifier);
      if (loaded.has(key)) continue;
      loaded.add(key);
      queue.push(...chunksByOrigin(stats, (origin) => origin.moduleIdentifier === module.identifier));
    }
  }
  return files;
}

/** The shell's first-paint files: entry `main` and the `import('./bootstrap')` chunks. */
export function shellFiles(stats: BuildStats, loaded: Set<string>): string[] {
  const start = [...entryChunks(stats, 'main'), ...chunksByOrigin(stats, (origin) => origin.request === './bootstrap')];
  return closeOverShared(stats, start, loaded);
}

/** A remote's files for one exposed module (`exposeImport` like `./src/exposes/hotel-page.tsx`). */
export function remoteFiles(stats: BuildStats, container: string, exposeImport: string, loaded: Set<string>): string[] {
  const start = [
    ...entryChunks(stats, container),
    ...chunksByOrigin(stats, (origin) => origin.request === exposeImport && (origin.moduleIdentifier ?? '').startsWith('container entry')),
  ];
  return closeOverShared(stats, start, loaded);
}
