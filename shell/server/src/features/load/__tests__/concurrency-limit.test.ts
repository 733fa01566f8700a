import { createConcurrencyLimit } from '../concurrency-limit';

describe('createConcurrencyLimit', () => {
  it('lets in up to its cap, refuses the rest without queueing, and frees a slot once per release', () => {
    const limit = createConcurrencyLimit(2);
    const first = limit.tryAcquire();
    const second = limit.tryAcquire();
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(limit.tryAcquire()).toBeUndefined();
    expect(limit.stats()).toEqual({ inFlight: 2, max: 2, admitted: 2, shed: 1 });

    first!();
    first!();
    expect(limit.stats().inFlight).toBe(1);
    expect(limit.tryAcquire()).toBeDefined();
    expect(limit.tryAcquire()).toBeUndefined();
    expect(limit.stats()).toEqual({ inFlight: 2, max: 2, admitted: 3, shed: 2 });
  });

  it('rejects a cap that is not a positive whole number', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => createConcurrencyLimit(1.5)).toThrow(RangeError);
  });
});
