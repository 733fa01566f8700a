import { largestSessionWindow } from '../page-health';

describe('largestSessionWindow (CLS as Core Web Vitals count it)', () => {
  it('sums shifts less than 1 s apart into one window', () => {
    expect(
      largestSessionWindow([
        { at: 0, value: 0.01 },
        { at: 900, value: 0.015 },
      ]),
    ).toBeCloseTo(0.025);
  });

  it('starts a new window after a gap of 1 s and keeps the largest', () => {
    expect(
      largestSessionWindow([
        { at: 0, value: 0.015 },
        { at: 1500, value: 0.01 },
        { at: 2000, value: 0.004 },
      ]),
    ).toBeCloseTo(0.015);
  });

  it('caps a window at 5 s even without a gap', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ at: index * 900, value: 0.005 }));
    // 0-4.5 s holds six shifts; the next window starts at 5.4 s.
    expect(largestSessionWindow(shifts)).toBeCloseTo(0.03);
  });

  it('is 0 for a page that never moved', () => {
    expect(largestSessionWindow([])).toBe(0);
  });
});
