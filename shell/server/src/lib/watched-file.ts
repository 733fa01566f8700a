import { readFile, stat } from 'node:fs/promises';

export type WatchedRead<T> =
  | { readonly status: 'ok'; readonly value: T; readonly stale: false }
  /** The file changed into something unreadable; the last good value is kept. */
  | { readonly status: 'ok'; readonly value: T; readonly stale: true; readonly error: unknown }
  | { readonly status: 'missing' }
  | { readonly status: 'invalid'; readonly error: unknown };

export interface WatchedFile<T> {
  read(): Promise<WatchedRead<T>>;
}

/**
 * A file re-read only when its mtime or size changes (one `stat` per call). Deploy scripts and
 * shell rebuilds replace these files while the server runs; a half-written file never replaces
 * the last good value. Calls made while a look is under way share it: under load every page
 * asked for the template, registry and texts at once, and their `stat`s were ~5-12 % of the
 * site server's thread (docs/adr/0193-site-server-throughput.md); a call made after a look ended
 * always looks again, so a replaced file is seen by the next request, as before.
 */
export function watchedFile<T>(path: string, parse: (text: string) => T): WatchedFile<T> {
  let signature: string | undefined;
  let good: { value: T } | undefined;
  let lastError: unknown;
  let underWay: Promise<WatchedRead<T>> | undefined;

  return {
    read() {
      underWay ??= look().finally(() => {
        underWay = undefined;
      });
      return underWay;
    },
  };

  async function look(): Promise<WatchedRead<T>> {
    let current: string;
    try {
      const info = await stat(path);
      if (!info.isFile()) return { status: 'missing' };
      current = `${info.mtimeMs}:${info.size}`;
    } catch {
      return { status: 'missing' };
    }
    if (current !== signature) {
      signature = current;
      try {
        good = { value: parse(await readFile(path, 'utf8')) };
        lastError = undefined;
      } catch (error) {
        lastError = error;
      }
    }
    if (lastError !== undefined) {
      return good ? { status: 'ok', value: good.value, stale: true, error: lastError } : { status: 'invalid', error: lastError };
    }
    if (!good) return { status: 'missing' };
    return { status: 'ok', value: good.value, stale: false };
  }
}
