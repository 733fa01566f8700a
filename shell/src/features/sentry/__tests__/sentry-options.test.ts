import type { BrowserOptions } from '@sentry/react';
import { buildSentryOptions, isHealthCheckTransaction } from '../sentry-options';
import { readSiteConfig } from '../site-config';

type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];

const DSN = 'https://key@o1.ingest.example.io/42';

describe('sentry options', () => {
  it('are null without a DSN, so reporting stays off', () => {
    expect(buildSentryOptions({ sentryDsn: null, environment: 'production' })).toBeNull();
    expect(buildSentryOptions({ sentryDsn: '', environment: 'production' })).toBeNull();
  });

  it('sample 5% of traces and ignore the spec’s noise', () => {
    const options = buildSentryOptions({ sentryDsn: DSN, environment: 'staging', release: 'shell-42' });
    expect(options).toMatchObject({ dsn: DSN, environment: 'staging', release: 'shell-42', tracesSampleRate: 0.05 });
    expect(options?.ignoreErrors).toEqual(
      expect.arrayContaining([
        'Script error',
        'ResizeObserver loop limit exceeded',
        'ResizeObserver loop completed with undelivered notifications',
        'Cannot redefine property: googletag',
      ]),
    );
  });

  it('drop transactions of health-check paths and keep the rest', () => {
    const options = buildSentryOptions({ sentryDsn: DSN, environment: 'production' });
    const send = options?.beforeSendTransaction;
    if (!send) throw new Error('beforeSendTransaction missing');
    const event = (transaction: string) => ({ type: 'transaction', transaction }) as TransactionEvent;
    expect(send(event('/api/health'), {})).toBeNull();
    expect(send(event('GET /health/'), {})).toBeNull();
    expect(send(event('/next-api/build-id/'), {})).toBeNull();
    expect(send(event('/last-minute/egipt/'), {})).toEqual(event('/last-minute/egipt/'));
  });

  it('match health paths exactly, not by prefix', () => {
    expect(isHealthCheckTransaction('/api/health?x=1')).toBe(true);
    expect(isHealthCheckTransaction('/api/healthy-food/')).toBe(false);
    expect(isHealthCheckTransaction(undefined)).toBe(false);
  });
});

describe('site config', () => {
  it('is read from the JSON block the server embeds', () => {
    document.body.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify({
      baseUrl: 'https://podrozownia.pl',
      environment: 'production',
      sentryDsn: DSN,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    })}</script>`;
    expect(readSiteConfig()).toMatchObject({ sentryDsn: DSN, environment: 'production' });
  });

  it('is null when missing or malformed', () => {
    document.body.innerHTML = '';
    expect(readSiteConfig()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="site-config">{nope</script>';
    expect(readSiteConfig()).toBeNull();
  });
});

describe('ignoreTransactions', () => {
  it('holds the same whole-name health filter', () => {
    const [pattern] = buildSentryOptions({ sentryDsn: DSN, environment: 'production' })?.ignoreTransactions ?? [];
    if (!(pattern instanceof RegExp)) throw new Error('expected a RegExp');
    expect(['/health', 'GET /api/health/', '/next-api/build-id/'].every((n) => pattern.test(n))).toBe(true);
    expect(['/api/healthy', '/hotel/health-spa/'].some((n) => pattern.test(n))).toBe(false);
  });
});
