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

/**
 * A booking whose balance was not paid by its due date: left open for staff to chase, never
 * cancelled by the shop on its own (docs/adr/0242-after-the-booking.md). Staff see the booker's
 * contact to call or write.
 */
export const overdueBalanceSchema = z.object({
  orderId: z.string(),
  reservationNumber: z.string().nullable(),
  orderState: z.enum(['new', 'pending', 'paid', 'cancelled']),
  directPaymentId: z.string(),
  amount: zl,
  dueDate: z.string(),
  /** Whole days since the due date (1 the day after it). */
  daysOverdue: z.number().int().min(1),
  departureDate: z.string(),
  /** `open`: nobody is paying it; `pending`: a payment of it is under way; `expired`: its last payment lapsed. */
  status: z.enum(['open', 'pending', 'expired']),
  booker: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
});
export type OverdueBalance = z.infer<typeof overdueBalanceSchema>;

export const paymentAttentionResponse = z.object({
  capturedNotBooked: z.array(attentionPaymentSchema),
  refunds: z.array(attentionPaymentSchema),
  doublePayments: z.array(attentionPaymentSchema),
  latePayments: z.array(attentionPaymentSchema),
  refusedNotifications: z.array(refusedNotificationSchema),
  overdueBalances: z.array(overdueBalanceSchema),
});
export type PaymentAttention = z.infer<typeof paymentAttentionResponse>;

export const paymentRefundBody = z.object({ paymentId: z.uuid() });
export const paymentRefundResponse = z.object({
  paymentId: z.string(),
  status: attentionPaymentSchema.shape.status,
  refund: refundSchema.nullable(),
});
