import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fc from 'fast-check';
import { listenRaw, type RawResponse, type RawServer } from './raw-http';
import { robotsTxt } from '../features/sitemap/sitemap-urls';
import { BASE_URL, REPO_ROOT, SEARCH_CHUNK, createSiteFixture, type SiteFixture } from './site-fixture';

/**
 * Whatever path a client makes of dot segments, repeated and encoded
 * slashes, percent-encodings (double and malformed ones too), backslashes and NUL, the site
 * server answers only allow-listed files and never a 5xx. Asked over a real socket: app.inject
 * would resolve the dot segments before the server saw them.
 */
let fixture: SiteFixture;
let server: RawServer;

// Each forbidden file holds a marker no allowed answer contains.
const FORBIDDEN: Record<string, string> = {
  'data/remotes/search/v1/server/exposes.cjs': 'module.exports = {}; // FORBIDDEN:server-bundle',
  'data/remotes/search/v1/server/home-page.1f74019e.css': '/* FORBIDDEN:server-css */',
  'data/remotes/search/v1/mf-stats.json': '{"FORBIDDEN":"remote-stats"}',
  'data/remotes/search/v1/remoteEntry.js.map': '{"FORBIDDEN":"remote-map"}',
  'data/remotes/search/v1/.build-stats.json': '{"FORBIDDEN":"remote-build-stats"}',
  'data/remotes/search/v1/unnamed.js': 'self.x = "FORBIDDEN:unnamed-script";',
  'data/remotes/search_debug/d1/remoteEntry.js': 'var x = "FORBIDDEN:staff-only";',
  'data/secret.txt': 'FORBIDDEN:data-secret',
  'dist/.build-stats.json': '{"FORBIDDEN":"shell-build-stats"}',
  'dist/main.js.map': '{"FORBIDDEN":"shell-map"}',
  'dist/mf-stats.json': '{"FORBIDDEN":"shell-stats"}',
  'dist/server/exposes.cjs': 'module.exports = {}; // FORBIDDEN:shell-server',
  'dist/sub/nested.js': 'self.x = "FORBIDDEN:nested";',
  'outside.txt': 'FORBIDDEN:outside-every-root',
};
const FORBIDDEN_MARKERS = [/FORBIDDEN/, /<!--app-head-->/];

