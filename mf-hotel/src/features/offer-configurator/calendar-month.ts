import type { IsoDate } from '@travel/search-model';

/** `yyyy-mm` of an ISO day. */
export const monthOf = (day: IsoDate): string => day.slice(0, 7);

/**
 * The weeks of a month as the calendar lays them out, Monday first: each week seven cells, an
 * ISO day or null for the days of the neighbouring months.
 */
export function monthWeeks(month: string): (IsoDate | null)[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // getUTCDay: Sunday 0; the Polish week starts on Monday.
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
