import type { FastifyPluginAsync } from 'fastify';
import { createSiteFixture, type SiteFixture } from './site-fixture';

let fixture: SiteFixture;
beforeAll(() => {
  fixture = createSiteFixture();
});
afterAll(() => fixture.cleanup());

/** Stands in for the API: a public listing, a visitor's favourites, and a staff write that reports a change as the API does. */
function standInApi() {
  const calls = { list: 0, favorites: 0 };
  const api: FastifyPluginAsync<{ onPublicDataChanged?: (() => void) | undefined }> = async (app, options) => {
    app.get('/health', async () => ({ status: 'ok' }));
    app.get('/offers/list/', async (_request, reply) => {
      calls.list += 1;
      return reply.header('cache-control', 'public, max-age=60').send({ call: calls.list });
    });
    app.get('/offers/favorites/', async (request, reply) => {
      calls.favorites += 1;
      return reply.header('cache-control', 'no-store').send({ visitor: request.headers.cookie ?? null });
    });
    app.put('/offers/debug/hit-offers/:hash/', async () => {
      options.onPublicDataChanged?.();
      return { ok: true };
    });
  };
  return { api, calls };
}

describe('public API answers through the site server', () => {
  it('are shared for PUBLIC_ANSWER_CACHE_MS and dropped when the API reports changed data (a staff write, an import)', async () => {
    const { api, calls } = standInApi();
    const app = await fixture.build({ PUBLIC_ANSWER_CACHE_MS: '60000' }, { api });
    try {
      expect((await app.inject({ url: '/api/offers/list/?a=1&b=2' })).json()).toEqual({ call: 1 });
      expect((await app.inject({ url: '/api/offers/list/?b=2&a=1' })).json()).toEqual({ call: 1 });
      expect(calls.list).toBe(1);

      expect((await app.inject({ method: 'PUT', url: '/api/offers/debug/hit-offers/abc/' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/offers/list/?a=1&b=2' })).json()).toEqual({ call: 2 });

      const health = (await app.inject({ url: '/next-api/health/' })).json();
      expect(health.publicAnswers).toMatchObject({ hits: 1, stored: 2, cleared: 1 });
    } finally {
      await app.close();
    }
  });

  it("are never shared between visitors when they are the visitor's own", async () => {
    const { api, calls } = standInApi();
    const app = await fixture.build({ PUBLIC_ANSWER_CACHE_MS: '60000' }, { api });
    try {
      const anna = await app.inject({ url: '/api/offers/favorites/', headers: { cookie: 'favoritesId=anna' } });
      const jan = await app.inject({ url: '/api/offers/favorites/', headers: { cookie: 'favoritesId=jan' } });
      expect(anna.json()).toEqual({ visitor: 'favoritesId=anna' });
      expect(jan.json()).toEqual({ visitor: 'favoritesId=jan' });
      expect(calls.favorites).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('PUBLIC_ANSWER_CACHE_MS=0 asks the API every time', async () => {
    const { api, calls } = standInApi();
    const app = await fixture.build({ PUBLIC_ANSWER_CACHE_MS: '0' }, { api });
    try {
      await app.inject({ url: '/api/offers/list/' });
      await app.inject({ url: '/api/offers/list/' });
      expect(calls.list).toBe(2);
      expect((await app.inject({ url: '/next-api/health/' })).json().publicAnswers).toBeNull();
    } finally {
      await app.close();
    }
  });
});
