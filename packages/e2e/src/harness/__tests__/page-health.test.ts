import { describeShift, largestSessionWindow } from '../page-health';

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

describe('describeShift (the failure line of a page that moved)', () => {
  it('gives each moved element with its rectangle before and after', () => {
    expect(
      describeShift({
        value: 0.0371,
        sinceLoad: 2480,
        sources: [
          {
            node: 'section.tr-cookie-consent',
            previous: { x: 0, y: 700, width: 1280, height: 80 },
            current: { x: 0, y: 652, width: 1280, height: 128 },
          },
        ],
      }),
    ).toBe('0.037 at 2480 ms: section.tr-cookie-consent (0,700 1280x80) → (0,652 1280x128)');
  });

  it('says so when the browser named no source', () => {
    expect(describeShift({ value: 0.03, sinceLoad: 10, sources: [] })).toBe('0.030 at 10 ms: no source reported');
  });
});
