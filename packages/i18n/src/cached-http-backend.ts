import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import type { TranslationResponse } from './translation-request';

type RequestCallback = (error: unknown, response: TranslationResponse | null) => void;

export interface CachedHttpBackendOptions {
  /** `/locales/{{lng}}/{{ns}}.json` */
  loadPath: string;
  /** Reads one file (`createTranslationRequest()`: the spec's retries and parallel cap). */
  request: (options: unknown, url: string, payload: unknown, callback: RequestCallback) => void;
  cache: {
    /** Browser-storage key prefix; the key is `<prefix><lng>-<ns>`. */
    prefix: string;
    expirationTime: number;
    /** An entry written under another version is not read (texts of an older deploy). */
    version: string;
  };
}

interface CacheEntry {
  i18nStamp?: unknown;
  i18nVersion?: unknown;
  [key: string]: unknown;
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage may be disabled (privacy settings): every read goes to the network.
    return undefined;
  }
}

/**
 * The texts' one backend: a fresh browser-storage entry (written by an earlier load of the same
 * build, at most `expirationTime` old), else the file over HTTP, which is then stored. It does what
 * i18next-chained-backend over i18next-localstorage-backend and i18next-http-backend did, with the
 * same storage entries, in a fraction of their code: texts are on every page's first load, and a
 * server-rendered page brings its own, so this only runs for what the page lacks (ADR 0192).
 */
export class CachedHttpBackend implements BackendModule<CachedHttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private options: CachedHttpBackendOptions | undefined;

  init(_services: unknown, options: CachedHttpBackendOptions): void {
    this.options = options;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const options = this.options;
    if (!options) return callback(new Error('CachedHttpBackend used before init'), false);
    const key = `${options.cache.prefix}${language}-${namespace}`;
    const cached = readEntry(key, options.cache);
    if (cached) return callback(null, cached);
    const url = options.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    options.request(undefined, url, undefined, (error, response) => {
      // A failure the request layer gave up on: i18next shows keys; `true` would ask it to retry.
      if (error || !response) return callback(error instanceof Error ? error.message : `failed loading ${url}`, false);
      if (response.status >= 400) return callback(`failed loading ${url}; status code: ${response.status}`, false);
      let data: ResourceKey;
      try {
        data = JSON.parse(response.data) as ResourceKey;
      } catch {
        return callback(`failed parsing ${url} to json`, false);
      }
      writeEntry(key, data, options.cache.version);
      return callback(null, data);
    });
  }
}

function readEntry(key: string, cache: CachedHttpBackendOptions['cache']): ResourceKey | null {
  let entry: unknown;
  try {
    entry = JSON.parse(browserStorage()?.getItem(key) ?? 'null');
  } catch {
    // A corrupted or foreign value under our key is a miss; the next load overwrites it.
    return null;
  }
  if (typeof entry !== 'object' || entry === null) return null;
  const { i18nStamp, i18nVersion, ...texts } = entry as CacheEntry;
  if (typeof i18nStamp !== 'number' || i18nStamp + cache.expirationTime <= Date.now() || i18nVersion !== cache.version) return null;
  return texts as ResourceKey;
}

function writeEntry(key: string, data: ResourceKey, version: string): void {
  try {
    browserStorage()?.setItem(key, JSON.stringify({ ...(data as object), i18nStamp: Date.now(), i18nVersion: version }));
  } catch {
    // Full or disabled storage: the texts are loaded again next time.
  }
}
