import { addDays, isoDateFromParts, isoDateParts, warsawToday, warsawTomorrow, type IsoDate } from '../dates/calendar-date';

export const SEASON_IDS = ['first-minute', 'summer', 'ski', 'new-year'] as const;
export type SeasonId = (typeof SEASON_IDS)[number];

/** A day of a season, relative to the season's year (the year its date range starts in). */
export interface SeasonDay {
  month: number;
  day: number;
  yearOffset: number;
}

/**
 * A yearly season. The spec gives one occurrence of each (2025/26); the shape repeats every year,
 * so the shop keeps working without a code change (docs/adr/0053-seasonal-presets.md).
 */
export interface SeasonDefinition {
  id: SeasonId;
  /** From this day on the season's date preset applies (docs/product/landing-pages.md); null: always. */
  availableFrom: SeasonDay | null;
  from: SeasonDay;
  to: SeasonDay;
}

export const SEASONS: Readonly<Record<SeasonId, SeasonDefinition>> = {
  // First minute 20.04.2026-31.10.2026, preset applies from 2025-03-01.
  'first-minute': {
    id: 'first-minute',
    availableFrom: { month: 3, day: 1, yearOffset: -1 },
    from: { month: 4, day: 20, yearOffset: 0 },
    to: { month: 10, day: 31, yearOffset: 0 },
  },
  // Lato 2026: 20.03.2026-31.10.2026, preset applies from 2025-09-15.
  summer: {
    id: 'summer',
    availableFrom: { month: 9, day: 15, yearOffset: -1 },
    from: { month: 3, day: 20, yearOffset: 0 },
    to: { month: 10, day: 31, yearOffset: 0 },
  },
  // Narty: 01.11.2025-15.04.2026, preset applies from 2025-04-15.
  ski: {
    id: 'ski',
    availableFrom: { month: 4, day: 15, yearOffset: 0 },
    from: { month: 11, day: 1, yearOffset: 0 },
    to: { month: 4, day: 15, yearOffset: 1 },
  },
  // Sylwester: 24.12.2025-07.01.2026 (direct dates in the spec, repeated yearly here).
  'new-year': {
    id: 'new-year',
    availableFrom: null,
    from: { month: 12, day: 24, yearOffset: 0 },
    to: { month: 1, day: 7, yearOffset: 1 },
  },
};

export interface SeasonOccurrence {
  season: SeasonId;
  /** The year the season's date range starts in. */
  year: number;
  availableFrom: IsoDate | null;
  from: IsoDate;
  to: IsoDate;
}

const dayOf = (year: number, day: SeasonDay): IsoDate =>
  isoDateFromParts(year + day.yearOffset, day.month, day.day) ?? `${year + day.yearOffset}-01-01`;

export function seasonOccurrence(id: SeasonId, year: number): SeasonOccurrence {
  const season = SEASONS[id];
  return {
    season: id,
    year,
    availableFrom: season.availableFrom === null ? null : dayOf(year, season.availableFrom),
    from: dayOf(year, season.from),
    to: dayOf(year, season.to),
  };
}

/**
 * The occurrence shoppers can still book: the earliest one whose end lies after tomorrow (a date
 * range must end after tomorrow). Once a season is over it rolls to the next year.
 */
export function currentSeasonOccurrence(id: SeasonId, now: Date): SeasonOccurrence {
  const tomorrow = warsawTomorrow(now);
  let year = isoDateParts(warsawToday(now)).year - 2;
  let occurrence = seasonOccurrence(id, year);
  while (occurrence.to <= tomorrow) {
    year += 1;
    occurrence = seasonOccurrence(id, year);
  }
  return occurrence;
}

/** docs/product/landing-pages.md: a seasonal date preset applies only on or after its start date. */
export function isSeasonAvailable(occurrence: SeasonOccurrence, now: Date): boolean {
  return occurrence.availableFrom === null || warsawToday(now) >= occurrence.availableFrom;
}

/**
 * The bookable part of an occurrence: its range with the start moved up to tomorrow when the
 * season has begun (dates before tomorrow are invalid in a search).
 */
export function bookableSeasonRange(occurrence: SeasonOccurrence, now: Date): { from: IsoDate; to: IsoDate } {
  const tomorrow = warsawTomorrow(now);
  return { from: occurrence.from < tomorrow ? tomorrow : occurrence.from, to: occurrence.to };
}

/** The summer landing slug follows the season's year: lato-26, then lato-27. */
export function summerSlug(now: Date): string {
  const { year } = currentSeasonOccurrence('summer', now);
  return `lato-${String(year % 100).padStart(2, '0')}`;
}

export const SUMMER_SLUG_PATTERN = /^lato-(\d{2})$/;

export function daysFromToday(now: Date, days: number): IsoDate {
  return addDays(warsawToday(now), days);
}
