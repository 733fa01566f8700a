/**
 * Runs at most `max` tasks at once; the rest wait in arrival order. Used so translation reads never
 * exceed the spec's parallel cap, retries included (a waiting retry holds no slot).
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) next();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active += 1;
          let result: Promise<T>;
          try {
            result = task();
          } catch (error) {
            result = Promise.reject(error);
          }
          result.then(resolve, reject).finally(release);
        };
        if (active < max) start();
        else queue.push(start);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
