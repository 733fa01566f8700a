import { offerTypeValues } from '@travel/contracts/api/reference-values';
import { entry, slugSet } from './reference-entry';

/** The API's offer-type values (the contract's list), labelled below. */
export const OFFER_TYPE_SLUGS = offerTypeValues;
export type OfferTypeSlug = (typeof OFFER_TYPE_SLUGS)[number];

export const OFFER_TYPES = [
  entry<OfferTypeSlug>('city-break', 'City break'),
  entry<OfferTypeSlug>('narty', 'Narty'),
  entry<OfferTypeSlug>('rejs', 'Rejsy'),
  entry<OfferTypeSlug>('sylwester', 'Sylwester'),
  entry<OfferTypeSlug>('wycieczka-objazdowa', 'Wycieczki objazdowe'),
  entry<OfferTypeSlug>('wypoczynek', 'Wypoczynek'),
] as const;

export const OFFER_TYPE_SLUG_SET = slugSet(OFFER_TYPES);
