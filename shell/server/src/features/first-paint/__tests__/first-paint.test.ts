import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { setHostApiFetch } from '@travel/api-client';
import { createSiteFixture, type SiteFixture } from '../../../__tests__/site-fixture';

/**
 * A remote's server bundle as packages/federation builds it: CommonJS, shared singletons
 * required from the host. The page's loader asks the API (the fixture's stand-in) for page meta.
 */
const SERVER_BUNDLE = `
const React = require('react');
const { useQuery } = require('@tanstack/react-query');
const { apiQueryOptions, createApiClient } = require('@travel/api-client');
const client = createApiClient();
const metaOf = (pathname) => apiQueryOptions(client, 'seoMeta', { query: { pathname } });
exports.HomePage = function HomePage() {
  const meta = useQuery(metaOf('/wakacje/grecja/'));
  const failed = useQuery(metaOf('/awaria/'));
  return React.createElement('section', { 'data-testid': 'served' },
    React.createElement('h1', null, meta.data ? meta.data.seo.title : 'Ładowanie'),
    React.createElement('p', { style: { width: '40%' } }, failed.isPending ? 'W przeglądarce' : 'Na serwerze'));
};
exports.stylesheets = { HomePage: ['file:///build/dist/server/home-page.0a1b2c3d.css'] };
// The page's declared first-paint data: the same query options its hooks use.
exports.loaders = {
  HomePage: ({ queryClient }) =>
    Promise.all([queryClient.prefetchQuery(metaOf('/wakacje/grecja/')), queryClient.prefetchQuery(metaOf('/awaria/'))]),
};
`;
const SHELL_CSS = 'app-layout.1234abcd.css';

// What a render yields is under test here, not how fast this machine renders: a time box no busy
// machine reaches (the time box itself is tested with a stand-in clock, not here).
jest.setTimeout(60_000);
const UNHURRIED = { FIRST_PAINT_TIMEOUT_MS: '10000' };

let fixture: SiteFixture;
let app: FastifyInstance | undefined;

const page = (url: string) => app!.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const stateOf = (html: string): { queries: { queries: Array<{ queryKey: unknown }> }; texts: Record<string, unknown> } | undefined => {
  const block = /<script type="application\/json" id="first-paint-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
};

beforeEach(() => {
  fixture = createSiteFixture();
  fixture.write(`dist/${SHELL_CSS}`, '.tr-app{color:#042c46}');
  fixture.write('data/remotes/search/v1/home-page.0a1b2c3d.css', '.home-hero{margin:0}');
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  setHostApiFetch(undefined);
  fixture.cleanup();
});

