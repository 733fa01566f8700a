import { sql } from 'drizzle-orm';
import { fillTemplate, formatPriceFromGrosze, POLISH_SOURCE_TEXTS } from '@travel/i18n/source-texts';
import type { Database } from '../db/connection';
import { SHOP } from '../mail/documents';
import { escapeHtml } from './sign-in-mail';
import { enqueueMail } from '../mail/outbox';

/** The reminder goes this many days before the balance's due date (and at once for a later booking). */
export const BALANCE_REMINDER_DAYS = 7;
export const BALANCE_REMINDER = 'balance-reminder';

const texts = POLISH_SOURCE_TEXTS.order.myBookings.balanceReminderMail;

/**
 * Writes a reminder to the outbox for every open balance due within `BALANCE_REMINDER_DAYS`, with a
 * link to the booking page; one per order (the outbox keeps one e-mail of a kind per order), so
 * the sweep may run as often as it likes. An overdue balance is not cancelled here: staff see it
 * (docs/adr/0240-customer-access.md). Answers the new outbox rows' ids.
 */
export async function enqueueBalanceReminders(db: Database, today: string, now: Date, siteUrl: string): Promise<string[]> {
  const due = await db.rows<{
    order_id: string;
    amount: number;
    due_date: string;
    reservation: string | null;
    email: string;
    hotel: string;
  }>(sql`
    SELECT d.order_id::text AS order_id, d.amount, d.due_date::text AS due_date, o.reservation_number AS reservation,
      o.client_data->'booker'->>'email' AS email, o.offer_snapshot->>'hotelName' AS hotel
    FROM direct_payments d JOIN orders o ON o.id = d.order_id
    WHERE d.status = 'open' AND o.state <> 'cancelled' AND o.client_data IS NOT NULL
      AND d.due_date <= ${today}::date + ${BALANCE_REMINDER_DAYS}::int
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.order_id = d.order_id AND m.kind = ${BALANCE_REMINDER})`);
  const ids: string[] = [];
  for (const row of due) {
    const link = `${siteUrl}/moje-rezerwacje/${row.order_id}/`;
    const values = {
      amount: formatPriceFromGrosze(row.amount),
      reservation: row.reservation ?? '',
      hotel: row.hotel,
      date: row.due_date.split('-').reverse().join('.'),
      link,
      shop: SHOP.name,
    };
    const body = fillTemplate(texts.body, values);
    const signature = fillTemplate(texts.signature, values);
    const [before] = fillTemplate(texts.body, { ...values, link: '\u0000' }).split('\u0000');
    const id = await enqueueMail(
      db,
      {
        kind: BALANCE_REMINDER,
        orderId: row.order_id,
        to: row.email,
        subject: fillTemplate(texts.subject, values),
        text: [texts.greeting, '', body, '', texts.signIn, '', signature].join('\n'),
        html: `<!doctype html><html lang="pl"><body><p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(before ?? '')}<a href="${escapeHtml(link)}">${escapeHtml(
          link,
        )}</a></p><p>${escapeHtml(texts.signIn)}</p><p>${escapeHtml(signature)}</p></body></html>`,
      },
      now,
    );
    if (id) ids.push(id);
  }
  return ids;
}
