import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../../lib/url-path';

export interface PublicAnswerCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  readonly ttlMs: number;
  /** Answers kept at most; the least recently used goes first. */
  readonly maxEntries: number;
  /** Bytes of answer bodies kept at most (an answer over a tenth of it is never kept). */
  readonly maxBytes: number;
  /**
   * In an answer's last this-many ms (from a point drawn in the window's first half), a hit also
   * asks the API for it again in the background (through the same caps as any call), so an
   * address in demand is replaced before it expires. 0 (default): asked again once expired.
   */
  readonly refreshAheadMs?: number | undefined;
  /** How long a request waits for the same answer under way before asking the API itself. */
  readonly joinWaitMs?: number | undefined;
  /** Tests move the clock themselves. */
  readonly now?: (() => number) | undefined;
  /** From where in the first half of the `refreshAheadMs` window an answer is asked for again; tests fix it. */
  readonly random?: (() => number) | undefined;
}

export interface PublicAnswerCacheStats {
  readonly hits: number;
  /** Background calls started by a hit in an answer's last `refreshAheadMs`. */
  readonly refreshedAhead: number;
  /** Answered with the answer of the same request under way, without a call of their own. */
  readonly joined: number;
  readonly misses: number;
  /** Answers kept (200, declared `public` by the API, no cookie set). */
  readonly stored: number;
  /** Times every kept answer was dropped (public data changed). */
  readonly cleared: number;
  readonly entries: number;
  readonly bytes: number;
}

export interface PublicAnswerCache {
  stats(): PublicAnswerCacheStats;
  /** Drops every kept answer; answers under way when it is called are not kept. */
  clear(): void;
}

