/** Beach types: the search model's reference list; each has a Polish label in `hotel.json`. */
export { BEACH_TYPES, type BeachType } from '@travel/search-model/reference/beach-types';

/** Accommodation types (docs/product/reference-data.md), each with singular, plural, genitive and locative forms in `hotel.json`. */
export const ACCOMMODATION_TYPES = [
  'hotel',
  'apartament',
  'hostel',
  'willa',
  'akademik',
  'aparthotel',
  'kwatera-prywatna',
  'bungalow',
  'wioska-wakacyjna',
  'kemping',
  'namioty',
  'objazd',
  'sanatorium',
  'domek-letniskowy',
  'resort',
] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export const RECOMMENDED_FOR = ['rodziny-z-dziecmi', 'pary', 'przyjaciele', 'single', 'seniorzy'] as const;
export type RecommendedFor = (typeof RECOMMENDED_FOR)[number];

export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** docs/product/validation-and-display.md: the beach distance label switches at 2000 m. */
export const BEACH_DISTANCE_LABEL_LIMIT = 2000;

/** docs/product/validation-and-display.md: three attributes, then beach distance, location text, flight and transfer. */
export const SUMMARY_ATTRIBUTES = 3;
