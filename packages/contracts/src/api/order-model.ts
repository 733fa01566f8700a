import { z } from 'zod';

// The order model's enumerations of docs/product/order-and-payment.md
// (docs/adr/0263-order-tracking-steps-and-enumerations.md).

/** The order's tracking steps, in order: client data confirmed, agreements accepted, payment started, the outcome shown. */
export const ORDER_TRACKING_STEPS = ['confirmation', 'agreement', 'payment', 'summary'] as const;
export const orderTrackingStepSchema = z.enum(ORDER_TRACKING_STEPS);
export type OrderTrackingStep = z.infer<typeof orderTrackingStepSchema>;

/**
 * What a payment pays for: the trip and its extras (insurance, a flight, parking) belong to the
 * order (`serviceTypeId` 1 of the payment calls); a direct payment (2) is a sum due on a booked order.
 */
export const ORDER_SERVICE_KINDS = ['trip', 'insurance', 'flight', 'parking', 'direct-payment'] as const;
export const orderServiceKindSchema = z.enum(ORDER_SERVICE_KINDS);
export type OrderServiceKind = z.infer<typeof orderServiceKindSchema>;

/** The payment calls' `serviceTypeId` of a service kind: everything but a direct payment is paid with its order. */
export const serviceTypeIdOf = (kind: OrderServiceKind): 1 | 2 => (kind === 'direct-payment' ? 2 : 1);
