import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { requireOrder } from '../queries/order';
import { bookingSummary, orderDocuments, SHOP } from './documents';
import type { Mailer } from './mailer';

const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

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
  const text = [
    `Dzień dobry ${name},`,
    '',
    'dziękujemy za rezerwację. Poniżej jej podsumowanie oraz informacje, które przekazujemy przed zawarciem umowy o udział w imprezie turystycznej.',
    '',
    ...summary,
    '',
    ...documents.flatMap((d) => [d.title.toUpperCase(), ...d.paragraphs.map((p) => `- ${p}`), '']),
    `${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}, ${SHOP.email}`,
  ].join('\n');
  const html = `<!doctype html><html lang="pl"><body>
<p>Dzień dobry ${escape(name)},</p>
<p>dziękujemy za rezerwację. Poniżej jej podsumowanie oraz informacje, które przekazujemy przed zawarciem umowy o udział w imprezie turystycznej.</p>
<h1>Podsumowanie rezerwacji</h1>
<ul>${summary.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>
${documents.map((d) => `<h2>${escape(d.title)}</h2>${d.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`).join('\n')}
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
