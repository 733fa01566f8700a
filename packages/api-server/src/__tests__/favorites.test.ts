import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { FAVORITES_LIMIT, favoritesIdSchema, favoritesLimitError, favoritesResponse, offerListResponse } from '@travel/contracts';
import type { Database } from '../db/connection';
import { buildApp } from '../app';
import { apiPlugin } from '../index';
import { createTestDatabase, TEST_NOW, TEST_RANDOM_SEED, TEST_TODAY, type TestDatabase } from '../test-support/test-app';

jest.setTimeout(120_000);

const FAVORITES = '/api/offers/favorites/';

let test: TestDatabase;
/** Every statement the API sends to the database, as the test counts them. */
let statements = 0;
/** The API as a site behind no proxy (the default) and one behind a trusted proxy. */
let app: FastifyInstance;
let behindProxy: FastifyInstance;
/** Hashes of distinct offers on sale, more than a list may hold. */
let hashes: string[];

async function mount(db: Database, trustProxy: boolean): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false, trustProxy });
  await instance.register(apiPlugin, {
    prefix: '/api',
    dataDir: '/nonexistent',
    database: db,
    seedOffers: 1500,
    randomSeed: TEST_RANDOM_SEED,
    clock: () => TEST_NOW,
  });
  await instance.ready();
  await instance.inject({ url: '/api/health' });
  return instance;
}

beforeAll(async () => {
  test = await createTestDatabase();
  const counting: Database = {
    ...test.db,
    rows: (query) => {
      statements += 1;
      return test.db.rows(query);
    },
  };
  app = await mount(counting, false);
  behindProxy = await mount(test.db, true);
  hashes = (
    await test.db.rows<{ hash: string }>(
      sql`SELECT hash FROM offers WHERE departure_date > ${TEST_TODAY}::date ORDER BY id LIMIT ${FAVORITES_LIMIT + 1}`,
    )
  ).map((r) => r.hash);
  if (hashes.length <= FAVORITES_LIMIT) throw new Error(`the seed holds only ${hashes.length} offers on sale`);
});
afterAll(async () => {
  await app.close();
  await behindProxy.close();
  await test.drop();
});

const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String);
/** A fresh list: the cookie pair a first write hands out. */
async function newList(): Promise<string> {
  const res = await app.inject({ method: 'PATCH', url: FAVORITES, payload: { offerHashes: [] } });
  expect(res.statusCode).toBe(200);
  return setCookies(res)[0]!.split(';')[0]!;
}
const hashesOf = (body: unknown) => favoritesResponse.parse(body).offers.map((o) => o.hash);