// What may come back as a file: the allowed files' exact bytes.
const ALLOWED_FILES = [
  'data/remotes/search/v1/mf-manifest.json',
  'data/remotes/search/v1/remoteEntry.js',
  `data/remotes/search/v1/${SEARCH_CHUNK}`,
  'data/remotes/search/v1/home-page.1f74019e.css',
  'data/remotes/hotel/h7/mf-manifest.json',
  'data/remotes/hotel/h7/remoteEntry.js',
  'dist/main.js',
  'dist/vendors.0123abcd.js',
];
const PUBLIC_FILES = ['og.png', 'favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'icon-512.png', 'site.webmanifest'];
let allowedBodies: Set<string>;

beforeAll(async () => {
  fixture = createSiteFixture();
  for (const [file, content] of Object.entries(FORBIDDEN)) fixture.write(file, content);
  fixture.write('data/remotes/search/v1/home-page.1f74019e.css', '.home{}');
  fixture.write('data/remotes/search_debug/d1/mf-manifest.json', '{"metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}}}');
  allowedBodies = new Set([
    ...ALLOWED_FILES.map((file) => readFileSync(join(fixture.root, file), 'latin1')),
    ...PUBLIC_FILES.map((file) => readFileSync(join(REPO_ROOT, 'shell/server/public', file), 'latin1')),
    // Not a file: generated from the configuration (features/sitemap), but plain text all the same.
    robotsTxt(BASE_URL),
  ]);
  server = await listenRaw(await fixture.build({ FIRST_PAINT_TIMEOUT_MS: '0' }));
});
afterAll(async () => {
  await server.close();
  fixture.cleanup();
});

// Paths as they lie on disk, relative to the shell's root (`/`) or to a remote's version folder.
const FORBIDDEN_URLS = [
  '/remotes/search/v1/server/exposes.cjs',
  '/remotes/search/v1/server/home-page.1f74019e.css',
  '/remotes/search/v1/mf-stats.json',
  '/remotes/search/v1/remoteEntry.js.map',
  '/remotes/search/v1/.build-stats.json',
  '/remotes/search/v1/unnamed.js',
  '/remotes/search_debug/d1/remoteEntry.js',
  '/remotes/search/v1/../../../secret.txt',
  '/remotes/search/v1/../../../../outside.txt',
  '/remotes/search/v1/../../search_debug/d1/remoteEntry.js',
  '/.build-stats.json',
  '/main.js.map',
  '/mf-stats.json',
  '/index.html',
  '/server/exposes.cjs',
  '/sub/nested.js',
  '/../outside.txt',
  '/../data/secret.txt',
  '/../data/remotes/search/v1/server/exposes.cjs',
  '/locales/../../data/secret.txt',
  '/images/../../secret.txt',
  '/images/hotels/../../../outside.txt',
  '/images/../data/remotes/search/v1/server/exposes.cjs',
];
const ALLOWED_URLS = ['/remotes/search/v1/remoteEntry.js', `/remotes/search/v1/${SEARCH_CHUNK}`, '/main.js', '/robots.txt'];
const NAMES = [...new Set([...FORBIDDEN_URLS, ...ALLOWED_URLS].flatMap((url) => url.split('/'))), 'x', '...'];
const hex = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** How one segment is spelled: plainly or encoded (decoding once gives the name back)... */
const wellFormed = fc.constantFrom<(name: string) => string>(
  (name) => name,
  (name) => name.replaceAll('.', '%2e'),
  (name) => name.replaceAll('.', '%2E'),
  (name) => [...name].map(hex).join(''),
  (name) => [...name].map((char) => hex(char).toUpperCase()).join(''),
  // Decoded once this is `%2e`, a literal name, not a dot.
  (name) => name.replaceAll('.', '%252e'),
);
/** ...or broken: NUL (encoded and raw) and malformed escapes. */
const malformed = fc.constantFrom<(name: string) => string>(
  (name) => `${name}%00`,
  (name) => `${name}\u0000`,
  (name) => `${name}%zz`,
  (name) => `${name}%`,
  (name) => `%${name}`,
);
const spelling = fc.oneof({ arbitrary: wellFormed, weight: 12 }, { arbitrary: malformed, weight: 1 });
/** Spellings of one slash. */
const slash = fc.constantFrom('/', '/', '/', '//', '%2f', '%2F', '\\', '%5c', '%5C', '%252f', '/./');
/** Segments that change nothing once resolved, spelled many ways. */
const noise = fc.constantFrom('.', '%2e', '%2E', 'x/..', 'x%2f..', 'x%2F%2e%2e', 'x\\..', '', '%252e', 'x/%2e%2e');

/** A real file's path, its segments spelled and its slashes and no-op segments varied. */
const spelledPath = fc.constantFrom(...FORBIDDEN_URLS, ...ALLOWED_URLS).chain((url) => {
  const parts = url.split('/').slice(1);
  const piece = fc.tuple(slash, fc.option(fc.tuple(noise, slash), { nil: undefined }), spelling);
  return fc
    .tuple(...parts.map(() => piece))
    .map((pieces) =>
      pieces
        .map(([before, extra, spell], i) => `${i === 0 ? '/' : before}${extra === undefined ? '' : extra.join('')}${spell(parts[i] ?? '')}`)
        .join(''),
    );
});

/** Segments of every kind strung together with every kind of slash. */
const mixedPath = fc
  .tuple(
    fc.constantFrom(
      '/',
      '/remotes/search/v1/',
      '/remotes/search_debug/d1/',
      '/remotes/hotel/h7/',
      '/remotes/',
      '/locales/pl/',
      '/images/hotels/1/',
      '/api/',
      '//',
    ),
    fc.array(fc.tuple(fc.constantFrom(...NAMES), spelling, fc.constantFrom('/', '//', '%2f', '\\', '%5C', '/../', '\\..\\')), {
      minLength: 1,
      maxLength: 6,
    }),
  )
  .map(([start, pieces]) => `${start}${pieces.map(([name, spell, sep], i) => `${i === 0 ? '' : sep}${spell(name)}`).join('')}`);

const requestPath = fc.oneof(spelledPath, mixedPath);

const accept = fc.constantFrom('text/html', '*/*', 'application/json', 'image/avif,image/webp,*/*');

/** Paths with a raw control character cannot go through http.request: they are written raw. */
function fetchRaw(path: string, acceptHeader: string): Promise<RawResponse> {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020]/.test(path)) {
    return server.send(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ${acceptHeader}\r\nConnection: close\r\n\r\n`);
  }
  return server.get(path, { accept: acceptHeader });
}

describe('the site server over any path a client can spell', () => {
  it('serves no file outside the allow-list and never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(requestPath, accept, async (path, acceptHeader) => {
        const response = await fetchRaw(path, acceptHeader);
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
        for (const marker of FORBIDDEN_MARKERS) expect(response.body).not.toMatch(marker);
        const type = String(response.headers['content-type'] ?? '');
        // Anything else that comes back 200 is a file: then it is one of the allowed ones, whole.
        const file = response.status === 200 && !type.startsWith('text/html') && !type.startsWith('application/json');
        expect(file && !allowedBodies.has(response.body)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('reaches the allowed files through the same spellings (the generator is not all misses)', async () => {
    const reached = await Promise.all(
      ['/remotes/search/v1/./remoteEntry.js', '/remotes/search/v1/x/..%2fremoteEntry.js', '/%2e/main.js', '/x\\..\\main.js'].map(
        async (path) => (await server.get(path)).status,
      ),
    );
    expect(reached).toEqual([200, 200, 200, 200]);
  });
});
