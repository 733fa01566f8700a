import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildSiteServer, type SiteServerOptions } from '../app';
import { loadConfig } from '../config';

export const BASE_URL = 'https://www.podrozownia.test';
export const REPO_ROOT = resolve(__dirname, '../../../..');

export const SEARCH_CHUNK = '__federation_expose_HomePage.1a2b3c4d.js';
export const HOTEL_CHUNK = '__federation_expose_HotelPage.9f8e7d6c.js';
export const HOTEL_CSS = '__federation_expose_HotelPage.0a1b2c3d.css';

export const PAGE_TEXTS = {
  siteName: 'Podróżownia',
  titleTemplate: '{{title}} – Podróżownia',
  defaultTitle: 'Podróżownia – wakacje testowe',
  defaultDescription: 'Opis domyślny strony testowej.',
};

export const INITIAL_REGISTRY = {
  search: { entry: '/remotes/search/v1/mf-manifest.json', version: 'v1' },
  hotel: { entry: '/remotes/hotel/h7/mf-manifest.json', version: 'h7' },
  search_debug: { entry: '/remotes/search_debug/d1/mf-manifest.json', version: 'd1' },
};

export interface SiteFixture {
  readonly root: string;
  readonly dataDir: string;
  write(relative: string, content: string, mtime?: Date): void;
  build(env?: Record<string, string>, options?: SiteServerOptions): Promise<FastifyInstance>;
  cleanup(): void;
}

function manifest(name: string, module: string, js: string[], css: string[] = []): string {
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      type: 'app',
      publicPath: 'auto',
      buildInfo: { buildVersion: 'v1', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:${module}`,
        name: module,
        path: `./${module}`,
        assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } },
      },
    ],
  });
}

/** A throwaway DATA_DIR, shell dist and locales dir, shaped like a real deploy. */
export function createSiteFixture(): SiteFixture {
  const root = mkdtempSync(join(tmpdir(), 'site-server-'));
  const write = (relative: string, content: string, mtime?: Date): void => {
    const file = join(root, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (mtime) utimesSync(file, mtime, mtime);
  };

  // The real template, as HtmlWebpackPlugin renders it for the shell's one entry script.
  const template = readFileSync(join(REPO_ROOT, 'shell/src/index.html'), 'utf8');
  const built = template
    .replace(/<% for \(const src of htmlWebpackPlugin\.files\.js\) \{ %>([\s\S]*?)<% \} %>/, (_block, link: string) =>
      link.replace('<%= src %>', '/main.js'),
    )
    .replace('<%= startScript %>', '/start.js');
  if (built.includes('<%')) throw new Error('shell/src/index.html has template code this fixture does not render');
  write('dist/index.html', built);
  write('dist/build-id.json', JSON.stringify({ buildId: 'shell-build-42' }));
  write('dist/main.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('dist/vendors.0123abcd.js', `console.log(${JSON.stringify('y'.repeat(4000))});`);

  write('data/remotes.json', JSON.stringify(INITIAL_REGISTRY));
  write('data/remotes/search/v1/mf-manifest.json', manifest('search', 'HomePage', [SEARCH_CHUNK]));
  write('data/remotes/search/v1/remoteEntry.js', `var search = ${JSON.stringify('s'.repeat(3000))};`);
  write(`data/remotes/search/v1/${SEARCH_CHUNK}`, `self.chunk = ${JSON.stringify('c'.repeat(3000))};`);
  write('data/remotes/search/v0/remoteEntry.js', 'var search = "old version";');
  write('data/remotes/hotel/h7/mf-manifest.json', manifest('hotel', 'HotelPage', [HOTEL_CHUNK], [HOTEL_CSS]));
  write('data/remotes/hotel/h7/remoteEntry.js', 'var hotel = 1;');
  write('data/remotes/search_debug/d1/remoteEntry.js', 'var staffOnly = 1;');
  write('data/secret.txt', 'not for the web');

  write('locales/pl/common.json', JSON.stringify({ meta: PAGE_TEXTS, header: { menu: 'Menu' } }));
  write('locales/pl/hotel-add-opinion.json', JSON.stringify({ title: 'Dodaj opinię' }));
  write('locales/pl/order.json', JSON.stringify({ steps: { client: { title: 'Dane do rezerwacji (test)' } } }));
  write('locales/pl/static-pages.json', JSON.stringify({ notFound: { heading: 'Nie ma takiej strony (test)' } }));

  return {
    root,
    dataDir: join(root, 'data'),
    write,
    build: (env = {}, options = {}) =>
      buildSiteServer(
        loadConfig(
          {
            DATA_DIR: 'data',
            SHELL_DIST: join(root, 'dist'),
            LOCALES_DIR: join(root, 'locales'),
            PUBLIC_DIR: join(REPO_ROOT, 'shell/server/public'),
            BASE_URL,
            META_TIMEOUT_MS: '200',
            ...env,
          },
          root,
        ),
        { logger: false, api: fakeApi, ...options },
      ),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A page meta body in the contracts' shape (`pageMetaSchema`). */
export function pageMetaBody(seo: { title: string; description: string; keywords: string }): unknown {
  return { breadcrumbs: [], heading: { title: seo.title, description: '' }, seo, locationData: null };
}

/** Page meta the fake API knows, by pathname. */
export const KNOWN_META: Record<string, unknown> = {
  '/wakacje/grecja/': pageMetaBody({ title: 'Wakacje w Grecji', description: 'Wczasy w Grecji z przelotem.', keywords: 'grecja, wakacje' }),
  '/hotel/zly-tytul/': pageMetaBody({ title: '<script>alert(1)</script>"', description: 'a & b', keywords: '' }),
  '/wakacje/zepsute/': { seo: { description: 'no title' } },
  '/wakacje/pusty-tytul/': pageMetaBody({ title: '  ', description: 'Opis bez tytułu.', keywords: '' }),
};

/**
 * The meta call for `/wolno/` answers only when a test opens the gate: a slow API without a clock.
 * `pending` counts the calls still waiting.
 */
export const slowMeta = (() => {
  let open: () => void = () => undefined;
  const state = {
    pending: 0,
    gate: new Promise<void>((release) => {
      open = release;
    }),
    open: () => open(),
  };
  return state;
})();

/** Stands in for @travel/api-server: a health route and the seo meta call with failure modes. */
export const fakeApi: FastifyPluginAsync<{ dataDir: string; databaseUrl?: string | undefined }> = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get<{ Querystring: { pathname?: string } }>('/seo/meta/', async (request, reply) => {
    const pathname = request.query.pathname ?? '';
    if (pathname === '/wakacje/awaria/') return reply.code(500).send({ error: 'boom' });
    if (pathname === '/wakacje/wolno/') {
      slowMeta.pending += 1;
      await slowMeta.gate;
      slowMeta.pending -= 1;
      return KNOWN_META['/wakacje/grecja/'];
    }
    const meta = KNOWN_META[pathname];
    return meta === undefined ? reply.code(404).send({ error: 'not-found' }) : meta;
  });
};
