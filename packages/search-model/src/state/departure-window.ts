import { addDays, warsawToday } from '../dates/calendar-date';
import { DEPARTURE_WINDOWS } from '../reference/search-options';
import type { DateRange } from './search-state';

/** The departure date range of a departure window ('1-7', '8-14', '15-30' days from today). */
export function departureWindowRange(windowSlug: string, now: Date): DateRange | null {
  const window = DEPARTURE_WINDOWS.find((option) => option.slug === windowSlug);
  if (window === undefined) return null;
  const today = warsawToday(now);
  return { from: addDays(today, window.value.fromDay), to: addDays(today, window.value.toDay) };
}

/** Which departure window a range is exactly, if any (to highlight the chosen option). */
export function departureWindowOf(range: DateRange | null, now: Date): string | null {
  if (range === null) return null;
  for (const window of DEPARTURE_WINDOWS) {
    const candidate = departureWindowRange(window.slug, now);
    if (candidate !== null && candidate.from === range.from && candidate.to === range.to) return window.slug;
  }
  return null;
}
