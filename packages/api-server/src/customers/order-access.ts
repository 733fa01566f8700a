import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_OWNER_COOKIE, SECURE_ORDER_OWNER_COOKIE, type OrderDetail } from '@travel/contracts';
import type { Queryable } from '../db/connection';
import { hashOf, newToken, TOKEN_SHAPE } from '../auth/sessions';
import { readCookie, setCookie } from '../lib/cookies';
import { HttpError } from '../lib/http';
import { customerEmailOf } from './customer-sessions';

/** As long as a shopper may come back to an order's pages from the same browser. */
const OWNER_COOKIE_SECONDS = 400 * 24 * 3600;

/** Over HTTPS the `__Host-` name (Secure, Path=/, no Domain); each protocol reads only its own name. */
const ownerCookieName = (req: FastifyRequest): string => (req.protocol === 'https' ? SECURE_ORDER_OWNER_COOKIE : ORDER_OWNER_COOKIE);

function ownerToken(req: FastifyRequest): string | undefined {
  const token = readCookie(req, ownerCookieName(req));
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : undefined;
}

/**
 * The owner key a new order is bound to: the hash of this browser's owner cookie, issuing the
 * cookie (HttpOnly, SameSite=Lax) when the browser has none. One cookie per browser, like the
 * favourites id, so every order this browser creates is its own (docs/adr/0240-customer-access.md).
 */
export function ensureOwnerKey(req: FastifyRequest, reply: FastifyReply): string {
  let token = ownerToken(req);
  if (token === undefined) {
    token = newToken();
    setCookie(reply, ownerCookieName(req), token, OWNER_COOKIE_SECONDS, { secure: req.protocol === 'https' });
  }
  return hashOf(token);
}

/**
 * Whether the caller may read the order's personal data: the browser that created it, a customer
 * session of the booking's e-mail, or signed-in staff. A bare link (the order id alone) is none of them.
 */
export async function mayReadPersonalData(q: Queryable, req: FastifyRequest, orderId: string, now: Date): Promise<boolean> {
  const [row] = await q.rows<{ owner_key: string | null; email: string | null }>(
    sql`SELECT owner_key, lower(client_data->'booker'->>'email') AS email FROM orders WHERE id = ${orderId}::uuid`,
  );
  if (!row) return false;
  const token = ownerToken(req);
  if (token !== undefined && row.owner_key !== null && hashOf(token) === row.owner_key) return true;
  if (row.email !== null && (await customerEmailOf(q, req, now)) === row.email) return true;
  return (await req.server.sessionUserOf(req)) !== null;
}

/**
 * Writes to an order (extras, client data, agreements, the reservation, a payment of it or of its
 * balance) for the same three callers as its personal data (docs/adr/0243-owner-only-writes.md):
 * anyone else gets a 403 and nothing changes. An unknown order passes, so the call answers its
 * own 404.
 */
export async function requireOrderWriter(q: Queryable, req: FastifyRequest, orderId: string, now: Date): Promise<void> {
  const [known] = await q.rows<{ id: string }>(sql`SELECT id::text AS id FROM orders WHERE id = ${orderId}::uuid`);
  if (!known) return;
  if (!(await mayReadPersonalData(q, req, orderId, now)))
    throw new HttpError(
      403,
      'Only the browser that created the order, a customer session of its e-mail or staff may change it',
      undefined,
      {
        code: NOT_YOUR_ORDER,
      },
    );
}

export const NOT_YOUR_ORDER = 'not-your-order';

/** The order as a caller without a right to its personal data sees it: state, trip and price, no client. */
export function withoutPersonalData(order: OrderDetail): OrderDetail {
  return { ...order, client: { draft: { booker: {}, participants: [] }, valid: null }, personalData: false };
}
