import { fillTemplate, formatPriceFromGrosze, POLISH_SOURCE_TEXTS } from '@travel/i18n/source-texts';
import type { Queryable } from '../db/connection';
import { SHOP } from '../mail/documents';
import { enqueueMail } from '../mail/outbox';
import { requireOrder } from '../queries/order';

export type RefundReason = 'order-cancelled' | 'double-payment' | 'staff';

const texts = POLISH_SOURCE_TEXTS.payment.refundMail;
const REASON_TEXT = { 'order-cancelled': texts.orderCancelled, 'double-payment': texts.doublePayment, staff: texts.staff } as const;

const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Writes the buyer's refund notice to the outbox on `tx`, the transaction that decided the refund
 * (docs/product/order-and-payment.md, "When money and the booking disagree"): one per payment.
 * Answers the outbox row's id, or undefined when the order has no booker's e-mail.
 */
export async function enqueueRefundMail(
  tx: Queryable,
  refund: { orderId: string; paymentId: string; amount: number; reason: RefundReason },
  now: Date,
): Promise<string | undefined> {
  const row = await requireOrder(tx, refund.orderId);
  const to = row.client_data?.booker.email;
  if (!to) return undefined;
  const values = {
    amount: formatPriceFromGrosze(refund.amount),
    reservation: row.reservation_number ?? row.id,
    hotel: row.offer_snapshot.hotelName,
    email: SHOP.email,
    phone: SHOP.phone,
    shop: SHOP.name,
  };
  const paragraphs = [texts.greeting, REASON_TEXT[refund.reason], texts.contact, texts.signature].map((t) => fillTemplate(t, values));
  return enqueueMail(
    tx,
    {
      kind: `refund:${refund.paymentId}`,
      orderId: refund.orderId,
      to,
      subject: fillTemplate(texts.subject, values),
      text: paragraphs.join('\n\n'),
      html: `<!doctype html><html lang="pl"><body>${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}</body></html>`,
    },
    now,
  );
}
