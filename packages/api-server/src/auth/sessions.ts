import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { UserRole } from '@travel/contracts/events';
import type { Database } from '../db/connection';
import { knownRoles } from './users';

/** A session ends after this long without a request (OWASP: 15-30 min for privileged users). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** …and this long after sign-in, however busy: a stolen cookie is worth a working day at most. */
export const SESSION_ABSOLUTE_MS = 8 * 3600_000;
/** `last_seen_at` is written at most this often per session: one write a minute, not per request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  roles: UserRole[];
}

/** The database keeps only a hash of the id: reading the table signs nobody in. */
export const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe; what the cookie carries. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  token: string;
  /** Seconds until the absolute timeout: the cookie's Max-Age. */
  maxAgeSeconds: number;
}

/**
 * A fresh session for the user (a new id on every sign-in, so an id planted before sign-in is
 * worth nothing after it). Sessions past either timeout are swept on the way.
 */
export async function createSession(db: Database, userId: string, now: Date): Promise<NewSession> {
  const token = newToken();
  const at = now.toISOString();
  await db.rows(sql`
    DELETE FROM sessions
    WHERE expires_at <= ${at} OR last_seen_at <= ${new Date(now.getTime() - SESSION_IDLE_MS).toISOString()}`);
  await db.rows(sql`
    INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
    VALUES (${hashOf(token)}, ${userId}, ${at}, ${at}, ${new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString()})`);
  return { token, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 };
}

/**
 * The user of a live session, or null (unknown id, or past the idle or absolute timeout: then the
 * row is deleted). A live session's idle clock restarts.
 */
export async function findSessionUser(db: Database, token: string, now: Date): Promise<SessionUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const idHash = hashOf(token);
  const [row] = await db.rows<{
    id: string;
    email: string;
    display_name: string | null;
    roles: string[];
    last_seen_ms: number;
    expires_ms: number;
  }>(sql`
    SELECT u.id::text AS id, u.email, u.display_name, u.roles,
      (extract(epoch FROM s.last_seen_at) * 1000)::float8 AS last_seen_ms,
      (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id_hash = ${idHash}`);
  if (!row) return null;
  const nowMs = now.getTime();
  if (nowMs >= Number(row.expires_ms) || nowMs - Number(row.last_seen_ms) >= SESSION_IDLE_MS) {
    await deleteSession(db, token);
    return null;
  }
  if (nowMs - Number(row.last_seen_ms) >= TOUCH_EVERY_MS) {
    await db.rows(sql`UPDATE sessions SET last_seen_at = ${now.toISOString()} WHERE id_hash = ${idHash}`);
  }
  return { id: row.id, email: row.email, displayName: row.display_name, roles: knownRoles(row.roles) };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) return;
  await db.rows(sql`DELETE FROM sessions WHERE id_hash = ${hashOf(token)}`);
}
