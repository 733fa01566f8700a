import { listenRaw, type RawServer } from './raw-http';
import { SEARCH_CHUNK, createSiteFixture, type SiteFixture } from './site-fixture';

/**
 * Which files the site server hands out (the allow-list of shell/server/README.md), asked over a real socket so the
 * paths reach the server as written (`curl --path-as-is`).
 */
let fixture: SiteFixture;
let server: RawServer;

const V1 = '/remotes/search/v1';
const SERVER_BUNDLE = 'module.exports = { secret: "server bundle of search v1" };';
const BUILD_STATS = '{"outputPath":"/home/builder/travel/shell/dist"}';
const HASHED_CSS = 'home-page.1f74019e.css';

beforeAll(async () => {
  fixture = createSiteFixture();
  // What a real build leaves next to the browser files (packages/federation), deployed as is.
  fixture.write(`data${V1}/server/exposes.cjs`, SERVER_BUNDLE);
  fixture.write(`data${V1}/server/${HASHED_CSS}`, '.server-copy{}');
  fixture.write(`data${V1}/${HASHED_CSS}`, '.home{color:red}');
  fixture.write(`data${V1}/${SEARCH_CHUNK}.LICENSE.txt`, '/*! react-dom MIT */');
  fixture.write(`data${V1}/mf-stats.json`, '{"name":"stats of search v1"}');
  fixture.write(`data${V1}/remoteEntry.js.map`, '{"version":3,"sources":["webpack://search/src/a.ts"]}');
  fixture.write(`data${V1}/.build-stats.json`, BUILD_STATS);
  fixture.write(`data${V1}/140.cf06ea9c.js`, 'self.unnamed = "not in the manifest";');
  fixture.write('dist/.build-stats.json', BUILD_STATS);
  fixture.write('dist/main.js.map', '{"version":3,"sources":["webpack://shell/src/main.ts"]}');
  fixture.write('dist/mf-stats.json', '{"name":"stats of the shell"}');
  fixture.write('dist/mf-manifest.json', '{"name":"manifest of the shell"}');
  fixture.write('dist/app-layout.dc7bc92d.css', '.layout{}');
  fixture.write('dist/vendors.0123abcd.js.LICENSE.txt', '/*! react MIT */');
  // First paints off: the stand-in server bundle above is not a renderable one.
  server = await listenRaw(await fixture.build({ FIRST_PAINT_TIMEOUT_MS: '0' }));
});
afterAll(async () => {
  await server.close();
  fixture.cleanup();
});

describe('remote files: an allow-list decided on the normalised path', () => {
  it.each([
    'server/exposes.cjs',
    './server/exposes.cjs',
    'x/../server/exposes.cjs',
    './/server/exposes.cjs',
    '%2e/server/exposes.cjs',
    '%2E%2E/v1/server/exposes.cjs',
    'server%2fexposes.cjs',
    '.%2F%2Fserver%2Fexposes.cjs',
    'server%5cexposes.cjs',
    'server\\exposes.cjs',
    `server/${HASHED_CSS}`,
    `./server/${HASHED_CSS}`,
  ])('never serves the server bundle: %s', async (tail) => {
    const response = await server.get(`${V1}/${tail}`);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('server bundle of search v1');
    expect(response.body).not.toContain('.server-copy');
  });

  it.each(['mf-stats.json', 'remoteEntry.js.map', '.build-stats.json', './.build-stats.json', '140.cf06ea9c.js'])(
    'serves no file the manifest does not name: %s',
    async (file) => {
      const response = await server.get(`${V1}/${file}`);
      expect(response.status).toBe(404);
      expect(response.body).not.toMatch(/stats of search v1|webpack:\/\/|\/home\/builder|not in the manifest/);
    },
  );

  it.each([
    ['the manifest', 'mf-manifest.json', '"remoteEntry"'],
    ['the remote entry', 'remoteEntry.js', 'var search'],
    ['a chunk the manifest names', SEARCH_CHUNK, 'self.chunk'],
    ['a hashed asset the chunks load by URL', HASHED_CSS, '.home{color:red}'],
    ["a named chunk's license notice", `${SEARCH_CHUNK}.LICENSE.txt`, 'react-dom MIT'],
    ['the remote entry by a dot segment', './remoteEntry.js', 'var search'],
    ['the remote entry by a repeated slash', '/remoteEntry.js', 'var search'],
  ])('serves %s', async (_kind, file, content) => {
    const response = await server.get(`${V1}/${file}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain(content);
  });

  it('checks staff-only remotes by the name the path resolves to', async () => {
    const response = await server.get(`${V1}/../../search_debug/d1/remoteEntry.js`);
    expect(response.status).toBe(403);
    expect(response.body).not.toContain('staffOnly');
  });
});

describe("the shell's own files: what its build emitted for the browser, and the public folder", () => {
  it.each([
    '/.build-stats.json',
    '/%2ebuild-stats.json',
    '/index.html',
    '/./index.html',
    '/x/../index.html',
    '/%2e/index.html',
    '//index.html',
    '/main.js.map',
    '/x/../main.js.map',
    '/mf-stats.json',
    '/mf-manifest.json',
    '/build-id.json',
    '/remotes/../main.js.map',
  ])('never serves %s', async (url) => {
    const response = await server.get(url, { accept: 'text/html,*/*' });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('/home/builder');
    expect(response.body).not.toContain('<!--app-head-->');
    expect(response.body).not.toMatch(/webpack:\/\/|of the shell|shell-build-42/);
  });

  it.each([
    ['the entry script', '/main.js', 'console.log'],
    ['a hashed chunk', '/vendors.0123abcd.js', 'console.log'],
    ['a stylesheet', '/app-layout.dc7bc92d.css', '.layout{}'],
    ["a chunk's license notice", '/vendors.0123abcd.js.LICENSE.txt', 'react MIT'],
    ['a public file', '/site.webmanifest', '"lang"'],
    ['the entry script by a dot segment', '/./main.js', 'console.log'],
  ])('serves %s', async (_kind, url, content) => {
    const response = await server.get(url);
    expect(response.status).toBe(200);
    expect(response.body).toContain(content);
  });

  it('serves what a rebuilt shell adds, without a restart', async () => {
    expect((await server.get('/late.0badf00d.js')).status).toBe(404);
    fixture.write('dist/late.0badf00d.js', 'self.late = 1;');
    const response = await server.get('/late.0badf00d.js');
    expect(response.status).toBe(200);
    expect(response.body).toContain('self.late');
  });
});
