import { ANALYTICS_CURRENCY, offerAnalyticsItem } from '@travel/contracts/analytics-items';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useAnalyticsView } from '@travel/ui';

/** view_item of the offer page (docs/product/shell-and-ui.md), once per offer (a new party prices it again, it is the same view). */
export function useOfferViewEvent(offer: OfferListItem): void {
  useAnalyticsView(offer.hash, () => ({
    event: 'view_item',
    ecommerce: { currency: ANALYTICS_CURRENCY, value: offer.priceTotal, items: [offerAnalyticsItem(offer)] },
  }));
}
