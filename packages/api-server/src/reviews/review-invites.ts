import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { addDays } from '../lib/dates';
import { requireOrder, type OrderRow } from '../queries/order';
import { SHOP } from '../mail/documents';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { REVIEW_LINK_DAYS, signReviewLink } from './review-link';

/** What the "Jak było?" e-mail needs to sign its links (docs/adr/0232-reviews-from-real-stays.md). */
export interface ReviewLinkSettings {
  /** `REVIEW_LINK_SECRET`: the from-mail call checks the `rid` with the same secret. */
  secret: string;
  /** The shop's public address, without a trailing slash. */
  siteUrl: string;
}

/** The outbox kind of the after-return e-mail: one per order. */
export const REVIEW_INVITE = 'review-invite';

const DAY_S = 86_400;
const RATINGS = [6, 5, 4, 3, 2, 1] as const;

const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The review links of a finished stay: one per rating, each the form's e-mail entry
 * `/dodaj-opinie/{slug}/ocena/{rating}/?rid=` with the signed `rid` (hotel, reservation, guest,
 * month of the stay, its last day). It works from the return until REVIEW_LINK_DAYS after it.
 */
export function reviewLinks(row: Pick<OrderRow, 'offer_snapshot' | 'reservation_number' | 'client_data'>, settings: ReviewLinkSettings) {
  const offer = row.offer_snapshot;
  const returnS = Math.floor(Date.parse(`${offer.returnDate}T00:00:00Z`) / 1000);
  const rid = signReviewLink(settings.secret, {
    hotelId: offer.hotelId,
    reservation: (row.reservation_number ?? '').slice(0, 64),
    guestName: (row.client_data?.booker.firstName ?? '').slice(0, 60),
    travelDate: offer.departureDate.slice(0, 7),
    stayEndedOn: offer.returnDate,
    expiresAt: returnS + REVIEW_LINK_DAYS * DAY_S,
  });
  return RATINGS.map((rating) => ({
    rating,
    href: `${settings.siteUrl}/dodaj-opinie/${encodeURIComponent(offer.hotelSlug)}/ocena/${rating}/?rid=${rid}`,
  }));
}

/** "Jak było?": after the return, the guest is asked to rate the hotel, one link per rating. */
export function renderReviewInvite(row: OrderRow, settings: ReviewLinkSettings): (MailMessage & { subject: string }) | undefined {
  const to = row.client_data?.booker.email;
  if (!to) return undefined;
  const hotel = row.offer_snapshot.hotelName;
  const links = reviewLinks(row, settings);
  const subject = `Jak było? Oceń ${hotel}`;
  const intro = `dziękujemy, że podróżowali Państwo z nami. Jak było? Oceń ${hotel} w skali od 1 do 6 (6 to najwyższa ocena): wybierz ocenę, a formularz opinii otworzy się z nią. Opinia ukaże się z oznaczeniem „Potwierdzony pobyt”.`;
  const expiry = `Link działa do ${addDays(row.offer_snapshot.returnDate, REVIEW_LINK_DAYS).split('-').reverse().join('.')}.`;
  const footer = `${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}, ${SHOP.email}`;
  const text = ['Dzień dobry,', '', intro, '', ...links.map((l) => `Ocena ${l.rating}: ${l.href}`), '', expiry, '', footer].join('\n');
  const html = `<!doctype html><html lang="pl"><body>
<p>Dzień dobry,</p>
<p>${escape(intro)}</p>
<ul>${links.map((l) => `<li><a href="${escape(l.href)}">Ocena ${l.rating}</a></li>`).join('')}</ul>
<p>${escape(expiry)}</p>
<p>${escape(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/**
 * Writes the "Jak było?" e-mail of every paid order whose stay has ended (its return day is before
 * `today`) and has none yet, one transaction per order with the order's row locked; the outbox
 * delivers them. Answers how many were written.
 */
export async function enqueueReviewInvites(db: Database, settings: ReviewLinkSettings, today: string, now: Date): Promise<number> {
  const due = await db.rows<{ id: string }>(sql`SELECT o.id::text AS id FROM orders o
    WHERE o.state = 'paid' AND (o.offer_snapshot->>'returnDate') < ${today}
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.order_id = o.id AND m.kind = ${REVIEW_INVITE})
    ORDER BY o.updated_at LIMIT 100`);
  let written = 0;
  for (const { id } of due) {
    const wrote = await db.transaction(async (tx) => {
      const row = await requireOrder(tx, id, true);
      const message = row.state === 'paid' ? renderReviewInvite(row, settings) : undefined;
      return message ? enqueueMail(tx, { kind: REVIEW_INVITE, orderId: id, ...message }, now) : undefined;
    });
    if (wrote) written += 1;
  }
  return written;
}
