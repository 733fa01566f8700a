import { endpoint } from './endpoint';
import * as oc from '../offer-checks';

/**
 * Offers a visitor already saw, checked again (availability and today's price), the operator's facts
 * of an offer and its preview (docs/adr/0260-offer-checks-and-preview.md).
 */
export const offerCheckEndpoints = {
  offersCheckAvailability: endpoint({
    method: 'POST',
    path: '/offers/offer/checkavail/',
    summary:
      'Is one offer still on sale for the party, and is its price for the party today the one the caller saw (`seenPriceTotal`)? A withdrawn offer is `reason: withdrawn`',
    body: oc.checkAvailabilityBody,
    response: oc.checkAvailabilityResponse,
  }),
  offersBatchAvailability: endpoint({
    method: 'POST',
    path: '/offers/offer/batch-aval/',
    summary: `checkavail for up to ${oc.BATCH_AVAILABILITY_MAX} offers at once (favourites, the comparison): one result per offer, in the order asked`,
    body: oc.batchAvailabilityBody,
    response: oc.batchAvailabilityResponse,
  }),
  offersExtraMdsInfo: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/offers/offer/extra-mds-info/',
    summary:
      "The tour operator's facts of one offer for a party: flight, transfer, room, what the price includes, the price lines and places",
    query: oc.extraMdsInfoQuery,
    response: oc.extraMdsInfoResponse,
  }),
  offersPreview: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/offers/preview/{previewOfferId}/',
    summary: 'The preview of any stored offer (departed or sold out too), priced for two adults, and whether it can be bought',
    params: oc.previewOfferParams,
    response: oc.previewOfferResponse,
  }),
} as const;
