import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSiteFixture, pageMetaBody, type SiteFixture } from './site-fixture';

// The real @travel/api-server opens its database on start.
jest.setTimeout(120_000);

let fixture: SiteFixture;
beforeAll(() => {
  fixture = createSiteFixture();
});
afterAll(() => fixture.cleanup());

describe('the API mounted in-process', () => {
  it('answers /api/health from @travel/api-server and keeps /api misses JSON', async () => {
    const { apiPlugin } = await import('@travel/api-server');
    // The real plugin, kept in memory and unseeded: this checks the mount, not the API's data.
    const app = await fixture.build({}, { api: (scope, options) => apiPlugin(scope, { ...options, inMemory: true, seedOffers: 0 }) });
    try {
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers['content-type']).toContain('application/json');
      const miss = await app.inject({ url: '/api/to-nie-istnieje/', headers: { accept: 'text/html' } });
      expect(miss.statusCode).toBe(404);
      expect(miss.body).not.toContain('<div id="root">');
    } finally {
      await app.close();
    }
  });
});

describe('the favourites cookie through the site server', () => {
  const buildWithApi = async (env: Record<string, string>) => {
    const { apiPlugin } = await import('@travel/api-server');
    return fixture.build(env, { api: (scope, options) => apiPlugin(scope, { ...options, inMemory: true, seedOffers: 0 }) });
  };
  // An empty PATCH is the cheapest call that issues the cookie pair; inject() comes from 127.0.0.1.
  const issueCookies = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/offers/favorites/',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { offerHashes: [] },
    });
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers['set-cookie'] ?? []].flat().map(String);
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['favoritesId', 'favorites']);
    return cookies;
  };

  it.each([
    ['the proxy on loopback is trusted', { TRUST_PROXY: 'loopback' }, true],
    ['TRUST_PROXY names another address', { TRUST_PROXY: '10.1.2.3' }, false],
    ['TRUST_PROXY is unset', {}, false],
  ])('is Secure over forwarded HTTPS only when %s', async (_, env, secure) => {
    const app = await buildWithApi(env);
    try {
      for (const cookie of await issueCookies(app)) expect(/; Secure(;|$)/.test(cookie)).toBe(secure);
    } finally {
      await app.close();
    }
  });
});

describe('the API proxied to API_URL', () => {
  let upstream: Server;
  let app: FastifyInstance;
  const seen: Array<{ method: string; url: string; body: string; forwardedFor: string | undefined }> = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          body,
          forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
        });
        if (request.url?.startsWith('/api/seo/meta/')) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(pageMetaBody({ title: 'Z upstreamu', description: 'Opis z upstreamu.', keywords: '' })));
          return;
        }
        response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
        response.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    app = await fixture.build({ API_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('forwards method, path, query, body and cookies both ways', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/newsletter/?zrodlo=stopka', payload: { email: 'jan@example.pl' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(seen).toContainEqual({
      method: 'POST',
      url: '/api/newsletter/?zrodlo=stopka',
      body: '{"email":"jan@example.pl"}',
      forwardedFor: '127.0.0.1',
    });
  });

  it('takes page meta from the upstream API', async () => {
    const html = (await app.inject({ url: '/wakacje/turcja/', headers: { accept: 'text/html' } })).body;
    expect(html).toContain('<title>Z upstreamu – Podróżownia</title>');
  });

  it('answers 502 JSON when the upstream is down', async () => {
    const down = await fixture.build({ API_URL: 'http://127.0.0.1:9' });
    try {
      const response = await down.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: 'bad-gateway' });
    } finally {
      await down.close();
    }
  });
});
