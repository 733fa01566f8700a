export { HitOffersSection, type HitOffersSectionProps } from './hit-offers-section';
