import { TIME_ZONE } from './constants';

/**
 * Dates in Europe/Warsaw with Polish names, on the browser's own `Intl` time-zone data instead of
 * date-fns, its Polish locale and @date-fns/tz (~9 KB brotli on every page's first load, ADR
 * 0192). The patterns are date-fns' tokens, the few the shop writes; the names are date-fns' `pl`
 * locale's, and `__tests__/format-date.test.ts` compares every token with date-fns itself.
 */
export type DateInput = Date | string | number | null | undefined;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const POLISH_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** `MMMM` with a day: the genitive ("15 sierpnia"). */
const MONTHS_FORMATTING = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];
/** `LLLL`, a month on its own: the nominative ("sierpień"). */
const MONTHS_STANDALONE = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];
/** `MMM` and `LLL`. */
const MONTHS_SHORT = ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'];
/** `EEEE`, Sunday first as `Date#getUTCDay`. */
const WEEKDAYS = ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'];

interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let warsawParts: Intl.DateTimeFormat | undefined;

/** The calendar day and clock time in Warsaw at this instant. */
function wallTime(date: Date): WallTime {
  warsawParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of warsawParts.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 0,
    day: parts['day'] ?? 0,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
  };
}

/** Minutes Warsaw is ahead of UTC at this instant (60 in winter, 120 in summer). */
function warsawOffsetMinutes(instant: number): number {
  const wall = wallTime(new Date(instant));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** Midnight of this calendar day in Warsaw, or null for a day that does not exist (31.02). */
function calendarDate(year: number, month: number, day: number): Date | null {
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  // Rejects 31.02.2026 instead of letting it roll over to March.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Warsaw changes its clocks at 02:00/03:00, never at midnight: one correction is exact.
  const guess = utcMidnight - warsawOffsetMinutes(utcMidnight) * 60_000;
  return new Date(utcMidnight - warsawOffsetMinutes(guess) * 60_000);
}

const isValidDate = (date: Date): boolean => !Number.isNaN(date.getTime());

/**
 * Reads a date the way the shop writes them: `yyyy-MM-dd` (API) and `dd.MM.yyyy` (URL, forms) are
 * calendar days in Europe/Warsaw; other strings and numbers are instants.
 */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValidDate(value) ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const trimmed = value.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const polish = POLISH_DATE.exec(trimmed);
  if (polish) return calendarDate(Number(polish[3]), Number(polish[2]), Number(polish[1]));
  const instant = new Date(trimmed);
  return isValidDate(instant) ? instant : null;
}

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

const TOKENS: Readonly<Record<string, (wall: WallTime) => string>> = {
  yyyy: (w) => pad(w.year, 4),
  MMMM: (w) => MONTHS_FORMATTING[w.month - 1] ?? '',
  LLLL: (w) => MONTHS_STANDALONE[w.month - 1] ?? '',
  MMM: (w) => MONTHS_SHORT[w.month - 1] ?? '',
  LLL: (w) => MONTHS_SHORT[w.month - 1] ?? '',
  MM: (w) => pad(w.month, 2),
  M: (w) => String(w.month),
  dd: (w) => pad(w.day, 2),
  d: (w) => String(w.day),
  EEEE: (w) => WEEKDAYS[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()] ?? '',
  HH: (w) => pad(w.hour, 2),
  mm: (w) => pad(w.minute, 2),
};

/** Runs of one letter are tokens (date-fns' rule); anything else is copied as it is. */
function formatWall(wall: WallTime, pattern: string): string {
  return pattern.replace(/([A-Za-z])\1*/g, (token) => {
    const format = TOKENS[token];
    // date-fns throws on a token it does not know too: a typo must not print a wrong date.
    if (!format) throw new RangeError(`formatDate: unsupported token "${token}" in "${pattern}"`);
    return format(wall);
  });
}

/**
 * Formats in Europe/Warsaw with Polish month and day names, whatever the visitor's time zone.
 * An invalid date logs 'Invalid date!' and gives '' (docs/product/errors.md).
 */
export function formatDate(value: DateInput, pattern = 'dd.MM.yyyy'): string {
  const date = parseDate(value);
  if (!date) {
    console.error('Invalid date!');
    return '';
  }
  return formatWall(wallTime(date), pattern);
}

/** docs/product/api-catalogue.md: dates are sent to the API as yyyy-mm-dd. */
export function toApiDate(value: DateInput): string {
  return formatDate(value, 'yyyy-MM-dd');
}
