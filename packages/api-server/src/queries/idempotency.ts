import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import { FAVORITES_COOKIE } from '@travel/contracts/events';
import { readSessionToken } from '../auth/session-cookies';
import { readCookie } from '../lib/cookies';
import type { Clock } from '../lib/dates';
import { badRequest, HttpError } from '../lib/http';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** How long a repeat waits for the first request to finish before answering 409. */
const WAIT_MS = 15_000;
const POLL_MS = 20;

interface Stored {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/** The `Idempotency-Key` header, checked; undefined when absent and not required. */
export function idempotencyKeyOf(req: FastifyRequest, required: boolean): string | undefined {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') {
    if (required) throw badRequest('Idempotency-Key', 'required (a header, one key per intent)');
    return undefined;
  }
  if (!KEY_PATTERN.test(key)) throw badRequest('Idempotency-Key', 'expected 8-100 characters of A-Z a-z 0-9 _ . : -');
  return key;
}

/** How a key's first request holds it (docs/adr/0205-outbox-idempotency-lanes.md). */
export interface IdempotencySettings {
  /** The clock leases are read against (tests move it). */
  clock: Clock;
  /** How long a claim lasts unless renewed; a request renews it while it runs, a dead process cannot. */
  leaseMs: number;
  /** How long a repeat waits for a running first request before answering 409 (real time). */
  waitMs: number;
}

export const DEFAULT_IDEMPOTENCY: IdempotencySettings = { clock: () => new Date(), leaseMs: 30_000, waitMs: WAIT_MS };

/** `IDEMPOTENCY_LEASE_MS` (default 30 s): how soon a key whose process died can be used again. */
export function idempotencyLeaseFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.IDEMPOTENCY_LEASE_MS;
  if (raw === undefined || raw === '') return DEFAULT_IDEMPOTENCY.leaseMs;
  return z.coerce.number().int().min(100).max(3_600_000).parse(raw);
}

/** Who a key belongs to (docs/adr/0205-outbox-idempotency-lanes.md): an order, else the client's cookie, else its address. */
export function idempotencyScopeOf(req: FastifyRequest, body: unknown): string {
  const b = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const field of ['orderId', 'directPaymentId']) {
    const id = b[field];
    if (typeof id === 'string' && id !== '') return `${field}:${id}`;
  }
  const cookie = readSessionToken(req) ?? readCookie(req, FAVORITES_COOKIE);
  if (cookie) return `cookie:${createHash('sha256').update(cookie).digest('hex').slice(0, 32)}`;
  return `address:${req.ip}`;
}

