import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { MailMessage, Mailer } from './mailer';

/**
 * Sends one e-mail through the shop's mailer and records it in `mail_outbox` (a row first, then
 * the message as sent, or the error), as the booking confirmation does. A failure is recorded and
 * rethrown.
 */
export async function sendRecordedMail(db: Database, mailer: Mailer, kind: string, message: MailMessage, now: Date): Promise<void> {
  const id = randomUUID();
  await db.rows(sql`INSERT INTO mail_outbox (id, order_id, kind, to_address, subject, eml, transport, created_at)
    VALUES (${id}::uuid, NULL, ${kind}, ${message.to}, ${message.subject}, '', 'outbox', ${now.toISOString()}::timestamptz)`);
  try {
    const sent = await mailer.send(message, `${now.toISOString().replace(/[:.]/g, '-')}-${kind}-${id}.eml`);
    await db.rows(sql`UPDATE mail_outbox SET eml = ${sent.eml}, file = ${sent.file ?? null}, transport = ${sent.transport},
      sent_at = ${sent.transport === 'smtp' ? now.toISOString() : null}::timestamptz WHERE id = ${id}::uuid`);
  } catch (error) {
    await db.rows(sql`UPDATE mail_outbox SET error = ${String(error).slice(0, 500)} WHERE id = ${id}::uuid`);
    throw error;
  }
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