describe('server-rendered first paint', () => {
  it('puts the page with its data into #root, inlines its stylesheets, and hands over the state', async () => {
    fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
    app = await fixture.build(UNHURRIED);
    const response = await page('/');
    expect(response.statusCode).toBe(200);

    const root = rootOf(response.body);
    expect(root).toContain('<main id="main"');
    expect(root).toContain('<h1>Wakacje w Grecji</h1>');
    // The API failed for this one: loading on the server, asked again by the browser.
    expect(root).toContain('W przeglądarce');
    // Styled on arrival: no request latency for the stylesheets before the first paint.
    expect(response.body).toMatch(new RegExp(`<style nonce="[^"]+" data-href="/${SHELL_CSS}">\\.tr-app\\{color:#042c46\\}</style>`));
    expect(response.body).toMatch(
      /<style nonce="[^"]+" data-href="\/remotes\/search\/v1\/home-page\.0a1b2c3d\.css">\.home-hero\{margin:0\}<\/style>/,
    );

    const state = stateOf(response.body);
    expect(state?.queries.queries.map((query) => query.queryKey)).toEqual([
      ['api', 'seoMeta', { query: { pathname: '/wakacje/grecja/' } }],
    ]);
    expect(state?.texts).toHaveProperty('common');
  });

  it('gives every response its own CSP nonce, on each inlined <style>, even when the first paint is reused', async () => {
    fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
    app = await fixture.build({ ...UNHURRIED, FIRST_PAINT_CACHE_MS: '60000' });
    const nonces: string[] = [];
    for (const response of [await page('/'), await page('/')]) {
      const styleSrc = /(?:^|; )style-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
      expect(styleSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1];
      expect(nonce).toEqual(expect.any(String));
      const styleNonces = [...response.body.matchAll(/<style nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(styleNonces).toEqual([nonce, nonce]);
      expect(response.body.match(/<style/g)).toHaveLength(2);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it("allows exactly the server markup's style attributes by hash, never all inline styles", async () => {
    fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
    app = await fixture.build(UNHURRIED);
    const response = await page('/');
    expect(rootOf(response.body)).toContain('<p style="width:40%">');
    const csp = String(response.headers['content-security-policy']);
    // The page's own attribute and the frame's (the screen-reader-only route announcer), each by its hash.
    const attributes = [...new Set([...rootOf(response.body).matchAll(/ style="([^"]*)"/g)].map((match) => match[1]!))];
    expect(attributes).toContain('width:40%');
    const hashes = attributes.map((value) => `'sha256-${createHash('sha256').update(value.replaceAll('&quot;', '"')).digest('base64')}'`);
    const allowed = /(?:^|; )style-src-attr ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(allowed[0]).toBe("'unsafe-hashes'");
    expect(allowed.slice(1).sort()).toEqual(hashes.sort());
    expect(csp).not.toContain('unsafe-inline');
  });

  it('links a stylesheet that could close its style element early instead of inlining it', async () => {
    fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
    fixture.write('data/remotes/search/v1/home-page.0a1b2c3d.css', '.a{content:"</style><script>"}');
    app = await fixture.build(UNHURRIED);
    const { body } = await page('/');
    expect(body).toContain('<link rel="stylesheet" href="/remotes/search/v1/home-page.0a1b2c3d.css">');
    expect(body).not.toContain('<script>"}');
  });

  it('never serves the server bundle to the public', async () => {
    fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
    app = await fixture.build(UNHURRIED);
    for (const url of [
      '/remotes/search/v1/server/exposes.cjs',
      '/remotes/search/v1/%73erver/exposes.cjs',
      '/remotes/search/v1//server/exposes.cjs',
      '/remotes/search/v1/server%2Fexposes.cjs',
    ]) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    }
    // A percent sign that decodes to nothing valid is a missing file, not a server error.
    expect((await app.inject({ method: 'GET', url: '/remotes/search/v1/%25E0.js' })).statusCode).toBe(404);
  });

  it.each([
    ['the remote has no server bundle', () => undefined],
    [
      'the bundle needs a package the site server does not share',
      () => fixture.write('data/remotes/search/v1/server/exposes.cjs', `require('left-pad'); ${SERVER_BUNDLE}`),
    ],
    [
      'the page throws',
      () => fixture.write('data/remotes/search/v1/server/exposes.cjs', `exports.HomePage = () => { throw new Error('boom'); };`),
    ],
    [
      "the page's stylesheet is missing from its version folder",
      () => {
        fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
        rmSync(join(fixture.root, 'data/remotes/search/v1/home-page.0a1b2c3d.css'));
      },
    ],
    [
      'the shell has no stylesheet to show it with',
      () => {
        fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
        rmSync(join(fixture.root, 'dist', SHELL_CSS));
      },
    ],
  ])('sends the page without a first paint when %s', async (_case, arrange) => {
    arrange();
    app = await fixture.build(UNHURRIED);
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(stateOf(response.body)).toBeUndefined();
  });

  it('is off with FIRST_PAINT_TIMEOUT_MS=0', async () => {
    fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
    app = await fixture.build({ FIRST_PAINT_TIMEOUT_MS: '0' });
    expect((await page('/')).body).toContain('<div id="root"></div>');
  });
});
