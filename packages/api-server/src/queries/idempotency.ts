import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
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

/**
 * Runs `handler` once per (key, call): the first request claims the key (an INSERT that only one
 * request can win, on PGlite and PostgreSQL alike), runs and stores its answer, an error it answers
 * on purpose (4xx) included; a repeat waits for the first to finish and answers the stored answer
 * without running anything. The same key with another body is a 422. A failure of ours (5xx)
 * frees the key so the request can be tried again.
 */
export async function runIdempotent<T>(
  db: Database,
  key: string,
  call: string,
  request: unknown,
  reply: FastifyReply,
  handler: () => Promise<T>,
): Promise<T> {
  const hash = createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('hex');
  const claimed = await db.rows(sql`INSERT INTO idempotency_keys (key, route, request_hash) VALUES (${key}, ${call}, ${hash})
    ON CONFLICT (key, route) DO NOTHING RETURNING key`);
  if (claimed.length === 0) return replay(db, key, call, hash, reply);
  try {
    const result = await handler();
    await db.rows(sql`UPDATE idempotency_keys SET status_code = ${reply.statusCode}::int, response = ${JSON.stringify(result)}::jsonb
      WHERE key = ${key} AND route = ${call}`);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      const body = { statusCode: error.statusCode, message: error.message, parameter: error.parameter, ...error.details };
      await db.rows(sql`UPDATE idempotency_keys SET status_code = ${error.statusCode}::int, response = ${JSON.stringify(body)}::jsonb
        WHERE key = ${key} AND route = ${call}`);
    } else {
      await db.rows(sql`DELETE FROM idempotency_keys WHERE key = ${key} AND route = ${call}`);
    }
    throw error;
  }
}

async function replay<T>(db: Database, key: string, call: string, hash: string, reply: FastifyReply): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = (
      await db.rows<Stored>(sql`SELECT request_hash, status_code, response FROM idempotency_keys WHERE key = ${key} AND route = ${call}`)
    )[0];
    if (!row)
      throw new HttpError(409, 'The first request with this Idempotency-Key failed; send the request again', 'Idempotency-Key', {
        code: 'idempotency-retry',
      });
    if (row.request_hash !== hash)
      throw new HttpError(422, 'This Idempotency-Key was used with another request', 'Idempotency-Key', { code: 'idempotency-mismatch' });
    if (row.status_code !== null) {
      reply.header('idempotent-replayed', 'true');
      if (row.status_code >= 400) {
        const body = row.response as { message?: string; parameter?: string };
        const { statusCode: _s, message: _m, parameter: _p, ...details } = body as Record<string, unknown>;
        throw new HttpError(row.status_code, body.message ?? 'Error', body.parameter, details);
      }
      reply.code(row.status_code);
      return row.response as T;
    }
    if (Date.now() > deadline)
      throw new HttpError(409, 'A request with this Idempotency-Key is still running', 'Idempotency-Key', {
        code: 'idempotency-in-progress',
      });
    await sleep(POLL_MS);
  }
}

/** Keys older than this are forgotten (a retry comes within minutes; a day is generous). */
export const KEY_TTL_HOURS = 24;

export async function forgetOldKeys(db: Database, now: Date): Promise<number> {
  const rows = await db.rows(sql`DELETE FROM idempotency_keys
    WHERE created_at < ${new Date(now.getTime() - KEY_TTL_HOURS * 3_600_000).toISOString()}::timestamptz RETURNING key`);
  return rows.length;
}
