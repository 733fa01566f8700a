export { HitOffersSection, HIT_OFFERS_TEASER_LIMIT, type HitOffersSectionProps } from './hit-offers-section';
export { hitOffersQueryOptions } from './api/use-hit-offers';