/** What a key's request is recognised by: the hash of its params and body. */
export const requestHash = (request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('hex');

interface Call {
  scope: string;
  key: string;
  /** The endpoint: `POST /purchase/create-offer-request/`. */
  route: string;
}

/**
 * Runs `handler` once per (scope, endpoint, key): the first request claims the key (an INSERT that
 * only one request can win, on PGlite and PostgreSQL alike) with a lease it renews while it runs,
 * then stores its answer, an error it answers on purpose (4xx) included; a repeat waits for the
 * first to finish and answers the stored answer without running anything. A claim whose lease ran
 * out (its process died) is taken over by the next request with the same body. The same key with
 * another body is a 422. A failure of ours (5xx) frees the key so the request can be tried again.
 */
export async function runIdempotent<T>(
  db: Database,
  settings: IdempotencySettings,
  call: Call,
  request: unknown,
  reply: FastifyReply,
  handler: () => Promise<T>,
): Promise<T> {
  const hash = requestHash(request);
  const deadline = Date.now() + settings.waitMs;
  for (;;) {
    const lease = await claim(db, settings, call, hash);
    if (lease !== undefined) return runClaimed(db, settings, call, lease, reply, handler);
    const answer = await stored<T>(db, call, hash, reply);
    if (answer !== RUNNING) return answer;
    if (Date.now() > deadline)
      throw new HttpError(409, 'A request with this Idempotency-Key is still running', 'Idempotency-Key', {
        code: 'idempotency-in-progress',
      });
    await sleep(POLL_MS);
  }
}

const where = (c: Call) => sql`scope = ${c.scope} AND route = ${c.route} AND key = ${c.key}`;
const leaseEnd = (settings: IdempotencySettings) => new Date(settings.clock().getTime() + settings.leaseMs).toISOString();

/** The key's new lease end when this request claimed it (first, or over a lease that ran out). */
async function claim(db: Database, settings: IdempotencySettings, c: Call, hash: string): Promise<string | undefined> {
  const until = leaseEnd(settings);
  const now = settings.clock().toISOString();
  const rows = await db.rows(sql`INSERT INTO idempotency_keys (scope, route, key, request_hash, lease_until, created_at)
    VALUES (${c.scope}, ${c.route}, ${c.key}, ${hash}, ${until}::timestamptz, ${now}::timestamptz)
    ON CONFLICT (scope, route, key) DO UPDATE SET lease_until = EXCLUDED.lease_until
      WHERE idempotency_keys.status_code IS NULL AND idempotency_keys.request_hash = EXCLUDED.request_hash
        AND (idempotency_keys.lease_until IS NULL OR idempotency_keys.lease_until < ${now}::timestamptz)
    RETURNING key`);
  return rows.length > 0 ? until : undefined;
}

async function runClaimed<T>(
  db: Database,
  settings: IdempotencySettings,
  c: Call,
  firstLease: string,
  reply: FastifyReply,
  handler: () => Promise<T>,
): Promise<T> {
  // Renewed while the handler runs, only while the lease is still ours.
  let lease = firstLease;
  const renew = setInterval(
    () => {
      const next = leaseEnd(settings);
      db.rows(
        sql`UPDATE idempotency_keys SET lease_until = ${next}::timestamptz
        WHERE ${where(c)} AND status_code IS NULL AND lease_until = ${lease}::timestamptz RETURNING key`,
      ).then(
        (rows) => {
          if (rows.length > 0) lease = next;
        },
        () => undefined,
      );
    },
    Math.max(50, Math.floor(settings.leaseMs / 3)),
  );
  renew.unref();
  try {
    const result = await handler();
    await db.rows(sql`UPDATE idempotency_keys SET status_code = ${reply.statusCode}::int, response = ${JSON.stringify(result)}::jsonb,
      lease_until = NULL WHERE ${where(c)}`);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      const body = { statusCode: error.statusCode, message: error.message, parameter: error.parameter, ...error.details };
      await db.rows(sql`UPDATE idempotency_keys SET status_code = ${error.statusCode}::int, response = ${JSON.stringify(body)}::jsonb,
        lease_until = NULL WHERE ${where(c)}`);
    } else {
      await db.rows(sql`DELETE FROM idempotency_keys WHERE ${where(c)}`);
    }
    throw error;
  } finally {
    clearInterval(renew);
  }
}

const RUNNING = Symbol('running');

/** The stored answer, or RUNNING while the first request holds the key. */
async function stored<T>(db: Database, c: Call, hash: string, reply: FastifyReply): Promise<T | typeof RUNNING> {
  const row = (await db.rows<Stored>(sql`SELECT request_hash, status_code, response FROM idempotency_keys WHERE ${where(c)}`))[0];
  // The first request failed on our side and freed the key: this one claims it next.
  if (!row) return RUNNING;
  if (row.request_hash !== hash)
    throw new HttpError(422, 'This Idempotency-Key was used with another request', 'Idempotency-Key', { code: 'idempotency-mismatch' });
  if (row.status_code === null) return RUNNING;
  reply.header('idempotent-replayed', 'true');
  if (row.status_code >= 400) {
    const body = row.response as { message?: string; parameter?: string };
    const { statusCode: _s, message: _m, parameter: _p, ...details } = body as Record<string, unknown>;
    throw new HttpError(row.status_code, body.message ?? 'Error', body.parameter, details);
  }
  reply.code(row.status_code);
  return row.response as T;
}

/** Keys older than this are forgotten (a retry comes within minutes; a day is generous). */
export const KEY_TTL_HOURS = 24;

export async function forgetOldKeys(db: Database, now: Date): Promise<number> {
  const rows = await db.rows(sql`DELETE FROM idempotency_keys
    WHERE created_at < ${new Date(now.getTime() - KEY_TTL_HOURS * 3_600_000).toISOString()}::timestamptz RETURNING key`);
  return rows.length;
}
