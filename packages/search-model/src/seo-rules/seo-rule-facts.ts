import type { SeoRuleField } from '@travel/contracts/api/seo-rules';
import type { LandingPreset, LandingType } from '../landing/landing-types';

/** What a page is, as SEO rule conditions see it: each field a number, a word or a list of words. */
export type SeoRuleFactValue = string | number | readonly string[] | null;
export type SeoRuleFacts = Readonly<Partial<Record<SeoRuleField, SeoRuleFactValue>>>;

/** The variant fields of docs/product/seo-rules.md: set only on pages of their own type. */
const VARIANT_FIELDS: Partial<Record<LandingType, { field: SeoRuleField; from: 'board' | 'departureCity' | 'tourOperator' }>> = {
  lastMinuteBoard: { field: 'lastMinuteBoard', from: 'board' },
  lastMinuteDepartureCity: { field: 'lastMinuteDepartureCity', from: 'departureCity' },
  lastMinuteTourOperator: { field: 'lastMinuteTourOperator', from: 'tourOperator' },
  cityBreakDepartureCity: { field: 'cityBreakDepartureCity', from: 'departureCity' },
};

/**
 * The facts of a landing page in a place: `category` is the page's slug, the list fields are the
 * values its presets set, a variant page (last minute from a city, ...) also sets its own field,
 * and `location` lists the slugs of the place's path (`grecja/kreta` gives `grecja`, `kreta`).
 */
export function seoRuleFacts(landing: LandingPreset, locationPath: string | null): SeoRuleFacts {
  const values = landing.values;
  const list = (items: readonly string[] | undefined): readonly string[] => [...(items ?? [])];
  const facts: Partial<Record<SeoRuleField, SeoRuleFactValue>> = {
    category: landing.slug,
    board: list(values.board?.value),
    departureCity: list(values.departureCity?.value),
    hotelAttributes: list(values.hotelAttributes?.value),
    offerType: list(values.offerType?.value),
    tourOperator: list(values.tourOperator?.value),
    lastMinuteBoard: [],
    lastMinuteDepartureCity: [],
    lastMinuteTourOperator: [],
    cityBreakDepartureCity: [],
    location: locationPath === null ? [] : locationPath.split('/').filter((segment) => segment !== ''),
  };
  const variant = VARIANT_FIELDS[landing.type];
  if (variant) facts[variant.field] = list(values[variant.from]?.value);
  return facts;
}
