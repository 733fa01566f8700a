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
 * the last good value.
 */
export function watchedFile<T>(path: string, parse: (text: string) => T): WatchedFile<T> {
  let signature: string | undefined;
  let good: { value: T } | undefined;
  let lastError: unknown;

  return {
    async read() {
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
    },
  };
}
