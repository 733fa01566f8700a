import { parseApiSettings } from '../api-settings';
import { ConfigError, parseConfig, pgliteThreadFromEnv } from '../config';
import { SANDBOX_MARKETING_SECRET } from '../marketing/config';

describe('parseConfig', () => {
  it('applies defaults', () => {
    expect(parseConfig({})).toEqual({
      PORT: 8090,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      SEED_OFFERS: 30_000,
      TRUST_PROXY: false,
      PGLITE_THREAD: 'worker',
      API_PROCESSES: 1,
      DATABASE_READ_URLS: [],
      METRICS_ALLOW: ['loopback'],
      OTEL_SERVICE_NAME: 'travel-api',
    });
  });
  it('lets /metrics be read by listed addresses or a long bearer token, and traces only with an http(s) endpoint', () => {
    expect(parseConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5' }).METRICS_ALLOW).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(parseConfig({ METRICS_ALLOW: 'none' }).METRICS_ALLOW).toEqual([]);
    expect(() => parseConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW: .*not understood: everyone/);
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://collector:4318');
    expect(() => parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
  it('runs several API processes only on PostgreSQL: auto, or a number', () => {
    const pg = { DATABASE_URL: 'postgres://u@h/db' };
    expect(parseConfig({ ...pg, API_PROCESSES: 'auto' }).API_PROCESSES).toBe('auto');
    expect(parseConfig({ ...pg, API_PROCESSES: '4' }).API_PROCESSES).toBe(4);
    expect(parseConfig({ API_PROCESSES: '1' }).API_PROCESSES).toBe(1);
    expect(() => parseConfig({ API_PROCESSES: '2' })).toThrow(/API_PROCESSES: more than one API process needs DATABASE_URL/);
    expect(() => parseConfig({ API_PROCESSES: 'auto' })).toThrow(/API_PROCESSES: more than one/);
    expect(() => parseConfig({ ...pg, API_PROCESSES: 'many' })).toThrow(/API_PROCESSES: must be auto or a whole number/);
    expect(() => parseConfig({ ...pg, API_PROCESSES: '0' })).toThrow(/API_PROCESSES/);
  });
  it('runs PGlite in a worker thread unless PGLITE_THREAD=main, and refuses any other value', () => {
    expect(pgliteThreadFromEnv({})).toBe('worker');
    expect(pgliteThreadFromEnv({ PGLITE_THREAD: '' })).toBe('worker');
    expect(pgliteThreadFromEnv({ PGLITE_THREAD: 'main' })).toBe('main');
    expect(parseConfig({ PGLITE_THREAD: 'main' }).PGLITE_THREAD).toBe('main');
    expect(() => pgliteThreadFromEnv({ PGLITE_THREAD: 'thread' })).toThrow(/PGLITE_THREAD: must be main or worker/);
    expect(() => parseConfig({ PGLITE_THREAD: 'thread' })).toThrow(/PGLITE_THREAD/);
  });
  it('reads DATABASE_URL and numbers', () => {
    expect(parseConfig({ PORT: '9000', DATABASE_URL: 'postgres://u@h/db', SEED_OFFERS: '0' })).toMatchObject({
      PORT: 9000,
      DATABASE_URL: 'postgres://u@h/db',
      SEED_OFFERS: 0,
    });
  });
  it('reads DATABASE_READ_URLS as a list of replicas of DATABASE_URL, and refuses them without it', () => {
    const primary = 'postgres://u@primary/db';
    expect(parseConfig({}).DATABASE_READ_URLS).toEqual([]);
    expect(
      parseConfig({ DATABASE_URL: primary, DATABASE_READ_URLS: 'postgres://u@r1/db, postgresql://u@r2/db' }).DATABASE_READ_URLS,
    ).toEqual(['postgres://u@r1/db', 'postgresql://u@r2/db']);
    expect(parseApiSettings({ DATABASE_URL: primary, DATABASE_READ_URLS: 'postgres://u@r1/db' }).databaseReadUrls).toEqual([
      'postgres://u@r1/db',
    ]);
    expect(() => parseConfig({ DATABASE_READ_URLS: 'postgres://u@r1/db' })).toThrow(/DATABASE_READ_URLS: needs DATABASE_URL/);
    expect(() => parseConfig({ DATABASE_URL: primary, DATABASE_READ_URLS: 'mysql://r1/db' })).toThrow(/DATABASE_READ_URLS: must be/);
    expect(() => parseApiSettings({ DATABASE_READ_URLS: 'postgres://u@r1/db' })).toThrow(/DATABASE_READ_URLS: needs DATABASE_URL/);
  });

  it('trusts no proxy unless TRUST_PROXY names one: true, or addresses and ranges', () => {
    const trust = (value: string) => parseConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('loopback')).toEqual(['loopback']);
    expect(trust(' loopback, 10.0.0.0/8 ,fd00::/8,192.168.1.7 ')).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.168.1.7']);
  });
  it('refuses a TRUST_PROXY it cannot read, quoting the part', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be false, true, or a comma-separated list[\s\S]*"yes"/);
    // Fastify 5 would trust nobody with a hop count: refused rather than silently ignored.
    expect(() => parseConfig({ TRUST_PROXY: '2' })).toThrow(/a hop count is not supported/);
    expect(() => parseConfig({ TRUST_PROXY: 'loopback,10.0.0.0/33' })).toThrow(/not understood: "10\.0\.0\.0\/33"/);
    expect(() => parseConfig({ TRUST_PROXY: 'loopback,,10.0.0.1' })).toThrow(ConfigError);
  });
  it('stops with a message naming every wrong variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT: [\s\S]*DATABASE_URL: must be a postgres/);
  });
});

describe('parseApiSettings: what the API plugin reads, parsed once by the host', () => {
  it('gives the development settings for an empty environment', () => {
    const settings = parseApiSettings({});
    expect(settings.payments.gateway).toBe('sandbox');
    expect(settings.marketing.secret).toBe(SANDBOX_MARKETING_SECRET);
    expect(settings.demoAccounts).toBe(true);
    expect(settings.pgliteThread).toBe('worker');
    expect(settings.idempotencyLeaseMs).toBe(30_000);
    expect(settings.outbox).toEqual({ leaseMs: 60_000, intervalMs: 10_000 });
    expect(settings.production).toBe(false);
  });

  it('reads each variable it owns', () => {
    const settings = parseApiSettings({
      PGLITE_THREAD: 'main',
      IDEMPOTENCY_LEASE_MS: '5000',
      OUTBOX_INTERVAL_MS: '0',
      DEMO_ACCOUNTS: '0',
      STAFF_CMS_URL: 'https://cms.example/',
      REVIEW_LINK_SECRET: 'r'.repeat(32),
      MARKETING_SECRET: 'm'.repeat(32),
    });
    expect(settings).toMatchObject({
      pgliteThread: 'main',
      idempotencyLeaseMs: 5000,
      outbox: { intervalMs: 0 },
      demoAccounts: false,
      staffLinks: { cms: 'https://cms.example/' },
      reviewLinkSecret: 'r'.repeat(32),
      marketing: { secret: 'm'.repeat(32) },
    });
  });

  it('names every bad or missing variable in one error, production refusing the development secrets', () => {
    const parse = () => parseApiSettings({ NODE_ENV: 'production', PGLITE_THREAD: 'thread', OUTBOX_LEASE_MS: '1' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/^Invalid API configuration:/);
    for (const variable of ['PGLITE_THREAD', 'OUTBOX_LEASE_MS', 'MARKETING_SECRET', 'REVIEW_LINK_SECRET']) expect(parse).toThrow(variable);
  });
});
