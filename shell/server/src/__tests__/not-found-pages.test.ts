import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { setHostApiFetch } from '@travel/api-client';
import { createSiteFixture, REPO_ROOT, type SiteFixture } from './site-fixture';

/**
 * The search remote's server build with a declared loader (docs/adr/0100, "Declared loaders"):
 * the page shows the meta of its path; the loader prefetches it, and says "not found" for paths
 * that name no category (thrown) or for the one it was told has nothing (returned).
 */
const SERVER_BUNDLE = `
const React = require('react');
const { useLocation } = require('react-router-dom');
const { useQuery } = require('@tanstack/react-query');
const { apiQueryOptions, createApiClient, notFound } = require('@travel/api-client');
const client = createApiClient();
const metaQuery = (api, pathname) => apiQueryOptions(api, 'seoMeta', { query: { pathname } });
exports.ListingPage = function ListingPage() {
  const meta = useQuery(metaQuery(client, useLocation().pathname));
  return React.createElement('h1', null, meta.data ? meta.data.seo.title : 'Ładowanie');
};
exports.stylesheets = { ListingPage: [] };
exports.loaders = {
  ListingPage: async ({ pathname, queryClient, client }) => {
    if (pathname.startsWith('/nie-ma-')) throw notFound('no such category');
    if (pathname === '/pusta-kategoria/') return notFound();
    await queryClient.prefetchQuery(metaQuery(client, pathname));
  },
};
`;

const LISTING_CHUNK = '__federation_expose_ListingPage.5e6f7a8b.js';
const LISTING_MANIFEST = {
  id: 'search',
  name: 'search',
  metaData: {
    name: 'search',
    globalName: 'search',
    type: 'app',
    publicPath: 'auto',
    buildInfo: { buildVersion: 'v1', buildName: 'search' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'search:ListingPage',
      name: 'ListingPage',
      path: './ListingPage',
      assets: { js: { sync: [LISTING_CHUNK], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};

// What a render yields is under test here, not how fast this machine renders: a time box no busy
// machine reaches, and no load shedding of its own.
jest.setTimeout(60_000);
const UNHURRIED = { FIRST_PAINT_TIMEOUT_MS: '10000', MAX_EVENT_LOOP_DELAY_MS: '0' };

let fixture: SiteFixture;
let app: FastifyInstance | undefined;

const page = (url: string) => app!.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const stateOf = (html: string): { notFoundPath?: string; queries: { queries: unknown[] } } | undefined => {
  const block = /<script type="application\/json" id="first-paint-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
};

beforeEach(async () => {
  fixture = createSiteFixture();
  fixture.write('dist/app-layout.1234abcd.css', '.tr-app{color:#042c46}');
  // The shell's 404 texts, as deployed.
  fixture.write('locales/pl/error.json', readFileSync(join(REPO_ROOT, 'packages/i18n/locales/pl/error.json'), 'utf8'));
  fixture.write('data/remotes/search/v1/mf-manifest.json', JSON.stringify(LISTING_MANIFEST));
  fixture.write(`data/remotes/search/v1/${LISTING_CHUNK}`, 'self.chunk = 1;');
  fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
  app = await fixture.build(UNHURRIED);
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  setHostApiFetch(undefined);
  fixture.cleanup();
});

describe('a page its loader declares not found', () => {
  it.each(['/nie-ma-takiej-strony/', '/nie-ma-takiej-strony/grecja/?filtr=dorosli:2', '/pusta-kategoria/'])(
    '%s answers 404 with the Polish not-found page rendered, not indexed',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');

      const root = rootOf(response.body);
      expect(root).toContain('<main id="main"');
      expect(root).toContain('<h1>Nie znaleziono strony</h1>');
      expect(root).toContain('Strona, której szukasz, nie istnieje lub została przeniesiona.');
      expect(root).toContain('Przejdź do strony głównej');
      expect(root).not.toContain('Ładowanie');

      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
      // Nothing of the page that does not exist: not its chunks, not its data.
      expect(response.body).not.toContain(LISTING_CHUNK);
      const state = stateOf(response.body);
      expect(state?.notFoundPath).toBe(new URL(url, 'http://x').pathname);
      expect(state?.queries.queries).toEqual([]);
    },
  );

  it('leaves a page that exists as it was: 200, rendered once with the data its loader prefetched', async () => {
    const response = await page('/wakacje/grecja/');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('<h1>Wakacje w Grecji</h1>');
    expect(response.body).not.toContain('noindex');
    expect(response.body).toContain(LISTING_CHUNK);
    const state = stateOf(response.body);
    expect(state?.notFoundPath).toBeUndefined();
    expect(state?.queries.queries).toHaveLength(1);
  });
});
