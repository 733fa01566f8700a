import { extremes, monthRuns, temperatureScale } from '../weather-scale';

describe('temperatureScale', () => {
  it('starts at 0 °C for warm places and ends above the warmest value, in steps of 5', () => {
    expect(temperatureScale([18, 33, 26])).toEqual({ min: 0, max: 35, step: 5, ticks: [0, 5, 10, 15, 20, 25, 30, 35] });
  });

  it('goes below zero where it freezes and keeps room above a value on a tick', () => {
    const scale = temperatureScale([-7.5, 20]);
    expect(scale.min).toBe(-10);
    expect(scale.max).toBe(25);
  });

  it('holds every value it is given', () => {
    for (let i = 0; i < 200; i++) {
      const values = Array.from({ length: 12 }, (_, k) => Math.sin(i + k) * 30 + (i % 7));
      const scale = temperatureScale(values);
      expect(Math.min(...values)).toBeGreaterThanOrEqual(scale.min);
      expect(Math.max(...values)).toBeLessThan(scale.max);
    }
  });
});

describe('monthRuns', () => {
  it('joins consecutive months', () => expect(monthRuns([6, 7, 8, 9])).toEqual([[6, 9]]));
  it('keeps a run over New Year whole', () => expect(monthRuns([1, 2, 11, 12])).toEqual([[11, 2]]));
  it('keeps separate months apart', () =>
    expect(monthRuns([5, 9, 10])).toEqual([
      [5, 5],
      [9, 10],
    ]));
  it('gives the whole year as one run, and nothing for no months', () => {
    expect(monthRuns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([[1, 12]]);
    expect(monthRuns([])).toEqual([]);
  });
});

describe('extremes', () => {
  it('finds the warmest and coolest month by day temperature', () => {
    const months = [
      { month: 1, airDay: 15 },
      { month: 7, airDay: 34 },
      { month: 8, airDay: 33 },
    ];
    expect(extremes(months)).toEqual({ warmest: months[1], coolest: months[0] });
    expect(extremes([])).toBeNull();
  });
});
