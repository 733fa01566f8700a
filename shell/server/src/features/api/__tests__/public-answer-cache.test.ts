import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { normalisedAddress, preferredEncoding, registerPublicAnswerCache, type PublicAnswerCache } from '../public-answer-cache';

const PUBLIC = 'public, max-age=60';
// Over the compression threshold, so the encodings are exercised.
const PADDING = 'x'.repeat(2_000);

interface Harness {
  readonly app: FastifyInstance;
  readonly cache: PublicAnswerCache;
  /** API calls that reached a handler, by route. */
  readonly calls: Record<string, number>;
  advance(ms: number): void;
  /** Everything behind the cache answers 503 (the event-loop valve, the API cap). */
  refuseApiWork(refuse: boolean): void;
  /** Holds `/api/slow/` answers until released. */
  holdSlow(): () => void;
  /** Holds `/api/offers/list/` answers until released. */
  holdList(): () => void;
}

/** The site server's order: compression, the cache, load shedding, then the API's routes. */
async function harness(): Promise<Harness> {
  let clock = 1_000_000;
  let refusing = false;
  let gate: Promise<void> | undefined;
  let listGate: Promise<void> | undefined;
  const calls: Record<string, number> = {};
  const count = (name: string): number => (calls[name] = (calls[name] ?? 0) + 1);
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const cache = registerPublicAnswerCache(app, {
    ttlMs: 30_000,
    refreshAheadMs: 6_000,
    // Longer than any wait in these tests: a caller that waited for another would show as one.
    joinWaitMs: 10_000,
    maxEntries: 100,
    maxBytes: 10_000_000,
    now: () => clock,
    // The whole last 6 s: the window's start is fixed.
    random: () => 1,
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (refusing) return reply.code(503).header('cache-control', 'no-store').send({ error: 'busy' });
  });
  await app.register(
    async (api) => {
      api.get('/offers/list/', async (request, reply) => {
        const n = count('list');
        if (listGate !== undefined) await listGate;
        return reply.header('cache-control', PUBLIC).send({ n, query: request.query, padding: PADDING });
      });
      // Visitor data: whose favourites depends on the cookie.
      api.get('/offers/favorites/', async (request, reply) => {
        const n = count('favorites');
        return reply.header('cache-control', 'no-store').send({ n, visitor: request.headers.cookie ?? null });
      });
      api.get('/cookie/', async (_request, reply) => {
        const n = count('cookie');
        return reply.header('cache-control', PUBLIC).header('set-cookie', 'session=abc; HttpOnly').send({ n });
      });
      api.get('/broken/', async (_request, reply) => {
        const n = count('broken');
        return reply.code(500).header('cache-control', PUBLIC).send({ n });
      });
      api.get('/unclassified/', async () => ({ n: count('unclassified') }));
      api.get('/slow/', async (request, reply) => {
        const n = count('slow');
        if (gate !== undefined && (request.query as { wait?: string }).wait !== undefined) await gate;
        return reply.header('cache-control', PUBLIC).send({ n });
      });
      api.get('/health', async (_request, reply) => reply.header('cache-control', PUBLIC).send({ n: count('health') }));
      // As the API_URL proxy: one wildcard route for public and private calls alike.
      api.get('/proxied/*', async (request, reply) => {
        const n = count('proxied');
        const query = request.query as { public?: string; wait?: string };
        if (gate !== undefined && query.wait !== undefined) await gate;
        return reply.header('cache-control', query.public === undefined ? 'no-store' : PUBLIC).send({ n });
      });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return {
    app,
    cache,
    calls,
    advance: (ms) => {
      clock += ms;
    },
    refuseApiWork: (refuse) => {
      refusing = refuse;
    },
    holdList: () => {
      let release!: () => void;
      listGate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        listGate = undefined;
        release();
      };
    },
    holdSlow: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.app.close();
});

describe('public-answer cache', () => {
  it('answers the next caller of a public address without asking the API, whatever the order of its parameters', async () => {
    const first = await h.app.inject({ url: '/api/offers/list/?sortBy=cena&limit=20' });
    const second = await h.app.inject({ url: '/api/offers/list/?limit=20&sortBy=cena', headers: { cookie: 'favoritesId=other' } });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['cache-control']).toBe(PUBLIC);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(h.calls.list).toBe(1);
    expect(h.cache.stats()).toMatchObject({ hits: 1, misses: 1, stored: 1, entries: 1 });

    await h.app.inject({ url: '/api/offers/list/?sortBy=cena&limit=40' });
    expect(h.calls.list).toBe(2);
  });

  it('never keeps or shares what the API does not declare public: visitor data, a cookie set, an error, an unclassified call', async () => {
    for (const visitor of ['favoritesId=a', 'favoritesId=b', 'favoritesId=a']) {
      const answer = await h.app.inject({ url: '/api/offers/favorites/', headers: { cookie: visitor } });
      expect(answer.json()).toMatchObject({ visitor });
    }
    for (let i = 0; i < 2; i += 1) {
      await h.app.inject({ url: '/api/cookie/' });
      await h.app.inject({ url: '/api/broken/' });
      await h.app.inject({ url: '/api/unclassified/' });
      await h.app.inject({ url: '/api/health' });
    }
    expect(h.calls).toEqual({ favorites: 3, cookie: 2, broken: 2, unclassified: 2, health: 2 });
    expect(h.cache.stats()).toMatchObject({ hits: 0, stored: 0, entries: 0 });
  });

  it('keeps an answer for its time to live, then asks the API again', async () => {
    await h.app.inject({ url: '/api/offers/list/' });
    h.advance(23_999);
    await h.app.inject({ url: '/api/offers/list/' });
    expect(h.calls.list).toBe(1);
    h.advance(6_001);
    const fresh = await h.app.inject({ url: '/api/offers/list/' });
    expect(fresh.json()).toMatchObject({ n: 2 });
  });

  it('in the last refreshAheadMs a hit is answered from the cache and asks the API once in the background', async () => {
    await h.app.inject({ url: '/api/offers/list/?a=1' });
    h.advance(24_000);
    const release = h.holdList();
    const hits = await Promise.all([h.app.inject({ url: '/api/offers/list/?a=1' }), h.app.inject({ url: '/api/offers/list/?a=1' })]);
    expect(hits.map((hit) => hit.json().n)).toEqual([1, 1]);
    expect(h.calls.list).toBe(2);
    release();
    await until(() => h.cache.stats().stored === 2);
    h.advance(10_000);
    expect((await h.app.inject({ url: '/api/offers/list/?a=1' })).json()).toMatchObject({ n: 2 });
    expect(h.calls.list).toBe(2);
    expect(h.cache.stats().refreshedAhead).toBe(1);
  });

  it('a background call that is refused leaves the kept answer until it expires, never past it', async () => {
    await h.app.inject({ url: '/api/offers/list/?b=1' });
    h.advance(24_000);
    h.refuseApiWork(true);
    expect((await h.app.inject({ url: '/api/offers/list/?b=1' })).json()).toMatchObject({ n: 1 });
    await until(() => h.cache.stats().refreshedAhead === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    h.advance(5_999);
    expect((await h.app.inject({ url: '/api/offers/list/?b=1' })).json()).toMatchObject({ n: 1 });
    h.advance(1);
    expect((await h.app.inject({ url: '/api/offers/list/?b=1' })).statusCode).toBe(503);
    expect(h.calls.list).toBe(1);
  });

  it('clear() drops every kept answer, and an answer under way when it is called is not kept', async () => {
    await h.app.inject({ url: '/api/slow/' });
    await h.app.inject({ url: '/api/offers/list/' });
    h.cache.clear();
    expect((await h.app.inject({ url: '/api/offers/list/' })).json()).toMatchObject({ n: 2 });

    const release = h.holdSlow();
    const underWay = h.app.inject({ url: '/api/slow/?wait=1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    h.cache.clear();
    release();
    expect((await underWay).json()).toMatchObject({ n: 2 });
    expect((await h.app.inject({ url: '/api/slow/?wait=1' })).json()).toMatchObject({ n: 3 });
    expect(h.cache.stats().cleared).toBe(2);
  });

  it('callers of a public address whose answer is under way wait for it instead of asking the API again', async () => {
    // The route has answered publicly once: only then do others wait for it.
    await h.app.inject({ url: '/api/slow/' });
    const release = h.holdSlow();
    const crowd = Array.from({ length: 5 }, () => h.app.inject({ url: '/api/slow/?wait=1' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const answers = await Promise.all(crowd);
    expect(answers.map((answer) => answer.json())).toEqual(Array.from({ length: 5 }, () => ({ n: 2 })));
    expect(h.calls.slow).toBe(2);
    expect(h.cache.stats()).toMatchObject({ joined: 4 });
  });

  it('behind one wildcard route (the API_URL proxy) nobody waits for another caller: a private call always asks itself', async () => {
    await h.app.inject({ url: '/api/proxied/list/?public=1' });
    const release = h.holdSlow();
    const both = [h.app.inject({ url: '/api/proxied/favorites/?wait=1' }), h.app.inject({ url: '/api/proxied/favorites/?wait=1' })];
    await until(() => h.calls.proxied === 3);
    expect(h.calls.proxied).toBe(3);
    release();
    expect((await Promise.all(both)).map((answer) => answer.json().n).sort()).toEqual([2, 3]);
  });

  it('a kept answer is served while API work is refused; a miss is refused', async () => {
    await h.app.inject({ url: '/api/offers/list/?page=1' });
    h.refuseApiWork(true);
    expect((await h.app.inject({ url: '/api/offers/list/?page=1' })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/offers/list/?page=2' })).statusCode).toBe(503);
    h.refuseApiWork(false);
    expect((await h.app.inject({ url: '/api/offers/list/?page=2' })).statusCode).toBe(200);
  });

  it('serves a hit compressed as the client accepts it, compressing each encoding once', async () => {
    const first = await h.app.inject({ url: '/api/offers/list/', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const expected = JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')) as unknown;

    const br = await h.app.inject({ url: '/api/offers/list/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);
    const gzip = await h.app.inject({ url: '/api/offers/list/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
    const plain = await h.app.inject({ url: '/api/offers/list/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(expected);

    const bytesAfterFirstHits = h.cache.stats().bytes;
    await h.app.inject({ url: '/api/offers/list/', headers: { 'accept-encoding': 'br' } });
    expect(h.cache.stats().bytes).toBe(bytesAfterFirstHits);
    expect(h.calls.list).toBe(1);
  });
});

describe('normalisedAddress', () => {
  it('orders parameters by name, keeps repeated names in their order, and encodes values one way', () => {
    expect(normalisedAddress('/api/x/?b=2&a=1')).toBe('/api/x/?a=1&b=2');
    expect(normalisedAddress('/api/x/?d=2&a=1&d=1')).toBe('/api/x/?a=1&d=2&d=1');
    expect(normalisedAddress('/api/x/?a=1%2C2')).toBe(normalisedAddress('/api/x/?a=1,2'));
    expect(normalisedAddress('/api/x/')).toBe('/api/x/');
    expect(normalisedAddress('/api/x/?')).toBe('/api/x/');
  });
});

describe('preferredEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
