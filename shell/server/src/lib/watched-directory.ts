import { readdir, stat } from 'node:fs/promises';

export interface WatchedDirectory {
  /** Names of the regular files directly in the folder; empty when the folder is missing. */
  files(): Promise<ReadonlySet<string>>;
}

/** Names of the regular files directly in `dir` (no folders, no symlinks, no dotfiles). */
export async function listFiles(dir: string): Promise<ReadonlySet<string>> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return new Set(entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name));
}

/**
 * A folder listed again only when its mtime changes (one `stat` per call): a rebuild that adds
 * or removes files changes it, so a rebuilt shell is served without a restart.
 */
export function watchedDirectory(dir: string): WatchedDirectory {
  let signature: number | undefined;
  let listing: Promise<ReadonlySet<string>> = Promise.resolve(new Set());

  return {
    async files() {
      const info = await stat(dir).catch(() => undefined);
      const current = info?.isDirectory() ? info.mtimeMs : -1;
      if (current !== signature) {
        signature = current;
        listing = current === -1 ? Promise.resolve(new Set()) : listFiles(dir);
      }
      return listing;
    },
  };
}