interface Answer {
  readonly body: string | Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
  /** The body and its compressed forms made so far. */
  bytes: number;
  readonly expires: number;
  /** From then on a hit also asks the API again in the background. */
  readonly refreshFrom: number;
  /** Compressed once, on the first hit that accepts the encoding, then sent as they are. */
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

// As @fastify/compress (its threshold and brotli quality): a hit is sent as a miss would be.
const COMPRESS_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 4;

interface Pending {
  readonly done: Promise<void>;
  readonly finish: () => void;
}

/** The cache's request state: the key it asked under and whether it is the one request asking the API. */
const OWNER = Symbol('public-answer-cache-owner');
type Owned = FastifyRequest & { [OWNER]?: { key: string; generation: number; pending: Pending } | undefined };

const DEFAULT_JOIN_WAIT_MS = 2_000;
const REFRESH_HEADER = 'x-public-answer-refresh';

/**
 * A short shared cache of the API's public answers in front of `/api/*` (docs/adr/0193-site-server-throughput.md).
 * What may be kept is what the API declares shareable: a `200` to a `GET` whose `Cache-Control`
 * is `public` (the contract's `cache: 'public'`: listings, filters, hotels, guide, SEO texts, the same
 * for every visitor) and that sets no cookie. Everything else (favourites, sessions, orders,
 * payments, reviews being written, every error) is `no-store` or private and never kept, so never
 * shared. Keyed by the normalised address (path and the query's parameters in name order).
 *
 * Register before load shedding: a hit costs no API slot and is answered even while the event-loop
 * valve refuses API work. The same address asked again while its answer is being made waits for
 * that answer (one database query for a crowd) instead of asking again.
 */
export function registerPublicAnswerCache(app: FastifyInstance, options: PublicAnswerCacheOptions): PublicAnswerCache {
  const now = options.now ?? Date.now;
  const joinWaitMs = options.joinWaitMs ?? DEFAULT_JOIN_WAIT_MS;
  const entries = new Map<string, Answer>();
  const answerKeys = new WeakMap<Answer, string>();
  // Routes (`/api/offers/list/`, not addresses) that have answered publicly: a handful, never pruned.
  const publicRoutes = new Set<string>();
  const underWay = new Map<string, Pending>();
  // Bumped by clear(): an answer asked for before it may hold the old data, so it is not kept.
  let generation = 0;
  let bytes = 0;
  let hits = 0;
  let joined = 0;
  let misses = 0;
  let stored = 0;
  let cleared = 0;
  let refreshedAhead = 0;
  const refreshAheadMs = Math.min(options.refreshAheadMs ?? 0, options.ttlMs);
  const random = options.random ?? Math.random;
  // Marks this server's own background calls (`app.inject`), which skip the lookup; unguessable, so
  // a client cannot use it (not that skipping the cache gives a client more than a new address does).
  const refreshToken = randomBytes(16).toString('hex');
  const refreshing = new Set<string>();

  const drop = (key: string): void => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const fresh = (key: string): Answer | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    drop(key);
    if (entry.expires <= now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    entries.set(key, entry);
    bytes += entry.bytes;
    return entry;
  };

  const store = (key: string, answer: Answer): void => {
    drop(key);
    entries.set(key, answer);
    answerKeys.set(answer, key);
    bytes += answer.bytes;
    stored += 1;
    while (entries.size > options.maxEntries || bytes > options.maxBytes) drop(entries.keys().next().value as string);
  };

  const send = (request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply => {
    reply.code(200).header('content-type', answer.contentType).header('cache-control', answer.cacheControl);
    const encoding = answer.bytes >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding === undefined) return reply.send(answer.body);
    let body = answer.encoded[encoding];
    if (body === undefined) {
      body = compress(answer.body, encoding);
      answer.encoded[encoding] = body;
      answer.bytes += body.length;
      // Counted only while the answer is still kept (a clear() may have dropped it meanwhile).
      if (entries.get(answerKeys.get(answer) ?? '') === answer) bytes += body.length;
    }
    // Already encoded: the compression plugin leaves it as it is.
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
  };

  if (options.ttlMs > 0) {
    app.addHook('onRequest', async (request, reply) => {
      const key = cacheKey(request);
      if (key === undefined) return;
      const isRefresh = request.headers[REFRESH_HEADER] === refreshToken;
      const hit = isRefresh ? undefined : fresh(key);
      if (hit !== undefined) {
        hits += 1;
        if (now() >= hit.refreshFrom && !refreshing.has(key)) refreshInBackground(key, request.url);
        return send(request, reply, hit);
      }
      if (isRefresh) {
        // Asks the API as a miss would, and is kept by onSend; callers meanwhile get the kept answer.
        (request as Owned)[OWNER] = { key, generation, pending: { done: Promise.resolve(), finish: () => undefined } };
        return undefined;
      }
      // Only a route known to answer publicly makes others wait: a private call (favourites of
      // two visitors at the same address) never waits for another visitor's answer. The API_URL
      // proxy is one wildcard route for every call, so there nobody waits.
      const route = routeOf(request);
      const joinable = publicRoutes.has(route) && !route.includes('*');
      const pending = joinable ? underWay.get(key) : undefined;
      if (pending !== undefined) {
        // Bounded: a slow or stuck answer does not hold the others longer than this.
        await Promise.race([pending.done, new Promise<void>((resolve) => setTimeout(resolve, joinWaitMs).unref())]);
        const answer = fresh(key);
        if (answer !== undefined) {
          joined += 1;
          return send(request, reply, answer);
        }
        misses += 1;
        return undefined;
      }
      misses += 1;
      let finish!: () => void;
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const mine: Pending = { done, finish };
      if (joinable) underWay.set(key, mine);
      (request as Owned)[OWNER] = { key, generation, pending: mine };
      return undefined;
    });

    // An instance hook: it runs before the routes' own onSend hooks (compression), so it sees the body as sent.
    app.addHook('onSend', async (request, reply, payload) => {
      const owned = (request as Owned)[OWNER];
      if (owned === undefined) return payload;
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
      if (
        reply.statusCode === 200 &&
        body !== undefined &&
        isPublic(cacheControl) &&
        reply.getHeader('set-cookie') === undefined &&
        owned.generation === generation
      ) {
        publicRoutes.add(routeOf(request));
        const size = Buffer.byteLength(body);
        if (size <= options.maxBytes / 10) {
          store(owned.key, {
            body,
            contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
            cacheControl,
            bytes: size,
            expires: now() + options.ttlMs,
            // Spread over the window's first half: answers kept together are not all asked for again together.
            refreshFrom: refreshAheadMs > 0 ? now() + options.ttlMs - refreshAheadMs * (0.5 + random() / 2) : Number.POSITIVE_INFINITY,
            encoded: {},
          });
        }
      }
      release(request as Owned);
      return payload;
    });
    // Whatever became of the answer (an error, a client gone), the requests waiting for it go on.
    app.addHook('onResponse', async (request) => release(request as Owned));
    app.addHook('onRequestAbort', async (request) => release(request as Owned));
  }

  function refreshInBackground(key: string, url: string): void {
    refreshing.add(key);
    refreshedAhead += 1;
    // Through the whole pipeline: the API cap and the valve may refuse it, and then the kept
    // answer simply serves until it expires.
    app
      .inject({ method: 'GET', url, headers: { accept: 'application/json', [REFRESH_HEADER]: refreshToken } })
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  }

  function release(request: Owned): void {
    const owned = request[OWNER];
    if (owned === undefined) return;
    request[OWNER] = undefined;
    if (underWay.get(owned.key) === owned.pending) underWay.delete(owned.key);
    owned.pending.finish();
  }

  return {
    stats: () => ({ hits, refreshedAhead, joined, misses, stored, cleared, entries: entries.size, bytes }),
    clear() {
      generation += 1;
      cleared += 1;
      entries.clear();
      bytes = 0;
      // Requests waiting on an answer under way find nothing kept and ask the API themselves.
      for (const pending of underWay.values()) pending.finish();
      underWay.clear();
    },
  };
}

/** `br` if the client takes it, else `gzip`, else none (the order @fastify/compress prefers). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = new Set<string>();
  for (const part of [acceptEncoding].flat().join(',').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compress(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      })
    : gzipSync(body);
}

/** The route's pattern (`/api/v1/hotels/opinions/list/:hotelId/`); the address for a miss no route matched. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? pathOf(request.url);
}

/** `public, max-age=60` and the like; never `private`, `no-store` or `no-cache`. */
function isPublic(cacheControl: string): boolean {
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  return directives.includes('public') && !directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache');
}

/**
 * The address an answer is kept under, or undefined when the request is not one a shared answer
 * may serve: only `GET /api/...` (not health, which reports this process), and never a request
 * naming a range or a condition (the answer to those is not the whole body).
 */
export function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const path = pathOf(request.url);
  if (!path.startsWith('/api/') || path === '/api/health' || path === '/api/health/') return undefined;
  const headers = request.headers;
  if (headers.range !== undefined || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return undefined;
  return normalisedAddress(request.url);
}

/**
 * `/api/offers/list/?sortBy=cena&limit=20` and `?limit=20&sortBy=cena` are one key: parameters in
 * name order (a stable sort: repeated names keep their order, which may matter), values
 * re-encoded one way (`%2C` and `,` are the same value to the API's parser).
 */
export function normalisedAddress(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = [...new URLSearchParams(url.slice(question + 1))].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query === '' ? url.slice(0, question) : `${url.slice(0, question)}?${query}`;
}
