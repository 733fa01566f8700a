import { tz, TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { pl } from 'date-fns/locale/pl';
import { TIME_ZONE } from './constants';

export type DateInput = Date | string | number | null | undefined;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const POLISH_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new TZDate(year, month - 1, day, TIME_ZONE);
  // Rejects 31.02.2026 instead of letting it roll over to March.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * Reads a date the way the shop writes them: `yyyy-MM-dd` (API) and `dd.MM.yyyy` (URL, forms) are
 * calendar days in Europe/Warsaw; other strings and numbers are instants.
 */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const trimmed = value.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const polish = POLISH_DATE.exec(trimmed);
  if (polish) return calendarDate(Number(polish[3]), Number(polish[2]), Number(polish[1]));
  const instant = new Date(trimmed);
  return isValid(instant) ? instant : null;
}

/**
 * Formats in Europe/Warsaw with Polish month and day names, whatever the visitor's time zone.
 * An invalid date logs 'Invalid date!' and gives '' (spec 000 §8).
 */
export function formatDate(value: DateInput, pattern = 'dd.MM.yyyy'): string {
  const date = parseDate(value);
  if (!date) {
    console.error('Invalid date!');
    return '';
  }
  return format(date, pattern, { locale: pl, in: tz(TIME_ZONE) });
}

/** Spec 001 §7: dates are sent to the API as yyyy-mm-dd. */
export function toApiDate(value: DateInput): string {
  return formatDate(value, 'yyyy-MM-dd');
}
