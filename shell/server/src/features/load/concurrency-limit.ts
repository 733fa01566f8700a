/** What a limit has done since the server started, for the health endpoint. */
export interface ConcurrencyLimitStats {
  /** Work running now. */
  readonly inFlight: number;
  /** The most that may run at once. */
  readonly max: number;
  /** Work let in since start. */
  readonly admitted: number;
  /** Work refused since start because `max` was reached. */
  readonly shed: number;
}

/**
 * A cap on work running at once that refuses instead of queueing: over the cap the caller gets no
 * slot and answers at once (a plain page, a 503), so a burst never turns into a queue that every
 * later request waits behind.
 */
export interface ConcurrencyLimit {
  /** A release function (idempotent) when a slot is free; undefined when the cap is reached. */
  tryAcquire(): (() => void) | undefined;
  /** Whether a slot is free now, without taking it; a no is counted as shed, as `tryAcquire`'s is. */
  admits(): boolean;
  stats(): ConcurrencyLimitStats;
}

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`a concurrency limit must be a positive integer, got ${max}`);
  let inFlight = 0;
  let admitted = 0;
  let shed = 0;
  return {
    tryAcquire() {
      if (inFlight >= max) {
        shed += 1;
        return undefined;
      }
      inFlight += 1;
      admitted += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      };
    },
    admits() {
      if (inFlight < max) return true;
      shed += 1;
      return false;
    },
    stats: () => ({ inFlight, max, admitted, shed }),
  };
}
