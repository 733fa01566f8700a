import type { FastifyInstance } from 'fastify';
import { listenRaw } from './raw-http';
import { createSiteFixture, type SiteFixture } from './site-fixture';

let fixture: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createSiteFixture();
  app = await fixture.build({ SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7' });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('security headers', () => {
  it.each([
    ['a page', '/wakacje/'],
    ['a JSON endpoint', '/remotes.json'],
    ['a remote file', '/remotes/search/v1/remoteEntry.js'],
    ['a 404', '/remotes/search/v1/nie-ma.js'],
    ['a 403', '/remotes/search_debug/d1/remoteEntry.js'],
    ['the API', '/api/health'],
  ])('are on %s', async (_kind, url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toEqual(expect.any(String));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('sets a CSP that allows no eval and no inline script', async () => {
    const csp = String((await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    const d = directives(csp);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    // Tiles are opt-in (docs/adr/0221-drawn-basemap.md): by default no tile host is allowed.
    expect(d.get('img-src')?.some((source) => source.includes('openstreetmap'))).toBe(false);
  });

  it.each([
    ['a page', '/'],
    ['a JSON endpoint', '/remotes.json'],
    ['a remote file', '/remotes/search/v1/remoteEntry.js'],
  ])('allows no inline style or script and no eval on %s, and reports violations to our endpoint', async (_kind, url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const d = directives(csp);
    expect(d.get('style-src')?.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(d.get('report-uri')).toEqual(['/next-api/csp-report/']);
    expect(d.get('report-to')).toEqual(['csp']);
    expect(response.headers['reporting-endpoints']).toBe('csp="/next-api/csp-report/"');
  });

  it('gives each HTML page a fresh style nonce of 128 random bits; other answers get none', async () => {
    const nonceOf = async (url: string) =>
      directives(String((await app.inject({ url, headers: { accept: 'text/html' } })).headers['content-security-policy']))
        .get('style-src')
        ?.find((source) => source.startsWith("'nonce-"));
    const [first, second] = [await nonceOf('/'), await nonceOf('/')];
    expect(first).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(second).not.toBe(first);
    expect(await nonceOf('/remotes.json')).toBeUndefined();
  });

  it('allows the Sentry ingest origin for connect-src only when a DSN is set', async () => {
    const withDsn = directives(String((await app.inject({ url: '/remotes.json' })).headers['content-security-policy']));
    expect(withDsn.get('connect-src')).toEqual(["'self'", 'https://o42.ingest.sentry.io']);

    const plain = await fixture.build();
    try {
      const without = directives(String((await plain.inject({ url: '/remotes.json' })).headers['content-security-policy']));
      expect(without.get('connect-src')).toEqual(["'self'"]);
      expect((await plain.inject({ url: '/remotes.json' })).headers['strict-transport-security']).toEqual(expect.any(String));
    } finally {
      await plain.close();
    }
  });

  it('takes the tile host from MAP_TILE_URL and sends no HSTS over plain http', async () => {
    const custom = await fixture.build({ MAP_TILE_URL: 'https://tiles.example.pl/{z}/{x}/{y}.png', BASE_URL: 'http://localhost:8080' });
    try {
      const response = await custom.inject({ url: '/remotes.json' });
      expect(directives(String(response.headers['content-security-policy'])).get('img-src')).toContain('https://tiles.example.pl');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await custom.close();
    }
  });

  it('allows no tile host when MAP_TILE_URL is empty (tiles off)', async () => {
    const noTiles = await fixture.build({ MAP_TILE_URL: '' });
    try {
      const response = await noTiles.inject({ url: '/remotes.json' });
      expect(directives(String(response.headers['content-security-policy'])).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      const html = (await noTiles.inject({ url: '/', headers: { accept: 'text/html' } })).body;
      expect(html).toContain('"mapTileUrl":""');
    } finally {
      await noTiles.close();
    }
  });

  it('puts the DSN into the page site config', async () => {
    const html = (await app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    expect(html).toContain('"sentryDsn":"https://abc123@o42.ingest.sentry.io/7"');
  });
});

type Headers = Readonly<Record<string, string | number | string[] | undefined>>;

function expectSecurityHeaders(headers: Headers): void {
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  expect(headers['strict-transport-security']).toEqual(expect.any(String));
}

describe('security headers on answers made before routing', () => {
  const badJson = { method: 'POST' as const, url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{"a":' };

  it.each([
    ['a URL Fastify cannot decode', { url: '/remotes/search/v1/%zz' }, 400],
    ['a page URL Fastify cannot decode', { url: '/wakacje/%E0%A4%A' }, 400],
    ['a body that is not JSON', badJson, 400],
    ['a body over the 1 MiB limit', { ...badJson, payload: `{"a":"${'x'.repeat(1_100_000)}"}` }, 413],
  ])('%s (app.inject)', async (_kind, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers);
    expect(response.headers['content-type']).toContain('application/json');
  });

  describe('over a real socket', () => {
    let server: Awaited<ReturnType<typeof listenRaw>>;
    beforeAll(async () => {
      server = await listenRaw(await fixture.build());
    });
    afterAll(() => server.close());

    const request = (head: string, body = '') => `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`;

    it.each([
      ['a URL Fastify cannot decode', request('GET /remotes/search/v1/%zz HTTP/1.1'), 400],
      [
        'a body that is not JSON',
        request('POST /api/health HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 5', '{"a":'),
        400,
      ],
      [
        'a declared body over the 1 MiB limit',
        request('POST /api/health HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2000000'),
        413,
      ],
      ["headers over 16 KiB (Node's parser)", request(`GET / HTTP/1.1\r\nX-Filler: ${'a'.repeat(20_000)}`), 431],
      ['a request line Node cannot parse', request('GET /a b c HTTP/1.1'), 400],
      ['a header line Node cannot parse', request('GET / HTTP/1.1\r\nno colon here'), 400],
    ])('%s', async (_kind, text, status) => {
      const response = await server.send(text);
      expect(response.status).toBe(status);
      expectSecurityHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toContain('application/json');
    });
  });
});
