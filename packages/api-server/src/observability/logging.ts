import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DestinationStream, LoggerOptions } from 'pino';
import { traceLogFields } from './tracing';

/**
 * The one pino setup of the site server and the standalone API (docs/adr/0228-logs-without-personal-data.md):
 * no personal data in a log line, the trace id in every line of a traced request.
 *
 * - Order and payment ids, order hashes, payment sessions and e-mail addresses are written as a
 *   short hash (`#` and 12 hex digits of SHA-256), so lines of one order can still be found
 *   (`npm run log-hash -- <order id>` prints the hash to grep for) but the log leaks nothing to
 *   whoever reads it.
 * - Names, phone numbers and street addresses have no pattern: the fields that hold them are
 *   replaced whole, wherever in the logged object they are.
 * - Request URLs are logged with their ids and query values of that kind hashed.
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    mixin: traceLogFields,
    serializers: { req: requestForLog },
    formatters: { log: scrubFields },
    // The last pass over the finished line: whatever an error message or a field of a shape not
    // listed above carries, an id or an e-mail address does not reach the log.
    hooks: { streamWrite: scrubText },
    ...(stream === undefined ? {} : { stream }),
  };
}

/** The short hash an id or an address is logged as. */
export function logHash(value: string): string {
  return `#${createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 12)}`;
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A path segment that is an id: a UUID, or 24+ hex digits (order hashes, the gateway's tokens). */
const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-fA-F]{24,})$/i;

/** Ids and e-mail addresses in a finished log line, hashed. */
export function scrubText(line: string): string {
  return line.replace(UUID, logHash).replace(EMAIL, logHash);
}

/** Field names whose value is personal data with no recognisable shape: replaced whole. */
const PERSONAL =
  /^(first_?name|last_?name|name|full_?name|guest_?name|phone|street|address|postal_?code|city|booker|participants|client|birth_?date)$/i;
/** Field names whose value is an id or a token: hashed. */
const IDENTIFYING = /^(order_?id|order_?hash|payment_?id|session_?id|email|e_?mail|account|to_?address|rid|token|reservation(_?number)?)$/i;

/** Log fields, with personal data replaced and identifiers hashed at any depth of plain objects. */
export function scrubFields(object: Record<string, unknown>): Record<string, unknown> {
  return scrubValue(object, 0) as Record<string, unknown>;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // Requests, replies and errors go to their serializers as they are.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (PERSONAL.test(key)) out[key] = '[personal]';
    else if (IDENTIFYING.test(key) && (typeof item === 'string' || typeof item === 'number')) out[key] = logHash(String(item));
    else if (key === 'url' && typeof item === 'string') out[key] = urlForLog(item);
    else out[key] = scrubValue(item, depth + 1);
  }
  return out;
}

/** Query keys whose values identify a person or an order (an e-mail link, a payment return). */
const SENSITIVE_QUERY = /mail|phone|name|order|payment|session|token|rid|hash|key|sig/i;

/** A request address as it may be logged: ids in the path and sensitive query values hashed. */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) || segment.includes('@') ? logHash(decodeSafely(segment)) : segment))
    .join('/');
  if (queryAt === -1) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return SENSITIVE_QUERY.test(key) || decodeSafely(value).includes('@') ? `${key}=${logHash(decodeSafely(value))}` : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request line, with the address made safe. */
function requestForLog(request: IncomingMessage & { host?: string; ip?: string }): Record<string, unknown> {
  return {
    method: request.method,
    url: urlForLog(request.url ?? ''),
    host: request.host ?? request.headers?.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}
