import type { FastifyInstance } from 'fastify';
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
    expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://tile.openstreetmap.org']));
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
