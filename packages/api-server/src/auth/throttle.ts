import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/**
 * Failed sign-ins per account (any e-mail typed, existing or not, so the answer tells nothing):
 * after this many within the window the account is throttled until the oldest failure leaves it.
 * Kept in the database, so every API instance counts the same failures.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;

/** Seconds until the account may try again, or 0 when it may now. */
export async function accountRetryAfter(db: Database, account: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MS).toISOString();
  const [row] = await db.rows<{ failures: number; oldest_ms: number | null }>(sql`
    SELECT count(*)::int AS failures, (extract(epoch FROM min(failed_at)) * 1000)::float8 AS oldest_ms
    FROM sign_in_failures WHERE account = ${account} AND failed_at > ${since}`);
  if (!row || Number(row.failures) < ACCOUNT_FAILURE_LIMIT || row.oldest_ms === null) return 0;
  return Math.max(1, Math.ceil((Number(row.oldest_ms) + ACCOUNT_FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

/** Records a failure; rows older than the window are swept on the way. */
export async function recordFailure(db: Database, account: string, now: Date): Promise<void> {
  await db.rows(sql`DELETE FROM sign_in_failures WHERE failed_at <= ${new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MS).toISOString()}`);
  await db.rows(sql`INSERT INTO sign_in_failures (account, failed_at) VALUES (${account}, ${now.toISOString()})`);
}

/** A successful sign-in starts the account's count afresh. */
export async function clearFailures(db: Database, account: string): Promise<void> {
  await db.rows(sql`DELETE FROM sign_in_failures WHERE account = ${account}`);
}
