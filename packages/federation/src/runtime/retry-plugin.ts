import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { DEFAULT_RETRY, isNetworkFailure, retryDelay, sleep, type RetryOptions } from './retry-policy';

/**
 * MF runtime plugin: a remote whose manifest, `remoteEntry.js` or chunks fail to load is loaded
 * again a few times with backoff before the failure reaches the caller (the shell's remote slot).
 *
 * One retry layer, at `loadRemote`: the runtime forgets a failed manifest fetch and a failed entry
 * script, and webpack forgets a failed chunk, so a repeated `loadRemote` re-requests exactly the
 * files that failed. `@module-federation/retry-plugin` is not used: the registry has it only in
 * 0.x, built against an older runtime than our 2.9.2 (ADR 0010).
 */
export function createRetryPlugin(
  options: RetryOptions = DEFAULT_RETRY,
  wait: (ms: number) => Promise<void> = sleep,
): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'travel-retry-plugin',
    // A 404/5xx manifest must fail like a network error. Without this the runtime parses the
    // error body, rejects it as an invalid manifest and caches that rejection for the page's life.
    async fetch(url: string, init: RequestInit): Promise<Response> {
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return response;
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || retrying.has(id) || !isNetworkFailure(error)) return undefined;
      retrying.add(id);
      let last: unknown = error;
      try {
        for (let attempt = 1; attempt <= options.retries; attempt++) {
          await wait(retryDelay(attempt, options));
          try {
            return await origin.loadRemote(id);
          } catch (retryError) {
            last = retryError;
            if (!isNetworkFailure(retryError)) break;
          }
        }
      } finally {
        retrying.delete(id);
      }
      throw last;
    },
  };
}

/** Entry point for `runtimePlugins` in the host's federation config (the runtime wants a default export). */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return createRetryPlugin();
}
