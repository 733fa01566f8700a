import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutationOptions, apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient } from '@travel/api-client';
import { ANALYTICS_CURRENCY, offerAnalyticsItem } from '@travel/contracts/analytics-items';
import type { PaymentStatusAnswer } from '@travel/contracts/api/purchase';
import { emitAnalytics } from '@travel/event-bus';

const client = createApiClient();

/** How often a pending payment is asked about again. */
export const PAYMENT_POLL_MS = 3000;

/**
 * `GET /api/order/payment/status/{orderHash}/`: what the server knows (never the return URL),
 * asked again every few seconds while the answer is not final.
 */
export function usePaymentStatus(orderHash: string) {
  return useQuery({
    ...apiQueryOptions(client, 'orderPaymentStatus', { params: { orderHash } }),
    meta: BROWSER_ONLY_QUERY,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !query.state.data.final ? PAYMENT_POLL_MS : false),
  });
}

/** The purchase analytics event, sent once per paid order (the server counts it once, the key makes a retry harmless). */
export function useTrackPurchase(answer: PaymentStatusAnswer | undefined) {
  const { mutate } = useMutation({ ...apiMutationOptions(client, 'trackPurchase'), scope: { id: 'order-track' } });
  const paid = answer?.status === 'paid' ? answer : null;
  const paidOrder = paid === null ? null : paid.orderId;
  useEffect(() => {
    if (!paidOrder || paid === null) return;
    const key = `order-purchase-tracked:${paidOrder}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // No storage: the server still counts the event once.
    }
    mutate({ body: { orderId: paidOrder, event: 'purchase' }, idempotencyKey: `purchase-${paidOrder}` });
    emitAnalytics({
      event: 'purchase',
      ecommerce: { currency: ANALYTICS_CURRENCY, transaction_id: paidOrder, value: paid.total, items: [offerAnalyticsItem(paid.offer)] },
    });
    // A poll answering the same paid order again is not a second purchase: the stored key says so.
  }, [paidOrder, paid, mutate]);
}
