/**
 * Calendar dates as ISO strings (`yyyy-mm-dd`). Searches are about days in Europe/Warsaw, not
 * instants, so plain strings avoid every time-zone shift and compare correctly as strings.
 */
export type IsoDate = string;

export const SHOP_TIME_ZONE = 'Europe/Warsaw';

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const PL_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** Builds an ISO date from parts, or null when the parts name no real day (31.02, month 13). */
export function isoDateFromParts(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function isIsoDate(value: string): boolean {
  const match = ISO_PATTERN.exec(value);
  return match !== null && isoDateFromParts(Number(match[1]), Number(match[2]), Number(match[3])) !== null;
}

/** `dd.MM.yyyy` (the address format) to an ISO date; null for anything else. */
export function parsePolishDate(value: string): IsoDate | null {
  const match = PL_PATTERN.exec(value);
  if (match === null) return null;
  return isoDateFromParts(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** ISO date to the address format `dd.MM.yyyy`. */
export function formatPolishDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

export function isoDateParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = isoDateParts(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1, 2)}-${pad(shifted.getUTCDate(), 2)}`;
}

// Made on first use, not when the module loads: building a formatter with a time zone is most of
// this package's start-up (~50 ms on the throttled phone of bench:web), and the listing's module
// evaluation is one task that React cannot slice (docs/adr/0194-listing-hydration.md).
let warsawFormatter: Intl.DateTimeFormat | undefined;

let lastInstant = Number.NaN;
let lastDay: IsoDate = '';

/** The calendar day in Warsaw at the given instant (the shop's "today"). */
export function warsawToday(now: Date): IsoDate {
  const instant = now.getTime();
  // One search asks for today many times with the same clock; Intl formatting is the slow part.
  if (instant === lastInstant) return lastDay;
  warsawFormatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = warsawFormatter.formatToParts(now);
  const get = (type: string): string => parts.find((part) => part.type === type)?.value ?? '';
  lastInstant = instant;
  lastDay = `${get('year')}-${get('month')}-${get('day')}`;
  return lastDay;
}

export function warsawTomorrow(now: Date): IsoDate {
  return addDays(warsawToday(now), 1);
}

/** Whole years between a birth date and a day, the way ages are counted (birthday reached or not). */
export function fullYearsBetween(birthDate: IsoDate, on: IsoDate): number {
  const birth = isoDateParts(birthDate);
  const day = isoDateParts(on);
  let years = day.year - birth.year;
  if (day.month < birth.month || (day.month === birth.month && day.day < birth.day)) years -= 1;
  return years;
}
