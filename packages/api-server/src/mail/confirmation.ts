import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/connection';
import { requireOrder, type OrderRow } from '../queries/order';
import { REVIEW_LINK_DAYS, signReviewLink } from '../reviews/review-link';
import { bookingSummary, orderDocuments, SHOP } from './documents';
import type { MailMessage } from './mailer';
import { enqueueMail } from './outbox';

const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** What the confirmation needs to invite the guest to review the hotel (docs/adr/0185-hotel-reviews.md). */
export interface ReviewLinkSettings {
  /** `REVIEW_LINK_SECRET`: the from-mail call checks the `rid` with the same secret. */
  secret: string;
  /** The shop's public address (`BASE_URL`), without a trailing slash. */
  siteUrl: string;
}

const DAY_S = 86_400;
const RATINGS = [6, 5, 4, 3, 2, 1] as const;

/**
 * The review links of a booking: one per rating, each the form's e-mail entry
 * `/dodaj-opinie/{slug}/ocena/{rating}/?rid=` with the signed `rid` (hotel, reservation, guest,
 * month of the stay). It works until REVIEW_LINK_DAYS after the return, however early the booking.
 */
export function reviewLinks(
  row: Pick<OrderRow, 'offer_snapshot' | 'reservation_number' | 'client_data'>,
  settings: ReviewLinkSettings,
  now: Date,
) {
  const offer = row.offer_snapshot;
  const returnS = Math.floor(Date.parse(`${offer.returnDate}T00:00:00Z`) / 1000);
  const rid = signReviewLink(settings.secret, {
    hotelId: offer.hotelId,
    reservation: (row.reservation_number ?? '').slice(0, 64),
    guestName: (row.client_data?.booker.firstName ?? '').slice(0, 60),
    travelDate: offer.departureDate.slice(0, 7),
    expiresAt: Math.max(returnS, Math.floor(now.getTime() / 1000)) + REVIEW_LINK_DAYS * DAY_S,
  });
  return RATINGS.map((rating) => ({
    rating,
    href: `${settings.siteUrl}/dodaj-opinie/${encodeURIComponent(offer.hotelSlug)}/ocena/${rating}/?rid=${rid}`,
  }));
}

/** What the confirmation is rendered with: the shop's day and time, and the review links' settings. */
export interface ConfirmationContext {
  today: string;
  now: Date;
  reviewLink?: ReviewLinkSettings | undefined;
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
  { today, now, reviewLink }: ConfirmationContext,
): Promise<(MailMessage & { subject: string }) | undefined> {
  const row = await requireOrder(q, orderId);
  const to = row.client_data?.booker.email;
  if (!to) return undefined;
  const subject = `Potwierdzenie rezerwacji ${row.reservation_number ?? ''} — ${row.offer_snapshot.hotelName}`.replace(/\s+/g, ' ');
  const summary = bookingSummary(row);
  const documents = orderDocuments(row, today).filter(
    (d) => d.kind === 'standard-information-form' || d.kind === 'pre-contract-information',
  );
  const reviews = reviewLink ? reviewLinks(row, reviewLink, now) : [];
  const reviewIntro = `Po powrocie oceń hotel ${row.offer_snapshot.hotelName} w skali od 1 do 6 (6 to najwyższa ocena): wybierz ocenę, a formularz opinii otworzy się z nią.`;
  const text = [
    'Dzień dobry,',
    '',
    'dziękujemy za rezerwację. Poniżej jej podsumowanie oraz informacje, które przekazujemy przed zawarciem umowy o udział w imprezie turystycznej.',
    '',
    ...summary,
    '',
    ...documents.flatMap((d) => [d.title.toUpperCase(), ...d.paragraphs.map((p) => `- ${p}`), '']),
    ...(reviews.length > 0 ? [reviewIntro, ...reviews.map((r) => `Ocena ${r.rating}: ${r.href}`), ''] : []),
    `${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}, ${SHOP.email}`,
  ].join('\n');
  const html = `<!doctype html><html lang="pl"><body>
<p>Dzień dobry,</p>
<p>dziękujemy za rezerwację. Poniżej jej podsumowanie oraz informacje, które przekazujemy przed zawarciem umowy o udział w imprezie turystycznej.</p>
<h1>Podsumowanie rezerwacji</h1>
<ul>${summary.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>
${documents.map((d) => `<h2>${escape(d.title)}</h2>${d.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`).join('\n')}
${reviews.length > 0 ? `<h2>Oceń hotel</h2><p>${escape(reviewIntro)}</p><ul>${reviews.map((r) => `<li><a href="${escape(r.href)}">Ocena ${r.rating}</a></li>`).join('')}</ul>` : ''}
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
