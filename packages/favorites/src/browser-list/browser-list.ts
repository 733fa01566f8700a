import { useSyncExternalStore } from 'react';

/**
 * A short list the visitor's browser keeps in `localStorage` (never sent to the server: no cookie),
 * read by every remote of the page. Each remote bundles this package, so the copies hear each
 * other's writes through one window event, and other tabs through the `storage` event.
 */
export interface BrowserList<T> {
  read(): readonly T[];
  write(items: readonly T[]): void;
  subscribe(onChange: () => void): () => void;
}

const CHANGED_EVENT = 'travel:browser-list-changed';
const NOTHING: readonly never[] = [];

/** `parse` keeps only well-formed entries: anything else in the key (an old format, a hand edit) reads as nothing. */
export function createBrowserList<T>(key: string, parse: (value: unknown) => T | null, limit: number): BrowserList<T> {
  let cachedRaw: string | null = null;
  let cached: readonly T[] = NOTHING;
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      // Storage refused (a privacy mode): the list is empty and writes are dropped.
      return null;
    }
  };
  return {
    read() {
      const raw = storage()?.getItem(key) ?? null;
      if (raw === cachedRaw) return cached;
      cachedRaw = raw;
      try {
        const value: unknown = raw === null ? [] : JSON.parse(raw);
        cached = Array.isArray(value)
          ? value
              .map(parse)
              .filter((item): item is T => item !== null)
              .slice(0, limit)
          : NOTHING;
      } catch {
        cached = NOTHING;
      }
      return cached;
    },
    write(items) {
      const store = storage();
      if (store === null) return;
      try {
        if (items.length === 0) store.removeItem(key);
        else store.setItem(key, JSON.stringify(items.slice(0, limit)));
      } catch {
        return;
      }
      window.dispatchEvent(new CustomEvent(CHANGED_EVENT, { detail: key }));
    },
    subscribe(onChange) {
      const onLocal = (event: Event) => {
        if ((event as CustomEvent<string>).detail === key) onChange();
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener(CHANGED_EVENT, onLocal);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(CHANGED_EVENT, onLocal);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

const serverSnapshot = (): readonly never[] => NOTHING;

/**
 * The list, empty on the server and while the page hydrates (the server cannot know it), then the
 * browser's: a component renders nothing for it in the first paint and nothing moves when it is empty.
 */
export function useBrowserList<T>(list: BrowserList<T>): readonly T[] {
  return useSyncExternalStore(list.subscribe, list.read, serverSnapshot);
}
