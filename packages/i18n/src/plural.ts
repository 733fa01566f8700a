import { i18n } from './init-i18n';

export type PluralCategory = 'one' | 'few' | 'many' | 'other';

const polishRules = new Intl.PluralRules('pl');

/** Polish plural category: 1 → one; 2-4, 22-24… → few; 0, 5-21, 25… → many; fractions → other. */
export function polishPluralCategory(count: number): PluralCategory {
  return polishRules.select(count) as PluralCategory;
}

export interface PluralForms {
  one: string;
  few: string;
  many: string;
  /** Fractions ("1,5 roku"); falls back to `few`. */
  other?: string;
}

/** Picks the form for `count` from explicit forms (for nouns that live outside `common.json`). */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = polishPluralCategory(count);
  if (category === 'other') return forms.other ?? forms.few;
  return forms[category];
}

/** Nouns whose counted forms live in `common.json` under `plural.*` (docs/product/validation-and-display.md display rules). */
export const COUNTED_NOUNS = ['adults', 'children', 'infants', 'years', 'persons', 'days', 'nights'] as const;
export type CountedNoun = (typeof COUNTED_NOUNS)[number];

export type CountTranslator = (key: string, options: { count: number; ns: string }) => string;

const sharedTranslator: CountTranslator = (key, options) => (i18n.t as unknown as CountTranslator)(key, options);

/** "1 dorosły", "2 dorosłych", "5 nocy"… from the Polish source file, via i18next's plural rules. */
export function formatCount(noun: CountedNoun, count: number, t: CountTranslator = sharedTranslator): string {
  return t(`plural.${noun}`, { count, ns: 'common' });
}

export const formatAdults = (count: number, t?: CountTranslator) => formatCount('adults', count, t);
export const formatChildren = (count: number, t?: CountTranslator) => formatCount('children', count, t);
export const formatInfants = (count: number, t?: CountTranslator) => formatCount('infants', count, t);
export const formatYears = (count: number, t?: CountTranslator) => formatCount('years', count, t);
export const formatPersons = (count: number, t?: CountTranslator) => formatCount('persons', count, t);
export const formatDays = (count: number, t?: CountTranslator) => formatCount('days', count, t);
export const formatNights = (count: number, t?: CountTranslator) => formatCount('nights', count, t);
