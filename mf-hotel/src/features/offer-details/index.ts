// The offer page: one offer priced for the party, its facts, hotel and JSON-LD.
export { OfferDetails, OfferBreadcrumb, type OfferDetailsProps } from './offer-details';
export { OfferSchema } from './offer-schema';
export { useOffer, offerQuery, offerSchemaQuery, isOfferMissing, type OfferParty } from './api/use-offer';
export { useOfferViewEvent } from './use-offer-view-event';
