import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USER_ROLES, type UserRole } from '@travel/contracts/events';
import type { Database } from '../db/connection';
import { hashPassword } from './passwords';

export interface StoredUser {
  id: string;
  email: string;
  displayName: string | null;
  roles: UserRole[];
  passwordHash: string;
}

interface UserRow {
  id: string;
  email: string;
  display_name: string | null;
  roles: string[];
  password_hash: string;
}

/** Stored roles are checked by the table; unknown ones (a later release's) are ignored here. */
export function knownRoles(roles: readonly string[]): UserRole[] {
  return USER_ROLES.filter((role) => roles.includes(role));
}

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  roles: knownRoles(row.roles),
  passwordHash: row.password_hash,
});

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<StoredUser | undefined> {
  const [row] = await db.rows<UserRow>(
    sql`SELECT id::text AS id, email, display_name, roles, password_hash FROM users WHERE email = ${normalizeEmail(email)}`,
  );
  return row && toUser(row);
}

export interface NewUser {
  email: string;
  displayName: string | null;
  roles: readonly UserRole[];
  password: string;
  /** Created by the demo seed (listed by `npm start`, never in production). */
  demo?: boolean;
}

export class UserExistsError extends Error {}

/** Adds an account; throws UserExistsError when the e-mail is taken. */
export async function createUser(db: Database, user: NewUser, now: Date): Promise<StoredUser> {
  const passwordHash = await hashPassword(user.password);
  const at = now.toISOString();
  const rows = await db.rows<UserRow>(sql`
    INSERT INTO users (id, email, display_name, roles, password_hash, demo, created_at, password_changed_at)
    VALUES (${randomUUID()}, ${normalizeEmail(user.email)}, ${user.displayName}, ${toTextArray(user.roles)}::text[], ${passwordHash},
            ${user.demo ?? false}, ${at}, ${at})
    ON CONFLICT (email) DO NOTHING
    RETURNING id::text AS id, email, display_name, roles, password_hash`);
  const [row] = rows;
  if (!row) throw new UserExistsError(`A user with the e-mail ${normalizeEmail(user.email)} exists already`);
  return toUser(row);
}

/**
 * Sets a new password (and roles, when given) and signs the account out everywhere, in one
 * transaction: whoever knew the old password keeps no session. `false` when there is no such user.
 */
export async function resetPassword(
  db: Database,
  email: string,
  password: string,
  now: Date,
  roles?: readonly UserRole[],
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const rows = await db.rows<{ id: string }>(sql`
    WITH changed AS (
      UPDATE users SET password_hash = ${passwordHash}, password_changed_at = ${now.toISOString()},
        roles = COALESCE(${roles ? toTextArray(roles) : null}::text[], roles)
      WHERE email = ${normalizeEmail(email)}
      RETURNING id
    ), signed_out AS (
      DELETE FROM sessions WHERE user_id IN (SELECT id FROM changed)
    )
    SELECT id::text AS id FROM changed`);
  return rows.length > 0;
}

export interface UserSummary {
  email: string;
  displayName: string | null;
  roles: UserRole[];
  demo: boolean;
}

export async function listUsers(db: Database): Promise<UserSummary[]> {
  const rows = await db.rows<{ email: string; display_name: string | null; roles: string[]; demo: boolean }>(
    sql`SELECT email, display_name, roles, demo FROM users ORDER BY email`,
  );
  return rows.map((r) => ({ email: r.email, displayName: r.display_name, roles: knownRoles(r.roles), demo: r.demo }));
}

/** A text[] literal (`{"a","b"}`) sent as one parameter: portable across both drivers. */
function toTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
