import type { FastifyInstance } from 'fastify';
import { setHostApiFetch } from '@travel/api-client';
import { createSiteFixture, slowMeta, type SiteFixture } from '../../../__tests__/site-fixture';

/**
 * First paints rendered on worker threads (docs/adr/0275-renders-on-every-core.md): the page a
 * worker renders is the page the main thread renders, byte for byte but for the response's nonce
 * and the query cache's clock; and a full pool answers the plain shell at once.
 */
const SERVER_BUNDLE = `
const React = require('react');
const { useQuery } = require('@tanstack/react-query');
const { useTranslation } = require('react-i18next');
const { apiQueryOptions, createApiClient } = require('@travel/api-client');
const client = createApiClient();
const metaOf = (pathname) => apiQueryOptions(client, 'seoMeta', { query: { pathname } });
const pathOf = (search) => (search.includes('wolno') ? '/wakacje/wolno/' : '/wakacje/grecja/');
exports.HomePage = function HomePage() {
  const { t } = useTranslation('common');
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const meta = useQuery(metaOf('/wakacje/grecja/'));
  const failed = useQuery(metaOf('/awaria/'));
  return React.createElement('section', { 'data-testid': 'served' },
    React.createElement('h1', null, meta.data ? meta.data.seo.title : 'Ładowanie'),
    React.createElement('p', { style: { width: '40%' } }, failed.isPending ? 'W przeglądarce' : 'Na serwerze'),
    React.createElement('p', null, t('header.menu'), search));
};
exports.stylesheets = { HomePage: ['file:///build/dist/server/home-page.0a1b2c3d.css'] };
exports.loaders = {
  HomePage: ({ queryClient, search }) =>
    Promise.all([queryClient.prefetchQuery(metaOf(pathOf(search))), queryClient.prefetchQuery(metaOf('/awaria/'))]),
};
`;

// A worker loads the shell's renderer through tsx on its first page: seconds on a busy machine.
jest.setTimeout(120_000);
const UNHURRIED = { FIRST_PAINT_TIMEOUT_MS: '10000' };

let fixture: SiteFixture;
const apps: FastifyInstance[] = [];

const page = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
/** What differs between two renders of one page by design: the response's nonce and the query cache's clock. */
const comparable = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce="…"').replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
const isFullPage = (html: string) => html.includes('id="first-paint-state"');

async function build(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await fixture.build({ ...UNHURRIED, ...env });
  apps.push(app);
  return app;
}

/** Until every worker of the pool has loaded the renderer. */
async function workersReady(app: FastifyInstance): Promise<void> {
  for (;;) {
    const health = (await app.inject({ method: 'GET', url: '/next-api/health/' })).json<{
      firstPaint: { workers: number; readyWorkers: number };
    }>();
    if (health.firstPaint.readyWorkers === health.firstPaint.workers) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeEach(() => {
  fixture = createSiteFixture();
  fixture.write('dist/app-layout.1234abcd.css', '.tr-app{color:#042c46}');
  fixture.write('data/remotes/search/v1/home-page.0a1b2c3d.css', '.home-hero{margin:0}');
  fixture.write('data/remotes/search/v1/server/exposes.cjs', SERVER_BUNDLE);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  setHostApiFetch(undefined);
  fixture.cleanup();
});

describe('first paints on render workers', () => {
  it('renders the same page on a worker as on the main thread', async () => {
    const inProcess = await build({ FIRST_PAINT_CACHE_MS: '0' });
    const pooled = await build({ FIRST_PAINT_CACHE_MS: '0', FIRST_PAINT_WORKERS: '1' });
    await workersReady(pooled);

    for (const url of ['/', '/?filtr=dorosli:2']) {
      const [expected, actual] = [await page(inProcess, url), await page(pooled, url)];
      expect(actual.statusCode).toBe(expected.statusCode);
      expect(isFullPage(actual.body)).toBe(true);
      expect(actual.body).toContain('<h1>Wakacje w Grecji</h1>');
      expect(comparable(actual.body)).toBe(comparable(expected.body));
      // The style attributes' hashes the worker computed are the ones the main thread computes.
      const policy = (response: typeof actual) => String(response.headers['content-security-policy']).replace(/'nonce-[^']+'/g, "'nonce'");
      expect(policy(actual)).toBe(policy(expected));
    }
    const health = (await pooled.inject({ method: 'GET', url: '/next-api/health/' })).json<{ firstPaint: Record<string, number> }>();
    expect(health.firstPaint).toMatchObject({ workers: 1, readyWorkers: 1, rendered: 2, failed: 0, workerRestarts: 0 });
  });

  it('answers the plain shell at once while the pool is full, and renders again once a slot is free', async () => {
    const pooled = await build({ FIRST_PAINT_CACHE_MS: '0', FIRST_PAINT_WORKERS: '1', FIRST_PAINT_MAX_CONCURRENT: '1' });
    await workersReady(pooled);

    // The worker's one slot waits on the API (the stand-in holds this call until the test opens it).
    const held = page(pooled, '/?wolno=1');
    while (slowMeta.pending === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    const started = performance.now();
    const shed = await page(pooled, '/?inny=1');
    // Answered without waiting for the held render: the plain shell, not a queue.
    expect(shed.statusCode).toBe(200);
    expect(isFullPage(shed.body)).toBe(false);
    expect(shed.body).toContain('<div id="root"></div>');
    expect(slowMeta.pending).toBe(1);
    expect(performance.now() - started).toBeLessThan(5000);

    slowMeta.open();
    expect(isFullPage((await held).body)).toBe(true);
    const again = await page(pooled, '/?znowu=1');
    expect(isFullPage(again.body)).toBe(true);
    const health = (await pooled.inject({ method: 'GET', url: '/next-api/health/' })).json<{ firstPaint: Record<string, number> }>();
    expect(health.firstPaint).toMatchObject({ shed: 1, rendered: 2 });
  });
});
