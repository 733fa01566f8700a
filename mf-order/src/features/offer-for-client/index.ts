export { OfferForClientView } from './offer-for-client-view';
export { isOfferForClientMissing, offerForClientQuery, useOfferForClient } from './api/use-offer-for-client';
