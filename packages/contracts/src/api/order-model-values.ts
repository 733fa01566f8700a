// The order model's enumerations of docs/product/order-and-payment.md
// (docs/adr/0263-order-tracking-steps-and-enumerations.md), without zod: the order page reads them
// on its first paint, while their schemas (`./order-model`) are needed only where a value is parsed
// (docs/adr/0192-first-load-budget.md).

/** The order's tracking steps, in order: client data confirmed, agreements accepted, payment started, the outcome shown. */
export const ORDER_TRACKING_STEPS = ['confirmation', 'agreement', 'payment', 'summary'] as const;
export type OrderTrackingStep = (typeof ORDER_TRACKING_STEPS)[number];

/**
 * What a payment pays for: the trip and its extras (insurance, a flight, parking) belong to the
 * order (`serviceTypeId` 1 of the payment calls); a direct payment (2) is a sum due on a booked order.
 */
export const ORDER_SERVICE_KINDS = ['trip', 'insurance', 'flight', 'parking', 'direct-payment'] as const;
export type OrderServiceKind = (typeof ORDER_SERVICE_KINDS)[number];

/** The payment calls' `serviceTypeId` of a service kind: everything but a direct payment is paid with its order. */
export const serviceTypeIdOf = (kind: OrderServiceKind): 1 | 2 => (kind === 'direct-payment' ? 2 : 1);
