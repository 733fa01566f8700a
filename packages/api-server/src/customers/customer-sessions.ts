import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CUSTOMER_AUTHCHECK_COOKIE,
  CUSTOMER_SESSION_COOKIE,
  SECURE_CUSTOMER_SESSION_COOKIE,
  SIGN_IN_LINK_TTL_MS,
  SIGN_IN_LINKS_PER_ADDRESS,
  type CustomerBooking,
} from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';
import { hashOf, newToken, TOKEN_SHAPE } from '../auth/sessions';
import { readCookie, setCookie } from '../lib/cookies';
import { enqueueMail } from '../mail/outbox';
import { orderTotal } from '../queries/order';
import { zl } from '../search/offers';
import { signInLinkMail } from './sign-in-mail';

/**
 * 'Moje rezerwacje' without a password (docs/adr/0240-customer-access.md): a single-use link
 * e-mailed to a booking's address opens a customer session. Both keep only hashes of their tokens.
 */

/** A customer session lasts this long from sign-in (a new link after it). */
export const CUSTOMER_SESSION_MS = 24 * 3600_000;
export const SIGN_IN_MAIL_KIND = 'customer-sign-in';

const cookieName = (req: FastifyRequest): string => (req.protocol === 'https' ? SECURE_CUSTOMER_SESSION_COOKIE : CUSTOMER_SESSION_COOKIE);

function sessionToken(req: FastifyRequest): string | undefined {
  const token = readCookie(req, cookieName(req));
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** Lower-cased so the booking's address matches however it was typed. */
const bookingsWhere = (email: string) =>
  sql`lower(client_data->'booker'->>'email') = ${email.toLowerCase()} AND reservation_number IS NOT NULL`;

/**
 * Writes a sign-in link for `email` to the outbox in one transaction, when the address has a
 * booking and has not had `SIGN_IN_LINKS_PER_ADDRESS` links within their lifetime. Answers the
 * outbox row's id when it wrote one; the caller answers the same either way.
 */
export async function requestSignInLink(db: Database, email: string, now: Date, siteUrl: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    // One request per address at a time: the count below cannot be raced past.
    await tx.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`customer-link:${email}`}))`);
    const [{ n: bookings } = { n: 0 }] = await tx.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE ${bookingsWhere(email)}`,
    );
    if (Number(bookings) === 0) return undefined;
    const since = new Date(now.getTime() - SIGN_IN_LINK_TTL_MS).toISOString();
    const [{ n: recent } = { n: 0 }] = await tx.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM customer_sign_in_links WHERE email = ${email} AND created_at > ${since}::timestamptz`,
    );
    if (Number(recent) >= SIGN_IN_LINKS_PER_ADDRESS) return undefined;
    await tx.rows(sql`DELETE FROM customer_sign_in_links WHERE expires_at <= ${since}::timestamptz`);
    const token = newToken();
    await tx.rows(sql`INSERT INTO customer_sign_in_links (id_hash, email, created_at, expires_at)
      VALUES (${hashOf(token)}, ${email}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString()}::timestamptz)`);
    return enqueueMail(tx, { kind: SIGN_IN_MAIL_KIND, to: email, ...signInLinkMail(`${siteUrl}${signInPath(token)}`) }, now);
  });
}

/**
 * The page the link opens; the token rides in the fragment, which the browser never sends, so
 * it stays out of every server's and proxy's log. The page posts it to `customerSignIn`.
 */
export const signInPath = (token: string): string => `/moje-rezerwacje/zaloguj/#token=${token}`;

/** Spends a link: its e-mail when it is known, unused and unexpired (and marks it used), else null. */
export async function spendSignInLink(db: Database, token: string, now: Date): Promise<string | null> {
  const [row] = await db.rows<{ email: string }>(sql`UPDATE customer_sign_in_links SET used_at = ${now.toISOString()}::timestamptz
    WHERE id_hash = ${hashOf(token)} AND used_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz RETURNING email`);
  return row?.email ?? null;
}

/** A new customer session for `email`; sets its HttpOnly cookie. Expired sessions are swept on the way. */
export async function openCustomerSession(db: Database, req: FastifyRequest, reply: FastifyReply, email: string, now: Date): Promise<void> {
  const token = newToken();
  await db.rows(sql`DELETE FROM customer_sessions WHERE expires_at <= ${now.toISOString()}::timestamptz`);
  const previous = sessionToken(req);
  if (previous !== undefined) await db.rows(sql`DELETE FROM customer_sessions WHERE id_hash = ${hashOf(previous)}`);
  await db.rows(sql`INSERT INTO customer_sessions (id_hash, email, created_at, expires_at)
    VALUES (${hashOf(token)}, ${email}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + CUSTOMER_SESSION_MS).toISOString()}::timestamptz)`);
  setCookie(reply, cookieName(req), token, CUSTOMER_SESSION_MS / 1000, { secure: req.protocol === 'https' });
  // The readable marker: the page asks for the bookings only while it is set (no 401 on every visit).
  setCookie(reply, CUSTOMER_AUTHCHECK_COOKIE, '1', CUSTOMER_SESSION_MS / 1000, { httpOnly: false, secure: req.protocol === 'https' });
}

/** Drops the readable marker of a session that has ended or never was. */
export function clearCustomerMarker(req: FastifyRequest, reply: FastifyReply): void {
  setCookie(reply, CUSTOMER_AUTHCHECK_COOKIE, '', 0, { httpOnly: false, secure: req.protocol === 'https' });
}

/** The e-mail of the request's live customer session, or null. */
export async function customerEmailOf(q: Queryable, req: FastifyRequest, now: Date): Promise<string | null> {
  const token = sessionToken(req);
  if (token === undefined) return null;
  const [row] = await q.rows<{ email: string }>(
    sql`SELECT email FROM customer_sessions WHERE id_hash = ${hashOf(token)} AND expires_at > ${now.toISOString()}::timestamptz`,
  );
  return row?.email ?? null;
}

export async function closeCustomerSession(db: Database, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(req);
  if (token !== undefined) await db.rows(sql`DELETE FROM customer_sessions WHERE id_hash = ${hashOf(token)}`);
  setCookie(reply, cookieName(req), '', 0, { secure: req.protocol === 'https' });
  clearCustomerMarker(req, reply);
}

/** The reserved orders booked with `email`, newest first. */
export async function bookingsOf(q: Queryable, email: string): Promise<CustomerBooking[]> {
  const rows = await q.rows<{
    id: string;
    reservation_number: string | null;
    state: CustomerBooking['state'];
    snapshot: { hotelName: string; destination: { name: string }; departureDate: string; returnDate: string };
    price_total: number;
    extras_total: number;
    paid_total: number;
  }>(sql`SELECT id::text AS id, reservation_number, state, offer_snapshot AS snapshot, price_total, extras_total, paid_total
    FROM orders WHERE ${bookingsWhere(email)} ORDER BY created_at DESC LIMIT 200`);
  return rows.map((r) => ({
    orderId: r.id,
    reservationNumber: r.reservation_number,
    state: r.state,
    hotelName: r.snapshot.hotelName,
    destination: r.snapshot.destination.name,
    departureDate: r.snapshot.departureDate,
    returnDate: r.snapshot.returnDate,
    total: zl(orderTotal(r)),
    paid: zl(r.paid_total),
    due: zl(Math.max(0, orderTotal(r) - r.paid_total)),
  }));
}
