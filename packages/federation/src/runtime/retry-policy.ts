/** Retry policy for loading remote files (manifest, remoteEntry.js, chunks). */
export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries: number;
  /** Delay before the first retry; doubles each time. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 3, baseDelayMs: 250 };

export function retryDelay(attempt: number, { baseDelayMs }: RetryOptions): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

/**
 * Failures worth another request: the network, a missing/5xx file, a chunk or script that did
 * not load. An exception thrown by a remote's own code is not retried: it would throw again.
 */
const NETWORK_FAILURE =
  /RUNTIME-00[38]|ChunkLoadError|Loading (css )?chunk|Failed to fetch|NetworkError|Load failed|HTTP \d{3}|ScriptNetworkError|failed to load script|Unexpected token '<'|is not valid JSON/i;

export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof Error) {
    return error.name === 'ChunkLoadError' || NETWORK_FAILURE.test(`${error.name}: ${error.message}`);
  }
  return typeof error === 'string' && NETWORK_FAILURE.test(error);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
