import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient, type ApiClient } from '@travel/api-client';
import { serviceTypeIdOf } from '@travel/contracts/api/order-model-values';
import type { CreateExecutiveResult, PaymentMethodId, paymentActionSchema } from '@travel/contracts/api/purchase';
import type { z } from 'zod';

/** A traditional transfer's details: the payment call's `info` action. */
export type TransferDetails = Extract<z.infer<typeof paymentActionSchema>, { type: 'info' }>['transfer'];

const client = createApiClient();
/** The trip and its extras are paid as the order (the payment calls' service type 1). */
const ORDER_SERVICE_TYPE = String(serviceTypeIdOf('trip')) as '1';

/** `GET /api/payment/methods/1/{orderId}/`: the methods and conditions the payment step offers. */
export function usePaymentMethods(orderId: string) {
  return useQuery({
    ...apiQueryOptions(client, 'paymentMethods', { params: { serviceTypeId: ORDER_SERVICE_TYPE, serviceId: orderId } }),
    meta: BROWSER_ONLY_QUERY,
  });
}

/** `POST /api/payment/report-error/`: a payment that failed in the browser, for the sales team's log. */
export function reportPaymentError(orderId: string, error: unknown, api: ApiClient = client): void {
  const message = error instanceof Error ? error.message : String(error);
  api.call('paymentReportError', { body: { orderId, message: message.slice(0, 2000) || 'unknown' } }).catch(() => undefined);
}

/** The refusals of a payment start the buyer can act on (docs/product/order-and-payment.md, machine-readable error codes). */
export const KNOWN_PAYMENT_ERRORS = [
  'order-cancelled',
  'order-paid',
  'order-not-reserved',
  'hold-ending',
  'payment-in-progress',
  'payment-retry',
  'method-unavailable',
  'condition-unavailable',
] as const;
export type KnownPaymentError = (typeof KNOWN_PAYMENT_ERRORS)[number];

/** The `code` of a refused payment start, or null for anything else (network down, server error). */
export function paymentErrorCode(error: unknown): KnownPaymentError | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const code = (error.body as { code?: unknown }).code;
  return KNOWN_PAYMENT_ERRORS.find((known) => known === code) ?? null;
}

export const EXECUTIVE_POLL_MS = 1000;
const EXECUTIVE_POLL_LIMIT = 60;

export interface PayInput {
  orderId: string;
  methodId: PaymentMethodId;
  conditionId: 'whole' | 'deposit';
  /** One key per click of 'Rezerwuję i płacę', reused when that click is retried. */
  idempotencyKey: string;
  /** Skips the reservation when the order already has one. */
  reserved: boolean;
  wait?: (ms: number) => Promise<void>;
  api?: ApiClient;
}

export type PayOutcome =
  | { kind: 'unavailable' | 'price-changed' | 'expired' | 'error'; executive: CreateExecutiveResult }
  | { kind: 'redirect'; url: string; orderHash: string }
  | { kind: 'transfer'; orderHash: string; transfer: TransferDetails };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 'Rezerwuję i płacę': the reservation at the tour operator (create-executive, polled while
 * pending), then the payment registered with the gateway. Both calls carry the same intent's
 * Idempotency-Key (each its own derived key), so a repeated click or a retry never books or pays twice.
 */
export async function reserveAndPay({
  orderId,
  methodId,
  conditionId,
  idempotencyKey,
  reserved,
  wait = sleep,
  api = client,
}: PayInput): Promise<PayOutcome> {
  if (!reserved) {
    let executive = await api.call('purchaseCreateExecutive', { body: { orderId }, idempotencyKey: `${idempotencyKey}-reserve` });
    for (let i = 0; executive.status === 'pending' && i < EXECUTIVE_POLL_LIMIT; i++) {
      await wait(EXECUTIVE_POLL_MS);
      executive = await api.call('purchaseCreateExecutiveStatus', { params: { uuid: executive.uuid } });
    }
    if (executive.status !== 'ok') {
      const kind = executive.mode === 'unavailable' ? 'unavailable' : (executive.reason ?? 'error');
      return { kind: kind === 'unavailable' || kind === 'price-changed' || kind === 'expired' ? kind : 'error', executive };
    }
  }
  const payment = await api.call('paymentOnline', { body: { orderId, methodId, conditionId }, idempotencyKey: `${idempotencyKey}-pay` });
  return payment.action.type === 'redirect'
    ? { kind: 'redirect', url: payment.action.url, orderHash: payment.orderHash }
    : { kind: 'transfer', orderHash: payment.orderHash, transfer: payment.action.transfer };
}
