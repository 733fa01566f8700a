import { useEffect } from 'react';
import { ANALYTICS_CURRENCY, offerAnalyticsItem } from '@travel/contracts/analytics-items';
import type { OrderTrackingStep } from '@travel/contracts/api/order-model-values';
import type { OrderDetail } from '@travel/contracts/api/purchase';
import { emitAnalytics, eventBus, type EventBus } from '@travel/event-bus';

type OrderFacts = Pick<OrderDetail, 'id' | 'offer' | 'price'>;

/** Steps already sent in this tab, per order: a reload or a second click does not count a step twice. */
const sent = new Set<string>();

function alreadySent(key: string): boolean {
  if (sent.has(key)) return true;
  sent.add(key);
  try {
    if (sessionStorage.getItem(key)) return true;
    sessionStorage.setItem(key, '1');
  } catch {
    // No storage: the in-memory set still counts a step once per page life.
  }
  return false;
}

/**
 * An order's tracking step as the analytics event `checkout_progress` (confirmation: client data
 * confirmed; agreement: documents accepted; payment: a payment started; summary: its outcome shown),
 * once per order and step (docs/adr/0263-order-tracking-steps-and-enumerations.md).
 */
export function emitCheckoutStep(step: OrderTrackingStep, order: OrderFacts, bus: EventBus = eventBus): void {
  if (alreadySent(`order-checkout-step:${order.id}:${step}`)) return;
  emitAnalytics(
    {
      event: 'checkout_progress',
      checkout_step: step,
      ecommerce: { currency: ANALYTICS_CURRENCY, value: order.price.total, items: [offerAnalyticsItem(order.offer)] },
    },
    bus,
  );
}

/** The `summary` step once the page shows the payment's outcome. */
export function useCheckoutSummaryStep(order: OrderFacts, outcomeShown: boolean): void {
  useEffect(() => {
    if (outcomeShown) emitCheckoutStep('summary', order);
  }, [order, outcomeShown]);
}
