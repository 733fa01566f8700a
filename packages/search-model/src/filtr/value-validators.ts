import { fullYearsBetween, parsePolishDate, type IsoDate } from '../dates/calendar-date';
import { MAX_PRICE } from '../defaults/search-defaults';
import type { DateRange, IntRange, MapArea, PriceRange } from '../state/search-state';

/** Address slugs: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;
/** Offer codes as the API accepts them (`offer` of GET /api/offers/list/). */
export const OFFER_CODE_PATTERN = /^[a-z0-9]{4,40}$/;
const INTEGER_PATTERN = /^\d{1,9}$/;
const SCORE_PATTERN = /^\d(?:\.\d)?$/;
/** Coordinates and radius: plain decimals with at most six fraction digits (about 10 cm). */
const DECIMAL_PATTERN = /^-?\d{1,5}(?:\.\d{1,6})?$/;

export function parseBoolean(value: string): boolean | null {
  if (value === 'tak') return true;
  if (value === 'nie') return false;
  return null;
}

export function parseInteger(value: string, min: number, max: number): number | null {
  if (!INTEGER_PATTERN.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** Two integers 'a,b', a not above b, both inside [min, max]. */
export function parseIntRange(value: string, min: number, max: number): IntRange | null {
  const parts = value.split(',');
  if (parts.length !== 2) return null;
  const from = parseInteger(parts[0] ?? '', min, max);
  const to = parseInteger(parts[1] ?? '', min, max);
  if (from === null || to === null || from > to) return null;
  return { from, to };
}

/** A list of slugs: invalid or unknown items are dropped, duplicates removed, the rest capped. */
export function parseSlugList(value: string, known: ReadonlySet<string> | null, cap = Number.POSITIVE_INFINITY): string[] | null {
  const items: string[] = [];
  for (const item of value.split(',')) {
    if (items.length >= cap) break;
    if (item.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(item)) continue;
    if (known !== null && !known.has(item)) continue;
    if (!items.includes(item)) items.push(item);
  }
  return items.length > 0 ? items : null;
}

/** dd.MM.yyyy, not before tomorrow. */
export function parseFutureDate(value: string, tomorrow: IsoDate): IsoDate | null {
  const date = parsePolishDate(value);
  return date !== null && date >= tomorrow ? date : null;
}

/** Two dates: the start not before tomorrow, the end not before the start and after tomorrow. */
export function parseDateRange(value: string, tomorrow: IsoDate): DateRange | null {
  const parts = value.split(',');
  if (parts.length !== 2) return null;
  const from = parseFutureDate(parts[0] ?? '', tomorrow);
  const to = parsePolishDate(parts[1] ?? '');
  if (from === null || to === null || to < from || to <= tomorrow) return null;
  return { from, to };
}

/**
 * 'from,to', 'from,' or 'from'. The lower bound is clamped to the maximum price; a 'to' at or above
 * it means no upper limit; a 'to' below 'from' makes the value invalid.
 */
export function parsePriceRange(value: string): PriceRange | null {
  const parts = value.split(',');
  if (parts.length > 2) return null;
  const fromRaw = parts[0] ?? '';
  if (!INTEGER_PATTERN.test(fromRaw)) return null;
  const from = Math.min(Number(fromRaw), MAX_PRICE);
  const toRaw = parts[1];
  if (toRaw === undefined || toRaw === '') return { from, to: null };
  if (!INTEGER_PATTERN.test(toRaw)) return null;
  const to = Number(toRaw);
  if (to >= MAX_PRICE) return { from, to: null };
  return to >= from ? { from, to } : null;
}

/** 'min,max' scores with at most one decimal, min not above max, inside [min, max]. */
export function parseScoreRange(value: string, min: number, max: number): string | null {
  const parts = value.split(',');
  if (parts.length !== 2 || !parts.every((part) => SCORE_PATTERN.test(part))) return null;
  const low = Number(parts[0]);
  const high = Number(parts[1]);
  if (low < min || high > max || low > high) return null;
  return `${low},${high}`;
}

/** 'a,b' integers (stars in tenths), a not above b, inside [min, max]. */
export function parseIntPair(value: string, min: number, max: number): string | null {
  const range = parseIntRange(value, min, max);
  return range === null ? null : `${range.from},${range.to}`;
}

export function parseDecimal(value: string): number | null {
  if (!DECIMAL_PATTERN.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Five numbers: north, east, south, west bounds and a radius in km; all must be valid. */
export const MAX_MAP_RADIUS_KM = 20000;
export function parseMapArea(value: string): MapArea | null {
  const parts = value.split(',');
  if (parts.length !== 5) return null;
  const numbers = parts.map(parseDecimal);
  if (numbers.some((number) => number === null)) return null;
  const [north, east, south, west, radius] = numbers as [number, number, number, number, number];
  const latOk = (lat: number): boolean => lat >= -90 && lat <= 90;
  const lngOk = (lng: number): boolean => lng >= -180 && lng <= 180;
  if (!latOk(north) || !latOk(south) || !lngOk(east) || !lngOk(west)) return null;
  if (south > north || radius <= 0 || radius > MAX_MAP_RADIUS_KM) return null;
  return mapAreaFromBounds([north, east, south, west], radius);
}

/** The centre of the viewport; across the antimeridian (west > east) the centre wraps. */
export function mapAreaFromBounds(bounds: [number, number, number, number], radius: number): MapArea {
  const [north, east, south, west] = bounds;
  const span = west <= east ? east - west : east + 360 - west;
  let lng = west + span / 2;
  if (lng > 180) lng -= 360;
  return { lat: (north + south) / 2, lng, radius, viewportBounds: [north, east, south, west] };
}

/** A child's birth date: a real day, not in the future, and under 18 on the given day. */
export function parseBirthDate(value: string, today: IsoDate, ageLimit: number): IsoDate | null {
  const date = parsePolishDate(value);
  if (date === null || date > today) return null;
  return fullYearsBetween(date, today) < ageLimit ? date : null;
}

/** Decimal text without exponent or trailing zeros, the inverse of parseDecimal. */
export function formatDecimal(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}
