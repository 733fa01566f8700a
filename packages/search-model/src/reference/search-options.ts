import type { OfferSort } from '@travel/contracts/api/reference';
import { DEFAULT_DURATION } from '../defaults/search-defaults';
import type { IntRange } from '../state/search-state';
import { entry, slugSet, type ReferenceEntry } from './reference-entry';

export const TRANSPORT_SLUGS = ['dowolny', 'samolot', 'autokar', 'samolot-lub-autokar', 'wlasny'] as const;
export type TransportSlug = (typeof TRANSPORT_SLUGS)[number];

export const TRANSPORT_OPTIONS: readonly ReferenceEntry<TransportSlug>[] = [
  entry<TransportSlug>('dowolny', 'Dowolny'),
  entry<TransportSlug>('samolot', 'Samolot'),
  entry<TransportSlug>('autokar', 'Autokar'),
  entry<TransportSlug>('samolot-lub-autokar', 'Samolot lub autokar'),
  entry<TransportSlug>('wlasny', 'Dojazd własny'),
];

export const AIRLINES_SLUGS = ['default', 'bez-czarterow', 'bez-low-costow'] as const;
export type AirlinesSlug = (typeof AIRLINES_SLUGS)[number];

export const AIRLINES_OPTIONS: readonly ReferenceEntry<AirlinesSlug>[] = [
  entry<AirlinesSlug>('default', 'Dowolne linie'),
  entry<AirlinesSlug>('bez-czarterow', 'Bez lotów czarterowych'),
  entry<AirlinesSlug>('bez-low-costow', 'Bez tanich linii'),
];

export const SORT_SLUGS = ['cena', 'popularnosc', 'ocena', 'termin', 'rabat', 'hity'] as const;
export type SortSlug = (typeof SORT_SLUGS)[number];
/** The API's `sortBy` values (`offerSortValues` in @travel/contracts) are the address values. */
export type SortApiValue = OfferSort;

export interface SortOption extends ReferenceEntry<SortSlug> {
  /** The `sortBy` value of `GET /api/offers/list/`. */
  readonly apiValue: SortApiValue;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { ...entry<SortSlug>('cena', 'Najtańsze'), apiValue: 'cena' },
  { ...entry<SortSlug>('popularnosc', 'Najpopularniejsze'), apiValue: 'popularnosc' },
  { ...entry<SortSlug>('ocena', 'Najlepiej oceniane'), apiValue: 'ocena' },
  { ...entry<SortSlug>('termin', 'Najbliższy termin'), apiValue: 'termin' },
  { ...entry<SortSlug>('rabat', 'Największa zniżka'), apiValue: 'rabat' },
  { ...entry<SortSlug>('hity', 'Hity cenowe'), apiValue: 'hity' },
];

export interface ValuePreset<Value> extends ReferenceEntry {
  readonly value: Value;
}

/** Rating filter presets; `value` is the `opinie` range 'min,max' on the 1-6 scale. */
export const RATING_PRESETS: readonly ValuePreset<string>[] = [
  { ...entry('dowolna', 'Dowolna ocena'), value: '0,6' },
  { ...entry('5-6', 'od 5,0'), value: '5,6' },
  { ...entry('4-6', 'od 4,0'), value: '4,6' },
  { ...entry('3-6', 'od 3,0'), value: '3,6' },
];

/** Standard filter presets; stars are counted in tenths (55 is 5.5 stars). */
export const STANDARD_PRESETS: readonly ValuePreset<string>[] = [
  { ...entry('dowolny', 'Dowolny standard'), value: '0,55' },
  { ...entry('5', 'od 5*'), value: '50,55' },
  { ...entry('4', 'od 4*'), value: '40,55' },
  { ...entry('3', 'od 3*'), value: '30,55' },
];

/** Route duration from the airport, in minutes; null is "any". */
export const AIRPORT_ROUTE_VALUES = [30, 60, 90] as const;
export type AirportRouteMinutes = (typeof AIRPORT_ROUTE_VALUES)[number];
export const AIRPORT_ROUTE_OPTIONS: readonly ValuePreset<AirportRouteMinutes | null>[] = [
  { ...entry('dowolny', 'Dowolny'), value: null },
  { ...entry('30', 'do 30 min'), value: 30 },
  { ...entry('60', 'do 60 min'), value: 60 },
  { ...entry('90', 'do 90 min'), value: 90 },
];

/** Departure windows, in days from today (inclusive). */
export const DEPARTURE_WINDOWS: readonly ValuePreset<{ fromDay: number; toDay: number }>[] = [
  { ...entry('1-7', 'W ciągu 7 dni'), value: { fromDay: 1, toDay: 7 } },
  { ...entry('8-14', 'Za 8–14 dni'), value: { fromDay: 8, toDay: 14 } },
  { ...entry('15-30', 'Za 15 i więcej dni'), value: { fromDay: 15, toDay: 30 } },
];

/** The categories of the home search box. */
export const SEARCH_CATEGORIES: readonly ReferenceEntry[] = [
  entry('wycieczki', 'Wszystkie'),
  entry('egzotyka', 'Egzotyka'),
  entry('wycieczki-objazdowe', 'Wycieczki objazdowe'),
  entry('rejsy', 'Rejsy'),
  entry('narty', 'Narty'),
  entry('city-break', 'City break'),
  entry('dojazd-wlasny', 'Dojazd własny'),
];

export const TRANSPORT_SLUG_SET = slugSet(TRANSPORT_OPTIONS);
export const AIRLINES_SLUG_SET = slugSet(AIRLINES_OPTIONS);
export const SORT_SLUG_SET = slugSet(SORT_OPTIONS);

export function sortOptionBySlug(slug: SortSlug): SortOption {
  return SORT_OPTIONS.find((option) => option.slug === slug) ?? (SORT_OPTIONS[0] as SortOption);
}

/**
 * The listing's stay-length options, in days, and the values of the API's `durationDays` facet
 * (docs/product/search-and-filtr.md): the same ranges as the home search box, whose week and
 * fortnight are those of na-7-dni and na-14-dni.
 */
export const DURATION_BUCKETS = ['2-6', '7-9', '10-13', '14-16', '17+'] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];

/** A bucket ('7-9', '17+') as a day range within the default bounds; null for no bucket. */
export function durationBucketRange(bucket: string): IntRange | null {
  const match = /^(\d+)(?:-(\d+)|\+)$/.exec(bucket);
  if (match === null) return null;
  const from = Math.max(DEFAULT_DURATION.from, Number(match[1]));
  const to = match[2] === undefined ? DEFAULT_DURATION.to : Math.min(DEFAULT_DURATION.to, Number(match[2]));
  return from <= to ? { from, to } : null;
}
