import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/connection';
import { bookingDocuments } from '../documents/booking-documents';
import { requireOrder } from '../queries/order';
import { bookingSummary, orderDocuments, SHOP } from './documents';
import type { MailMessage } from './mailer';
import { enqueueMail } from './outbox';

const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * What the confirmation is rendered with: the shop's day and time. It carries no review links: a
 * review is asked for after the stay (reviews/review-invites.ts).
 */
export interface ConfirmationContext {
  today: string;
  now: Date;
}

/**
 * The booking confirmation on a durable medium (art. 40 and 42 of the package travel act): the
 * booking summary, the standard information form and the pre-contract information, read on `q`
 * (inside the paying transaction it shows what that transaction wrote). Undefined for an order
 * without the booker's e-mail.
 */
export async function renderConfirmation(
  q: Queryable,
  orderId: string,
  { today }: ConfirmationContext,
): Promise<(MailMessage & { subject: string }) | undefined> {
  const row = await requireOrder(q, orderId);
  const to = row.client_data?.booker.email;
  if (!to) return undefined;
  const subject = `Potwierdzenie rezerwacji ${row.reservation_number ?? ''} — ${row.offer_snapshot.hotelName}`.replace(/\s+/g, ' ');
  const summary = bookingSummary(row);
  const documents = orderDocuments(row, today).filter(
    (d) => d.kind === 'standard-information-form' || d.kind === 'pre-contract-information',
  );
  const attached = bookingDocuments(row).map((d) => d.title);
  const attachedLine = attached.length > 0 ? `W załącznikach (PDF): ${attached.join('; ')}.` : '';
  const text = [
    'Dzień dobry,',
    '',
    'dziękujemy za rezerwację. Poniżej jej podsumowanie oraz informacje, które przekazujemy przed zawarciem umowy o udział w imprezie turystycznej.',
    ...(attachedLine ? [attachedLine] : []),
    '',
    ...summary,
    '',
    ...documents.flatMap((d) => [d.title.toUpperCase(), ...d.paragraphs.map((p) => `- ${p}`), '']),
    `${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}, ${SHOP.email}`,
  ].join('\n');
  const html = `<!doctype html><html lang="pl"><body>
<p>Dzień dobry,</p>
<p>dziękujemy za rezerwację. Poniżej jej podsumowanie oraz informacje, które przekazujemy przed zawarciem umowy o udział w imprezie turystycznej.</p>
${attachedLine ? `<p>${escape(attachedLine)}</p>` : ''}
<h1>Podsumowanie rezerwacji</h1>
<ul>${summary.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>
${documents.map((d) => `<h2>${escape(d.title)}</h2>${d.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`).join('\n')}
<p>${escape(`${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}, ${SHOP.email}`)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/**
 * Writes the order's booking confirmation to the outbox on `tx`, the transaction that paid the
 * order (docs/adr/0205-outbox-idempotency-lanes.md): one per order, a second call changes nothing.
 * Answers the outbox row's id when this call wrote it.
 */
export async function enqueueConfirmation(tx: Queryable, orderId: string, context: ConfirmationContext): Promise<string | undefined> {
  const message = await renderConfirmation(tx, orderId, context);
  if (!message) return undefined;
  return enqueueMail(tx, { kind: CONFIRMATION, orderId, ...message }, context.now);
}

export const CONFIRMATION = 'confirmation';

/**
 * Orders with money on them and no confirmation in the outbox: written by a payment committed
 * before its e-mail was (a crash between the two before the outbox). Each gets its confirmation,
 * one transaction per order with the order's row locked. Answers how many were written.
 */
export async function enqueueMissingConfirmations(db: Database, context: () => ConfirmationContext): Promise<number> {
  const missing = await db.rows<{ id: string }>(sql`SELECT o.id::text AS id FROM orders o
    WHERE o.paid_total > 0 AND o.state IN ('paid', 'pending')
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.order_id = o.id AND m.kind = ${CONFIRMATION})
    ORDER BY o.updated_at LIMIT 100`);
  let written = 0;
  for (const { id } of missing) {
    const wrote = await db.transaction(async (tx) => {
      await requireOrder(tx, id, true);
      return enqueueConfirmation(tx, id, context());
    });
    if (wrote) written += 1;
  }
  return written;
}
