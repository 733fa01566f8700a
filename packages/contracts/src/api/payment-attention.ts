import { z } from 'zod';
import { zl } from './common';

/**
 * The staff page of payments that need attention (docs/product/order-and-payment.md, "When money and
 * the booking disagree"; docs/adr/0200-payment-state-machine.md): money captured but not booked,
 * refunds, double payments and refused notifications, each with its order and gateway session.
 */
const refundSchema = z.object({
  status: z.enum(['pending', 'done', 'failed']),
  reason: z.enum(['order-cancelled', 'double-payment', 'staff']),
  error: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});

export const attentionPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  reservationNumber: z.string().nullable(),
  orderState: z.enum(['new', 'pending', 'paid', 'cancelled']),
  sessionId: z.string(),
  gatewayOrderId: z.number().nullable(),
  method: z.string(),
  amount: zl,
  status: z.enum(['pending', 'verifying', 'paid', 'fail', 'expired', 'superseded', 'refund-pending', 'refunded']),
  /** When the money was captured (or the payment was started, when it was not). */
  at: z.string(),
  refund: refundSchema.nullable(),
  /** Whether the staff page may start (or repeat) a refund of it. */
  refundable: z.boolean(),
});
export type AttentionPayment = z.infer<typeof attentionPaymentSchema>;

export const refusedNotificationSchema = z.object({
  sessionId: z.string(),
  orderId: z.string().nullable(),
  reservationNumber: z.string().nullable(),
  /** `shop`: the shop refused it (its outcome); `gateway`: the gateway could not deliver it (the HTTP status it got). */
  source: z.enum(['shop', 'gateway']),
  outcome: z.string(),
  at: z.string(),
});
export type RefusedNotification = z.infer<typeof refusedNotificationSchema>;

export const paymentAttentionResponse = z.object({
  capturedNotBooked: z.array(attentionPaymentSchema),
  refunds: z.array(attentionPaymentSchema),
  doublePayments: z.array(attentionPaymentSchema),
  latePayments: z.array(attentionPaymentSchema),
  refusedNotifications: z.array(refusedNotificationSchema),
});
export type PaymentAttention = z.infer<typeof paymentAttentionResponse>;

export const paymentRefundBody = z.object({ paymentId: z.uuid() });
export const paymentRefundResponse = z.object({
  paymentId: z.string(),
  status: attentionPaymentSchema.shape.status,
  refund: refundSchema.nullable(),
});
