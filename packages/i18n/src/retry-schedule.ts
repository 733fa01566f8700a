import { LOAD_MAX_RETRIES, LOAD_RETRY_INITIAL_DELAY_MS } from './constants';

/**
 * Waits before each retry: [350, 700, 1400, 2800, 5600] ms for the spec's defaults. The first
 * attempt is not delayed; retry n (1-based) waits `initial * 2^(n-1)`.
 */
export function retryDelays(maxRetries: number = LOAD_MAX_RETRIES, initialDelayMs: number = LOAD_RETRY_INITIAL_DELAY_MS): number[] {
  return Array.from({ length: maxRetries }, (_, i) => initialDelayMs * 2 ** i);
}
