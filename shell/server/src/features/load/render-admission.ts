import type { ConcurrencyLimitStats } from './concurrency-limit';

/**
 * Who may render a first paint now (docs/adr/0275-renders-on-every-core.md). Up to `max` renders
 * run at once; over that a request waits for a slot only when the wait it can expect is short:
 * the renders ahead of it (running and waiting) divided by the slots, times how long a slot has
 * lately been held, at most `maxWaitMs`. Anything that would wait longer is refused at once (the
 * plain shell), never queued behind a backlog. `maxWaitMs` 0 is ADR 0110's cap, which never queues.
 *
 * Why wait at all: visitors come back when answered. Refusing every render over the cap at once
 * sends the plain shell to all but `max` of them, and they are back in a few ms asking again: under
 * a long tail of addresses the thread then answers hundreds of plain shells a second and renders
 * fewer pages, not more. A short, bounded wait keeps the renderers busy and the visitors get pages.
 */
export interface RenderAdmission {
  /**
   * A release function (idempotent) once a slot is this request's; undefined at once when the
   * expected wait is over `maxWaitMs`, or when `signal` aborts while it waits.
   */
  acquire(signal: AbortSignal): Promise<(() => void) | undefined>;
  stats(): RenderAdmissionStats;
}

export interface RenderAdmissionStats extends ConcurrencyLimitStats {
  /** Waiting for a slot now. */
  readonly waiting: number;
  /** Let in after waiting, since start. */
  readonly waited: number;
  /** Gave up waiting (the time box), since start. */
  readonly abandoned: number;
  /** How long a slot has lately been held, ms (moving average). */
  readonly slotMs: number;
}

export interface RenderAdmissionOptions {
  readonly max: number;
  readonly maxWaitMs: number;
  /** What a slot is expected to be held before any render ended, ms. */
  readonly initialSlotMs?: number | undefined;
  /** Tests move the clock themselves. */
  readonly now?: (() => number) | undefined;
}

/** Weight of the latest hold in the moving average. */
const SMOOTHING = 0.2;

export function createRenderAdmission(options: RenderAdmissionOptions): RenderAdmission {
  const { max, maxWaitMs } = options;
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`a render admission needs a positive slot count, got ${max}`);
  const now = options.now ?? (() => performance.now());
  let slotMs = options.initialSlotMs ?? 100;
  let inFlight = 0;
  let admitted = 0;
  let shed = 0;
  let waited = 0;
  let abandoned = 0;
  const queue: Array<(release: () => void) => void> = [];

  const grant = (): (() => void) => {
    inFlight += 1;
    admitted += 1;
    const since = now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      slotMs += SMOOTHING * (now() - since - slotMs);
      inFlight -= 1;
      const next = queue.shift();
      if (next !== undefined) next(grant());
    };
  };

  return {
    acquire(signal) {
      if (signal.aborted) return Promise.resolve(undefined);
      if (inFlight < max && queue.length === 0) return Promise.resolve(grant());
      const expectedWaitMs = ((queue.length + 1) / max) * slotMs;
      if (expectedWaitMs > maxWaitMs) {
        shed += 1;
        return Promise.resolve(undefined);
      }
      return new Promise((resolve) => {
        const onGrant = (release: () => void): void => {
          signal.removeEventListener('abort', onAbort);
          waited += 1;
          resolve(release);
        };
        const onAbort = (): void => {
          const index = queue.indexOf(onGrant);
          if (index >= 0) queue.splice(index, 1);
          abandoned += 1;
          resolve(undefined);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        queue.push(onGrant);
      });
    },
    stats: () => ({ inFlight, max, admitted, shed, waiting: queue.length, waited, abandoned, slotMs: Math.round(slotMs) }),
  };
}