describe('the favourites id', () => {
  it('lives only in the HttpOnly cookie: no answer carries it', async () => {
    const [a, b] = offerListResponse.parse((await app.inject({ url: '/api/offers/list/?limit=2' })).json()).offers;
    expect((await app.inject({ url: `${FAVORITES}count/` })).json()).toEqual({ count: 0 });

    const added = await app.inject({ method: 'POST', url: FAVORITES, payload: { offerHash: a!.hash } });
    expect(added.statusCode).toBe(200);
    const [cookie, marker] = setCookies(added);
    expect(cookie).toMatch(/^favoritesId=[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    // The readable marker tells the shell on start that a count is worth fetching; it holds no id.
    expect(marker).toBe('favorites=1; Path=/; Max-Age=2592000; SameSite=Lax');
    const jar = cookie!.split(';')[0]!;
    const id = jar.slice('favoritesId='.length);

    const again = await app.inject({ method: 'POST', url: FAVORITES, headers: { cookie: jar }, payload: { offerHash: b!.hash } });
    const listed = await app.inject({ url: FAVORITES, headers: { cookie: jar } });
    expect(hashesOf(listed.json()).sort()).toEqual([a!.hash, b!.hash].sort());
    const count = await app.inject({ url: `${FAVORITES}count/?id=${id}` });
    expect(count.json()).toEqual({ count: 2 });
    const removed = await app.inject({ method: 'DELETE', url: `${FAVORITES}?id=${id}`, payload: { offerHash: a!.hash } });
    expect(hashesOf(removed.json())).toEqual([b!.hash]);

    for (const res of [added, again, listed, count, removed]) {
      expect(res.body).not.toContain(id);
      expect(res.json()).not.toHaveProperty('id');
    }
  });

  it.each([
    ['a NUL character', '%00abcdefgh'],
    ['8 000 characters', 'a'.repeat(8000)],
    ['markup', '%3Cscript%3E'],
    ['too short', 'abc'],
  ])('in a malformed cookie (%s) counts as no id: an empty list, never a 5xx', async (_, value) => {
    const cookie = `favoritesId=${value}`;
    const list = await app.inject({ url: FAVORITES, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ offers: [], missing: [] });
    expect((await app.inject({ url: `${FAVORITES}count/`, headers: { cookie } })).json()).toEqual({ count: 0 });
    const removed = await app.inject({ method: 'DELETE', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[0] } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ offers: [], missing: [] });

    // The next write replaces the bad cookie with a fresh id.
    const added = await app.inject({ method: 'POST', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[0] } });
    expect(added.statusCode).toBe(200);
    const fresh = setCookies(added)[0]!.split(';')[0]!.slice('favoritesId='.length);
    expect(favoritesIdSchema.safeParse(fresh).success).toBe(true);
    expect(hashesOf(added.json())).toEqual([hashes[0]]);
  });

  it('named in ?id= must be well formed: 400 naming id', async () => {
    for (const id of ['a'.repeat(8000), '%00abcdefgh', '<script>']) {
      const res = await app.inject({ url: `${FAVORITES}count/?id=${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, parameter: 'id' });
    }
  });
});

describe('the cap on a list', () => {
  it(`holds ${FAVORITES_LIMIT} offers; one more is a 409 naming the limit, and nothing is saved`, async () => {
    const cookie = await newList();
    const full = await app.inject({
      method: 'PATCH',
      url: FAVORITES,
      headers: { cookie },
      payload: { offerHashes: hashes.slice(0, FAVORITES_LIMIT) },
    });
    expect(favoritesResponse.parse(full.json()).offers).toHaveLength(FAVORITES_LIMIT);

    const over = await app.inject({ method: 'POST', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[FAVORITES_LIMIT] } });
    expect(over.statusCode).toBe(409);
    expect(favoritesLimitError.parse(over.json())).toMatchObject({ code: 'favorites-limit', limit: FAVORITES_LIMIT });
    expect(over.json().message).toContain(String(FAVORITES_LIMIT));
    expect((await app.inject({ url: `${FAVORITES}count/`, headers: { cookie } })).json()).toEqual({ count: FAVORITES_LIMIT });

    // Saving an offer the full list already holds is no change, not an error.
    expect((await app.inject({ method: 'POST', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[0] } })).statusCode).toBe(
      200,
    );
    // After a removal there is room again.
    await app.inject({ method: 'DELETE', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[0] } });
    expect(
      (await app.inject({ method: 'POST', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[FAVORITES_LIMIT] } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a PATCH of more offers than a list holds, naming offerHashes', async () => {
    const res = await app.inject({ method: 'PATCH', url: FAVORITES, payload: { offerHashes: hashes.slice(0, FAVORITES_LIMIT + 1) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ parameter: 'offerHashes' });
    expect(res.json().message).toContain(String(FAVORITES_LIMIT));
  });
});

describe('PATCH replaces the list', () => {
  it('with the known offers, newest first as sent, repeats once: what a GET answered round-trips', async () => {
    const cookie = await newList();
    await app.inject({ method: 'POST', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[9] } });
    const sent = [hashes[3]!, hashes[1]!, 'zzzz0000', hashes[2]!, hashes[1]!];
    const replaced = await app.inject({ method: 'PATCH', url: FAVORITES, headers: { cookie }, payload: { offerHashes: sent } });
    expect(replaced.statusCode).toBe(200);
    expect(hashesOf(replaced.json())).toEqual([hashes[3], hashes[1], hashes[2]]);

    const listed = hashesOf((await app.inject({ url: FAVORITES, headers: { cookie } })).json());
    const again = await app.inject({ method: 'PATCH', url: FAVORITES, headers: { cookie }, payload: { offerHashes: listed } });
    expect(hashesOf(again.json())).toEqual(listed);
  });

  it(`of ${FAVORITES_LIMIT} offers in a fixed number of statements, not one per offer`, async () => {
    const cookie = await newList();
    const count = async (payload: string[]) => {
      const before = statements;
      const res = await app.inject({ method: 'PATCH', url: FAVORITES, headers: { cookie }, payload: { offerHashes: payload } });
      expect(res.statusCode).toBe(200);
      return statements - before;
    };
    const forTwo = await count(hashes.slice(0, 2));
    const forAll = await count(hashes.slice(0, FAVORITES_LIMIT));
    expect(forTwo).toBeGreaterThan(0);
    expect(forAll).toBe(forTwo);
    expect((await app.inject({ url: `${FAVORITES}count/`, headers: { cookie } })).json()).toEqual({ count: FAVORITES_LIMIT });
  });
});

describe('Cache-Control', () => {
  it('is no-store on every favourites answer, public for a shared read, no-store on errors', async () => {
    const cookie = await newList();
    const visitor = [
      await app.inject({ url: FAVORITES, headers: { cookie } }),
      await app.inject({ url: `${FAVORITES}count/`, headers: { cookie } }),
      await app.inject({ method: 'POST', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[0] } }),
      await app.inject({ method: 'PATCH', url: FAVORITES, headers: { cookie }, payload: { offerHashes: [] } }),
      await app.inject({ method: 'DELETE', url: FAVORITES, headers: { cookie }, payload: { offerHash: hashes[0] } }),
      await app.inject({ url: '/api/auth/user-info/' }),
    ];
    for (const res of visitor) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const shared = await app.inject({ url: '/api/offers/list/?limit=1' });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('public, max-age=60');

    const errors = [
      await app.inject({ url: '/api/offers/list/?limit=999' }),
      await app.inject({ url: '/api/offers/nowhere/' }),
      await app.inject({ method: 'POST', url: FAVORITES, payload: { offerHash: 'zzzz0000' } }),
    ];
    expect(errors.map((res) => res.statusCode)).toEqual([400, 404, 404]);
    for (const res of errors) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the Secure flag', () => {
  const issue = (instance: FastifyInstance) =>
    instance.inject({ method: 'PATCH', url: FAVORITES, headers: { 'x-forwarded-proto': 'https' }, payload: { offerHashes: [] } });

  it('is set when a trusted proxy says the request came over HTTPS', async () => {
    const cookies = setCookies(await issue(behindProxy));
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
  });

  it('is not set on the word of an untrusted client', async () => {
    const cookies = setCookies(await issue(app));
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).not.toContain('Secure');
  });
});

describe('the standalone API (TRUST_PROXY)', () => {
  it.each([
    [['loopback'], true],
    [['10.0.0.1'], false],
    [false, false],
  ] as const)('trusting %j, a forwarded https request gets a Secure cookie: %s', async (trustProxy, secure) => {
    const standalone = await buildApp({
      dataDir: '/nonexistent',
      database: test.db,
      seedOffers: 0,
      logLevel: 'silent',
      trustProxy: trustProxy === false ? false : [...trustProxy],
    });
    try {
      // inject() comes from 127.0.0.1, as a proxy on the same machine would.
      const res = await standalone.inject({
        method: 'PATCH',
        url: FAVORITES,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { offerHashes: [] },
      });
      expect(res.statusCode).toBe(200);
      const cookies = setCookies(res);
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(/; Secure(;|$)/.test(cookie)).toBe(secure);
    } finally {
      await standalone.close();
    }
  });
});
