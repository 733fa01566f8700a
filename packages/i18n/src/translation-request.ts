import { createConcurrencyLimit, type ConcurrencyLimit } from './concurrency-limit';
import { LOAD_MAX_PARALLEL } from './constants';
import { retryDelays } from './retry-schedule';

export interface TranslationResponse {
  status: number;
  data: string;
}

/** The part of `Response` the loader reads, so tests and non-browser runtimes need no polyfill. */
export interface FetchedFile {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

export interface TranslationFetchDeps {
  fetch: (url: string, init: RequestInit) => Promise<FetchedFile>;
  sleep: (ms: number) => Promise<void>;
  limit: ConcurrencyLimit;
  /** Wait before each retry; its length is the retry count. */
  delays: readonly number[];
}

const isRetryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Reads one translation file. Network errors and 5xx answers are retried on the spec's schedule;
 * 4xx answers are final (a missing namespace will not appear by asking again). Each attempt takes
 * a slot of the parallel cap only while its request is in flight.
 */
export async function fetchTranslation(url: string, deps: TranslationFetchDeps): Promise<TranslationResponse> {
  for (let attempt = 0; ; attempt += 1) {
    let outcome: TranslationResponse | { error: unknown };
    try {
      outcome = await deps.limit.run(async () => {
        const res = await deps.fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        return { status: res.status, data: res.ok ? await res.text() : '' };
      });
    } catch (error) {
      outcome = { error };
    }
    const retryable = 'error' in outcome || isRetryableStatus(outcome.status);
    const delay = deps.delays[attempt];
    if (!retryable || delay === undefined) {
      if ('error' in outcome) throw outcome.error;
      return outcome;
    }
    await deps.sleep(delay);
  }
}

type RequestCallback = (error: unknown, response: TranslationResponse | null) => void;

/**
 * The `request` option of `CachedHttpBackend`. i18next's own retry (through its connector) is
 * turned off in `buildI18nOptions`, so these limits are the only ones that apply.
 */
export function createTranslationRequest(deps: Partial<TranslationFetchDeps> = {}) {
  const resolved: TranslationFetchDeps = {
    fetch: deps.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    limit: deps.limit ?? createConcurrencyLimit(LOAD_MAX_PARALLEL),
    delays: deps.delays ?? retryDelays(),
  };
  return (_options: unknown, url: string, _payload: unknown, callback: RequestCallback): void => {
    fetchTranslation(url, resolved).then(
      (response) => callback(null, response),
      (error: unknown) => callback(error instanceof Error ? error : new Error(`failed loading ${url}`), null),
    );
  };
}
