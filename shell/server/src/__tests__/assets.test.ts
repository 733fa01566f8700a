import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { INITIAL_REGISTRY, SEARCH_CHUNK, createSiteFixture, type SiteFixture } from './site-fixture';

let fixture: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createSiteFixture();
  // A deployed version always has its manifest: only the files it names are served.
  const entryOnly = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });
  fixture.write('data/remotes/search/v0/mf-manifest.json', entryOnly);
  fixture.write('data/remotes/search_debug/d1/mf-manifest.json', entryOnly);
  app = await fixture.build();
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('remote registry', () => {
  afterEach(() => fixture.write('data/remotes.json', JSON.stringify(INITIAL_REGISTRY), later(100)));

  it('serves DATA_DIR/remotes.json without the staff-only *_debug remotes', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json()).toEqual({ search: INITIAL_REGISTRY.search, hotel: INITIAL_REGISTRY.hotel });
  });

  it('shows *_debug remotes to requests the staff check lets through', async () => {
    const staffApp = await fixture.build({}, { staffAccess: (request) => request.headers['x-test-staff'] === 'yes' });
    try {
      expect(Object.keys((await staffApp.inject({ url: '/remotes.json', headers: { 'x-test-staff': 'yes' } })).json())).toContain(
        'search_debug',
      );
      expect(Object.keys((await staffApp.inject({ url: '/remotes.json' })).json())).not.toContain('search_debug');
    } finally {
      await staffApp.close();
    }
  });

  it('picks up a changed registry without a restart (deploying a remote)', async () => {
    const next = { ...INITIAL_REGISTRY, search: { entry: '/remotes/search/v2/mf-manifest.json', version: 'v2' } };
    fixture.write('data/remotes.json', JSON.stringify(next), later(10));
    expect((await get('/remotes.json')).json()).toMatchObject({ search: { version: 'v2' } });
  });

  it('keeps serving the last good registry when the file turns invalid', async () => {
    await get('/remotes.json');
    fixture.write('data/remotes.json', '{"search": {"entry": ""', later(20));
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ search: { version: 'v1' } });
  });

  it('answers 503 when the registry was never valid, and an empty registry when none is deployed', async () => {
    const other = createSiteFixture();
    try {
      other.write('data/remotes.json', '{"search": 42}');
      const broken = await other.build();
      expect((await broken.inject({ url: '/remotes.json' })).statusCode).toBe(503);
      await broken.close();

      other.write('data/remotes.json', '{}', later(30));
      const empty = await other.build();
      expect((await empty.inject({ url: '/remotes.json' })).json()).toEqual({});
      await empty.close();
    } finally {
      other.cleanup();
    }
  });
});

