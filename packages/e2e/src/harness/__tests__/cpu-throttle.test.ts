import { cpuThrottleRate } from '../cpu-throttle';

describe('cpuThrottleRate (E2E_CPU_THROTTLE)', () => {
  it('is off when unset, empty or 1', () => {
    expect(cpuThrottleRate({})).toBeUndefined();
    expect(cpuThrottleRate({ E2E_CPU_THROTTLE: '' })).toBeUndefined();
    expect(cpuThrottleRate({ E2E_CPU_THROTTLE: '1' })).toBeUndefined();
  });

  it('reads the slowdown factor', () => {
    expect(cpuThrottleRate({ E2E_CPU_THROTTLE: '6' })).toBe(6);
    expect(cpuThrottleRate({ E2E_CPU_THROTTLE: '2.5' })).toBe(2.5);
  });

  it('refuses what is not a slowdown', () => {
    expect(() => cpuThrottleRate({ E2E_CPU_THROTTLE: 'fast' })).toThrow(/E2E_CPU_THROTTLE/);
    expect(() => cpuThrottleRate({ E2E_CPU_THROTTLE: '0.5' })).toThrow(/>= 1/);
  });
});
