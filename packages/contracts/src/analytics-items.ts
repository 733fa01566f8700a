/**
 * What remotes need to build an analytics event, without zod: the schemas (`./analytics`) are
 * for the shell, which checks every event; a remote that imported them would bundle zod again
 * (~24 KB brotli on its route, zod not being a shared singleton).
 */
import type { AnalyticsItem } from './analytics';
import type { OfferListItem } from './api/offers';

export const ANALYTICS_CURRENCY = 'PLN';

/** The analytics item of one offer: its code, the hotel, the per-adult price, destination and operator. */
export function offerAnalyticsItem(
  offer: Pick<OfferListItem, 'hash' | 'hotelName' | 'pricePerPerson' | 'offerType' | 'destination' | 'tourOperator'>,
  index?: number,
): AnalyticsItem {
  return {
    item_id: offer.hash,
    item_name: offer.hotelName,
    price: offer.pricePerPerson,
    item_category: offer.offerType,
    item_category2: offer.destination.path,
    item_brand: offer.tourOperator,
    ...(index === undefined ? {} : { index }),
  };
}