describe('remote files', () => {
  it('serves a deployed version, old versions included', async () => {
    const current = await get('/remotes/search/v1/remoteEntry.js');
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toContain('javascript');
    const old = await get('/remotes/search/v0/remoteEntry.js');
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('old version');
  });

  it('answers 404 (JSON, not the shell) for a missing file, version or remote', async () => {
    for (const url of [
      '/remotes/search/v1/nope.js',
      '/remotes/search/v9/remoteEntry.js',
      '/remotes/nowhere/v1/remoteEntry.js',
      '/remotes/search/v1/',
    ]) {
      const response = await get(url, { accept: 'text/html,*/*' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('refuses staff-only *_debug remotes with 403', async () => {
    const response = await get('/remotes/search_debug/d1/remoteEntry.js');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('staffOnly');
  });

  it('serves *_debug files when the staff check allows', async () => {
    const staffApp = await fixture.build({}, { staffAccess: () => true });
    try {
      expect((await staffApp.inject({ url: '/remotes/search_debug/d1/remoteEntry.js' })).statusCode).toBe(200);
    } finally {
      await staffApp.close();
    }
  });

  it('never serves files outside the version folder', async () => {
    for (const url of [
      '/remotes/search/v1/../../../secret.txt',
      '/remotes/search/v1/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/remotes/search/..%2f..%2fsecret.txt/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain('not for the web');
    }
  });
});

describe('cache headers', () => {
  it.each([
    ['the HTML of a page', '/wakacje/', 'private, no-cache'],
    ['a remote manifest', '/remotes/search/v1/mf-manifest.json', 'no-cache'],
    ['a remote entry', '/remotes/search/v1/remoteEntry.js', 'no-cache'],
    ['a hashed remote chunk', `/remotes/search/v1/${SEARCH_CHUNK}`, 'public, max-age=31536000, immutable'],
    ['a hashed shell chunk', '/vendors.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['the unhashed shell entry', '/main.js', 'no-cache'],
    ['the registry', '/remotes.json', 'private, no-cache'],
    ['the build id', '/next-api/build-id/', 'no-cache'],
    ['a translation file', '/locales/pl/common.json', 'no-cache'],
  ])('%s: %s', async (_kind, url, expected) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
  });

  it('lets revalidation answer 304 for translation files', async () => {
    const first = await get('/locales/pl/common.json');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect((await get('/locales/pl/common.json', { 'if-none-match': String(etag) })).statusCode).toBe(304);
  });
});

describe('compression', () => {
  it('answers brotli when the client accepts it', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('answers gzip when only gzip is accepted, for static files too', async () => {
    const response = await get(`/remotes/search/v1/${SEARCH_CHUNK}`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('self.chunk');
  });

  it('sends identity when the client asks for no compression', async () => {
    const response = await get('/main.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('console.log');
  });
});

describe('build id', () => {
  it('returns the shell build id from SHELL_DIST/build-id.json', async () => {
    const response = await get('/next-api/build-id/');
    expect(response.json()).toEqual({ buildId: 'shell-build-42' });
  });

  it('follows a rebuilt shell without a restart', async () => {
    fixture.write('dist/build-id.json', JSON.stringify({ buildId: 'shell-build-43' }), later(40));
    try {
      expect((await get('/next-api/build-id/')).json()).toEqual({ buildId: 'shell-build-43' });
    } finally {
      fixture.write('dist/build-id.json', JSON.stringify({ buildId: 'shell-build-42' }), later(50));
    }
  });
});

describe('translations', () => {
  it('serves a namespace file', async () => {
    const response = await get('/locales/pl/hotel-add-opinion.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ title: 'Dodaj opinię' });
  });

  it('names in every page the version of the texts it serves, which the files carry as their ETag', async () => {
    const page = await get('/', { accept: 'text/html' });
    const version = /<meta name="texts-version" content="([0-9a-f]+)">/.exec(page.body)?.[1];
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect((await get('/locales/pl/common.json')).headers.etag).toBe(`"${version}"`);
  });

  it.each([
    '/locales/pl/Common.json',
    '/locales/pl/common.js',
    '/locales/pl/..%2Fpl%2Fcommon.json',
    '/locales/pl/nie-ma.json',
    '/locales/en/common.json',
    '/locales/pl/common_1.json',
  ])('answers a JSON 404 for %s', async (url) => {
    const response = await get(url, { accept: 'text/html,*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('other paths', () => {
  it('serves the share image and icons', async () => {
    const og = await get('/og.png');
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/png');
    // PNG IHDR: width and height are big-endian at bytes 16 and 20.
    expect([og.rawPayload.readUInt32BE(16), og.rawPayload.readUInt32BE(20)]).toEqual([1200, 700]);
    expect((await get('/favicon.ico')).statusCode).toBe(200);
    expect((await get('/site.webmanifest')).json()).toMatchObject({ theme_color: '#042C46', lang: 'pl' });
    expect((await get('/robots.txt')).body).toContain('Disallow: /rezerwacja/');
  });

  it('answers a JSON 404 for unknown /api paths, even to browsers', async () => {
    const response = await get('/api/nie-ma-takiej-sciezki/', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('answers 404 for unknown files and never serves the raw template', async () => {
    for (const url of ['/nie-ma.js', '/index.html', '/obrazek.png']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!--app-head-->');
    }
  });

  it('answers a non-GET to a page with a JSON 404, never 5xx', async () => {
    const response = await app.inject({ method: 'POST', url: '/wakacje/', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
  });
});
