import { ANALYTICS_CURRENCY, offerAnalyticsItem } from '@travel/contracts/analytics-items';
import type { OrderDetail } from '@travel/contracts/api/purchase';
import { useAnalyticsView } from '@travel/ui';

/** begin_checkout (docs/product/shell-and-ui.md): the first order step of an order, once per visit of the step. */
export function useBeginCheckoutEvent(order: Pick<OrderDetail, 'id' | 'offer' | 'price'>): void {
  useAnalyticsView(order.id, () => ({
    event: 'begin_checkout',
    ecommerce: { currency: ANALYTICS_CURRENCY, value: order.price.total, items: [offerAnalyticsItem(order.offer)] },
  }));
}
