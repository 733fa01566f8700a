import { fullYearsBetween, type IsoDate } from '../dates/calendar-date';

export type TransportKind = 'flight' | 'bus' | 'own';

/** docs/product/validation-and-display.md: F and NF are flight; BA, BU and NB are bus; all others are own transport. */
export function transportKind(code: string): TransportKind {
  switch (code.toUpperCase()) {
    case 'F':
    case 'NF':
      return 'flight';
    case 'BA':
    case 'BU':
    case 'NB':
      return 'bus';
    default:
      return 'own';
  }
}

export const RATING_LABEL_KEYS = ['none', 'mild', 'weak', 'medium', 'average', 'good', 'veryGood', 'excellent', 'fantastic'] as const;
export type RatingLabelKey = (typeof RATING_LABEL_KEYS)[number];

/** Default Polish labels; the listing takes its words from the i18n files under the same keys. */
export const RATING_LABELS_PL: Readonly<Record<RatingLabelKey, string>> = {
  none: 'Nie oceniono',
  mild: 'Mierny',
  weak: 'Słaby',
  medium: 'Przeciętny',
  average: 'Niezły',
  good: 'Dobry',
  veryGood: 'Bardzo dobry',
  excellent: 'Doskonały',
  fantastic: 'Fantastyczny',
};

/** docs/product/validation-and-display.md thresholds on the 1-6 scale; 0 (or no score) is 'Nie oceniono'. */
export function ratingLabelKey(score: number | null | undefined): RatingLabelKey {
  if (score === null || score === undefined || !Number.isFinite(score) || score <= 0) return 'none';
  if (score < 2.5) return 'mild';
  if (score < 3) return 'weak';
  if (score < 3.5) return 'medium';
  if (score < 4) return 'average';
  if (score < 5) return 'good';
  if (score < 5.4) return 'veryGood';
  if (score < 5.7) return 'excellent';
  return 'fantastic';
}

export function ratingLabel(score: number | null | undefined): string {
  return RATING_LABELS_PL[ratingLabelKey(score)];
}

export const INFANT_LABEL = 'niemowlę';
export const NO_PRICE_LIMIT_LABEL = 'bez limitu';

/** A child under one year is an infant (docs/product/validation-and-display.md). */
export function isInfant(birthDate: IsoDate, on: IsoDate): boolean {
  return fullYearsBetween(birthDate, on) < 1;
}

/** A child's age on a day, or 'infant' under one year. */
export function childAge(birthDate: IsoDate, on: IsoDate): number | 'infant' {
  const years = fullYearsBetween(birthDate, on);
  return years < 1 ? 'infant' : years;
}

/** The children of a party split into infants and older children, as prices count them. */
export function countChildren(birthDates: readonly IsoDate[], on: IsoDate): { infants: number; children: number } {
  const infants = birthDates.filter((date) => isInfant(date, on)).length;
  return { infants, children: birthDates.length - infants };
}

/** The upper price bound as shown: 'bez limitu' when there is no cap. */
export function priceCapLabel(to: number | null, format: (value: number) => string = String): string {
  return to === null ? NO_PRICE_LIMIT_LABEL : format(to);
}

/** The price a listing shows: for the whole party or per person, as the search asks (docs/product/validation-and-display.md). */
export function displayedPrice(prices: { pricePerPerson: number; priceTotal: number }, totalPrice: boolean): number {
  return totalPrice ? prices.priceTotal : prices.pricePerPerson;
}
