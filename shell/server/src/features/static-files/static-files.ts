import { normalizedSegments } from '../../lib/url-path';
import { watchedDirectory, type WatchedDirectory } from '../../lib/watched-directory';
import { isBrowserFile, withLicenses } from './browser-files';

/** A file the public may fetch: its folder and its name there. */
export interface StaticFile {
  readonly root: string;
  readonly name: string;
}

export interface StaticFiles {
  /** The allowed file a request URL names once normalised; undefined for anything else. */
  find(url: string): Promise<StaticFile | undefined>;
}

interface Root {
  readonly dir: string;
  readonly listing: WatchedDirectory;
  readonly allow: (files: ReadonlySet<string>) => ReadonlySet<string>;
  readonly allowed: WeakMap<ReadonlySet<string>, ReadonlySet<string>>;
}

/**
 * The site's own files by allow-list: what the shell build emitted for the browser (scripts,
 * stylesheets, fonts, images and their license notices, directly in SHELL_DIST), then every file
 * of PUBLIC_DIR. Both folders are listed again when they change (a rebuilt shell). A request is
 * normalised first (`lib/url-path`), so `/./index.html` or `/x/../main.js.map` name the files
 * they would on disk, and those are not on the list.
 */
export function createStaticFiles(shellDist: string, publicDir: string): StaticFiles {
  const root = (dir: string, allow: Root['allow']): Root => ({ dir, listing: watchedDirectory(dir), allow, allowed: new WeakMap() });
  const roots = [
    root(shellDist, (files) => withLicenses(new Set([...files].filter(isBrowserFile)), files)),
    root(publicDir, (files) => files),
  ];

  async function allowedIn(entry: Root): Promise<ReadonlySet<string>> {
    const files = await entry.listing.files();
    let allowed = entry.allowed.get(files);
    if (allowed === undefined) {
      allowed = entry.allow(files);
      entry.allowed.set(files, allowed);
    }
    return allowed;
  }

  return {
    async find(url) {
      const segments = normalizedSegments(url);
      // Both folders are flat: nothing below their top level is served.
      const name = segments?.length === 1 ? segments[0] : undefined;
      if (name === undefined) return undefined;
      for (const entry of roots) {
        if ((await allowedIn(entry)).has(name)) return { root: entry.dir, name };
      }
      return undefined;
    },
  };
}
