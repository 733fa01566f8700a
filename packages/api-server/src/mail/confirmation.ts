import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { requireOrder, type OrderRow } from '../queries/order';
import { REVIEW_LINK_DAYS, signReviewLink } from '../reviews/review-link';
import { bookingSummary, orderDocuments, SHOP } from './documents';
import type { Mailer } from './mailer';

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

/**
 * The booking confirmation on a durable medium (art. 40 and 42 of the package travel act): the
 * booking summary, the standard information form and the pre-contract information, sent once per
 * order (a unique row per order and kind claims it before anything is sent).
 */
export async function sendConfirmation(
  db: Database,
  mailer: Mailer,
  orderId: string,
  today: string,
  now: Date,
  reviewLink?: ReviewLinkSettings,
): Promise<'sent' | 'already'> {
  const row = await requireOrder(db, orderId);
  const to = row.client_data?.booker.email;
  if (!to) return 'already';
  const subject = `Potwierdzenie rezerwacji ${row.reservation_number ?? ''} — ${row.offer_snapshot.hotelName}`.replace(/\s+/g, ' ');
  const id = randomUUID();
  const claimed = await db.rows(sql`INSERT INTO mail_outbox (id, order_id, kind, to_address, subject, eml, transport, created_at)
    VALUES (${id}::uuid, ${orderId}::uuid, 'confirmation', ${to}, ${subject}, '', 'outbox', ${now.toISOString()}::timestamptz)
    ON CONFLICT (order_id, kind) DO NOTHING RETURNING id`);
  if (claimed.length === 0) return 'already';
  const name = row.client_data?.booker.firstName ?? '';
  const summary = bookingSummary(row);
  const documents = orderDocuments(row, today).filter(
    (d) => d.kind === 'standard-information-form' || d.kind === 'pre-contract-information',
  );
  const reviews = reviewLink ? reviewLinks(row, reviewLink, now) : [];
  const reviewIntro = `Po powrocie oceń hotel ${row.offer_snapshot.hotelName} w skali od 1 do 6 (6 to najwyższa ocena): wybierz ocenę, a formularz opinii otworzy się z nią.`;
  const text = [
    `Dzień dobry ${name},`,
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
<p>Dzień dobry ${escape(name)},</p>
<p>dziękujemy za rezerwację. Poniżej jej podsumowanie oraz informacje, które przekazujemy przed zawarciem umowy o udział w imprezie turystycznej.</p>
<h1>Podsumowanie rezerwacji</h1>
<ul>${summary.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>
${documents.map((d) => `<h2>${escape(d.title)}</h2>${d.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`).join('\n')}
${reviews.length > 0 ? `<h2>Oceń hotel</h2><p>${escape(reviewIntro)}</p><ul>${reviews.map((r) => `<li><a href="${escape(r.href)}">Ocena ${r.rating}</a></li>`).join('')}</ul>` : ''}
<p>${escape(`${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}, ${SHOP.email}`)}</p>
</body></html>`;
  try {
    const sent = await mailer.send(
      { to, subject, text, html },
      `${now.toISOString().replace(/[:.]/g, '-')}-${row.reservation_number ?? orderId}.eml`,
    );
    await db.rows(sql`UPDATE mail_outbox SET eml = ${sent.eml}, file = ${sent.file ?? null}, transport = ${sent.transport},
      sent_at = ${sent.transport === 'smtp' ? now.toISOString() : null}::timestamptz WHERE id = ${id}::uuid`);
    return 'sent';
  } catch (error) {
    await db.rows(sql`UPDATE mail_outbox SET error = ${String(error).slice(0, 500)} WHERE id = ${id}::uuid`);
    throw error;
  }
}
