import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from '../config';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-config-'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'repo', workspaces: ['shell'] }));
  mkdirSync(join(root, 'shell', 'server'), { recursive: true });
  writeFileSync(join(root, 'shell', 'package.json'), JSON.stringify({ name: 'shell' }));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('applies the documented defaults, resolving paths from the repository root', () => {
    const config = loadConfig({}, join(root, 'shell', 'server'));
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(root, 'data'),
      baseUrl: 'http://localhost:8080',
      shellDist: join(root, 'shell/dist'),
      localesDir: join(root, 'packages/i18n/locales'),
      sentryDsn: undefined,
      socialDomainVerification: undefined,
      apiUrl: undefined,
      // X-Forwarded-* count only from a proxy named in TRUST_PROXY.
      trustProxy: false,
    });
  });

  it('without BASE_URL, links follow the address the server is configured to serve, never a request', () => {
    expect(loadConfig({ PORT: '3107' }, root).baseUrl).toBe('http://localhost:3107');
    expect(loadConfig({ PORT: '3107', HOST: '127.0.0.1' }, root).baseUrl).toBe('http://127.0.0.1:3107');
    expect(loadConfig({ PORT: '3107', HOST: '::1' }, root).baseUrl).toBe('http://[::1]:3107');
    expect(loadConfig({ PORT: '3107', BASE_URL: 'https://podrozownia.pl' }, root).baseUrl).toBe('https://podrozownia.pl');
  });

  it('reads TRUST_PROXY: true, or the addresses and ranges of the proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, root).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, root).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('reads the environment, trimming a trailing slash from URLs and ignoring empty values', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        DATA_DIR: '/srv/data',
        BASE_URL: 'https://podrozownia.pl/',
        API_URL: 'http://api:8090/',
        SENTRY_DSN: '',
        APP_ENV: 'staging',
      },
      root,
    );
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/srv/data',
      baseUrl: 'https://podrozownia.pl',
      apiUrl: 'http://api:8090',
      sentryDsn: undefined,
      environment: 'staging',
    });
  });

  it.each([
    ['PORT', { PORT: 'osiem' }],
    ['PORT', { PORT: '70000' }],
    ['BASE_URL', { BASE_URL: 'localhost:8080' }],
    ['API_URL', { API_URL: 'ftp://api' }],
    ['SENTRY_DSN', { SENTRY_DSN: 'not a url' }],
    ['SOCIAL_DOMAIN_VERIFICATION', { SOCIAL_DOMAIN_VERIFICATION: '"><script>' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/40' }],
  ])('stops with a message naming %s when it is bad', (name, env) => {
    expect(() => loadConfig(env, root)).toThrow(ConfigError);
    expect(() => loadConfig(env, root)).toThrow(name);
  });

  it('reads the render workers (a number or auto: one per core) and the render queue, refusing anything else', () => {
    expect(loadConfig({}, root)).toMatchObject({ firstPaintWorkers: 0, firstPaintQueueMs: 0 });
    expect(loadConfig({ NODE_ENV: 'production' }, root)).toMatchObject({
      firstPaintWorkers: availableParallelism(),
      firstPaintQueueMs: 500,
    });
    expect(loadConfig({ NODE_ENV: 'production', FIRST_PAINT_WORKERS: '0', FIRST_PAINT_QUEUE_MS: '0' }, root)).toMatchObject({
      firstPaintWorkers: 0,
      firstPaintQueueMs: 0,
    });
    expect(loadConfig({ FIRST_PAINT_WORKERS: '3', FIRST_PAINT_QUEUE_MS: '250' }, root)).toMatchObject({
      firstPaintWorkers: 3,
      firstPaintQueueMs: 250,
    });
    expect(loadConfig({ FIRST_PAINT_WORKERS: 'auto' }, root).firstPaintWorkers).toBe(availableParallelism());
    expect(() => loadConfig({ FIRST_PAINT_WORKERS: 'many' }, root)).toThrow(/FIRST_PAINT_WORKERS/);
    expect(() => loadConfig({ FIRST_PAINT_WORKERS: '64' }, root)).toThrow(/FIRST_PAINT_WORKERS/);
    expect(() => loadConfig({ FIRST_PAINT_QUEUE_MS: '-1' }, root)).toThrow(/FIRST_PAINT_QUEUE_MS/);
  });

  it('finds the workspace root from a nested folder, or falls back to the start folder', () => {
    expect(findRepoRoot(join(root, 'shell', 'server'))).toBe(root);
    const lone = mkdtempSync(join(tmpdir(), 'no-repo-'));
    try {
      expect(findRepoRoot(lone)).toBe(lone);
    } finally {
      rmSync(lone, { recursive: true, force: true });
    }
  });
});
