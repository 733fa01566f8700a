import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OfferFilters, PriceAlertSummary } from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';
import { HttpError } from '../lib/http';
import { sha256 } from '../marketing/signatures';
import { zl } from '../search/offers';

/** What an alert watches, as a subscription states it. */
export interface AlertTarget {
  kind: 'offer' | 'search';
  /** One alert per address and target: `offer:<hash>` or `search:<listing address>`. */
  targetKey: string;
  offerHash: string | null;
  filters: OfferFilters | null;
  url: string;
  label: string;
  priceAdult: number | null;
  expiresOn: string;
}

export interface AlertRow {
  id: string;
  email: string;
  kind: 'offer' | 'search';
  offer_hash: string | null;
  filters: OfferFilters | null;
  url: string;
  label: string;
  price_adult: number | null;
  expires_on: string;
}

/** The columns of `price_alerts a`. */
export const alertColumns = sql`a.id::text AS id, a.email, a.kind, a.offer_hash, a.filters, a.url, a.label, a.price_adult, to_char(a.expires_on, 'YYYY-MM-DD') AS expires_on`;

export const summaryOf = (row: AlertRow, publicUrl = ''): PriceAlertSummary => ({
  kind: row.kind,
  label: row.label,
  pricePerPerson: row.price_adult === null ? null : zl(row.price_adult),
  expiresOn: row.expires_on,
  url: `${publicUrl}${row.url}`,
});

/**
 * An alert waiting for its double opt-in (as `requestSubscription` of the newsletter): a new token
 * for the e-mail's link, only its hash stored. An alert already confirmed stays on with its price; a
 * switched-off or expired one waits for the new link. Answers the alert's id and the token.
 */
export async function requestAlert(
  tx: Queryable,
  email: string,
  target: AlertTarget,
  now: Date,
  ttlMs: number,
): Promise<{ id: string; token: string; row: AlertRow }> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const rows = await tx.rows<AlertRow>(sql`INSERT INTO price_alerts AS a (id, email, kind, target_key, offer_hash, filters, url, label,
      price_adult, expires_on, status, confirm_token_hash, confirm_expires_at, created_at)
    VALUES (${randomUUID()}::uuid, ${email}, ${target.kind}, ${target.targetKey}, ${target.offerHash},
      ${target.filters === null ? null : JSON.stringify(target.filters)}::jsonb, ${target.url}, ${target.label}, ${target.priceAdult}::int,
      ${target.expiresOn}::date, 'pending', ${sha256(token)}, ${new Date(now.getTime() + ttlMs).toISOString()}::timestamptz, ${at}::timestamptz)
    ON CONFLICT (email, target_key) DO UPDATE SET
      status = CASE WHEN a.status = 'active' THEN 'active' ELSE 'pending' END,
      price_adult = CASE WHEN a.status = 'active' THEN a.price_adult ELSE EXCLUDED.price_adult END,
      label = EXCLUDED.label, expires_on = EXCLUDED.expires_on,
      confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at
    RETURNING ${alertColumns}`);
  const row = rows[0] as AlertRow;
  return { id: row.id, token, row };
}

/** The link's token switches the alert on. 404 for an unknown, used or expired token. */
export async function confirmAlert(db: Database, token: string, now: Date): Promise<AlertRow> {
  const rows =
    await db.rows<AlertRow>(sql`UPDATE price_alerts a SET status = 'active', confirm_token_hash = NULL, confirm_expires_at = NULL,
      confirmed_at = ${now.toISOString()}::timestamptz
    WHERE confirm_token_hash = ${sha256(token)} AND confirm_expires_at > ${now.toISOString()}::timestamptz
    RETURNING ${alertColumns}`);
  const row = rows[0];
  if (!row) throw new HttpError(404, 'The confirmation link is unknown, used or expired', 'token', { code: 'confirm-token-unknown' });
  return row;
}

/** Switches an alert off for good (its signed link); an unknown or already-off alert changes nothing. */
export async function switchOffAlert(db: Database, id: string): Promise<void> {
  await db.rows(sql`UPDATE price_alerts SET status = 'off', confirm_token_hash = NULL, confirm_expires_at = NULL WHERE id = ${id}::uuid`);
}
