/** Pure geometry and wording helpers of the weather chart (no React), tested on their own. */

export interface TemperatureScale {
  /** Lowest and highest value of the axis, multiples of `step`. */
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly ticks: readonly number[];
}

/** An axis that holds every value with some room, from 0 °C unless it freezes, in steps of 5 °C. */
export function temperatureScale(values: readonly number[], step = 5): TemperatureScale {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(step, ...finite);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil((high + 1) / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, step, ticks };
}

/**
 * Best months as runs of consecutive months, a run over New Year kept whole:
 * [6, 7, 8, 9] → [[6, 9]]; [1, 2, 11, 12] → [[11, 2]]; [5, 9] → [[5, 5], [9, 9]].
 */
export function monthRuns(months: readonly number[]): [number, number][] {
  const set = new Set(months.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12));
  if (set.size === 0) return [];
  if (set.size === 12) return [[1, 12]];
  const runs: [number, number][] = [];
  // Start after a month that is not in the set, so a run that crosses December stays one run.
  const start = [...Array(12).keys()].map((i) => i + 1).find((m) => !set.has(m)) ?? 1;
  let current: [number, number] | null = null;
  for (let i = 1; i <= 12; i++) {
    const month = ((start - 1 + i) % 12) + 1;
    if (set.has(month)) {
      if (current) current[1] = month;
      else current = [month, month];
    } else if (current) {
      runs.push(current);
      current = null;
    }
  }
  if (current) runs.push(current);
  return runs.sort((a, b) => a[0] - b[0]);
}

/** The warmest month by day temperature, and the coolest, for the chart's text alternative. */
export function extremes<T extends { month: number; airDay: number }>(months: readonly T[]): { warmest: T; coolest: T } | null {
  const [first, ...rest] = months;
  if (first === undefined) return null;
  let warmest = first;
  let coolest = first;
  for (const m of rest) {
    if (m.airDay > warmest.airDay) warmest = m;
    if (m.airDay < coolest.airDay) coolest = m;
  }
  return { warmest, coolest };
}
