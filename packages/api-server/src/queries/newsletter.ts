import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NewsletterList } from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';
import { HttpError } from '../lib/http';
import { sha256 } from '../marketing/signatures';

/**
 * A sign-up waiting for its double opt-in: the chosen lists wait in `pending_lists` until the
 * link is clicked (an address already confirmed keeps its lists until then). Answers the token
 * of the link; only its hash is stored.
 */
export async function requestSubscription(
  tx: Queryable,
  email: string,
  lists: readonly NewsletterList[],
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const expires = new Date(now.getTime() + ttlMs).toISOString();
  await tx.rows(sql`INSERT INTO newsletter_subscriptions (email, status, pending_lists, confirm_token_hash, confirm_expires_at, created_at, updated_at)
    VALUES (${email}, 'pending', string_to_array(${lists.join(',')}, ','), ${sha256(token)}, ${expires}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
    ON CONFLICT (email) DO UPDATE SET
      status = CASE WHEN newsletter_subscriptions.status = 'confirmed' THEN 'confirmed' ELSE 'pending' END,
      pending_lists = EXCLUDED.pending_lists,
      confirm_token_hash = EXCLUDED.confirm_token_hash,
      confirm_expires_at = EXCLUDED.confirm_expires_at,
      updated_at = EXCLUDED.updated_at`);
  return token;
}

/** The link's token: the pending lists become the address's lists. 404 for an unknown, used or expired token. */
export async function confirmSubscription(db: Database, token: string, now: Date): Promise<{ email: string; lists: NewsletterList[] }> {
  const rows = await db.rows<{ email: string; lists: NewsletterList[] }>(sql`UPDATE newsletter_subscriptions SET
      status = 'confirmed', lists = pending_lists, pending_lists = '{}', confirm_token_hash = NULL, confirm_expires_at = NULL,
      confirmed_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz, unsubscribed_at = NULL
    WHERE confirm_token_hash = ${sha256(token)} AND confirm_expires_at > ${now.toISOString()}::timestamptz
    RETURNING email, lists`);
  const row = rows[0];
  if (!row) throw new HttpError(404, 'The confirmation link is unknown, used or expired', 'token', { code: 'confirm-token-unknown' });
  return row;
}

/** Leaves every list; an address never signed up changes nothing (the answer is the same). */
export async function unsubscribe(db: Database, email: string, now: Date): Promise<void> {
  await db.rows(sql`UPDATE newsletter_subscriptions SET status = 'unsubscribed', lists = '{}', pending_lists = '{}',
      confirm_token_hash = NULL, confirm_expires_at = NULL, unsubscribed_at = ${now.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    WHERE email = ${email}`);
}
