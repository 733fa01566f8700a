import type { BrowserOptions } from '@sentry/react';
import type { SiteConfig } from '@travel/contracts/site-config';

/** docs/product/shell-and-ui.md: error-reporting trace sample rate. */
export const TRACES_SAMPLE_RATE = 0.05;

/** docs/product/shell-and-ui.md: noise the error reporting ignores. */
export const IGNORED_ERRORS: ReadonlyArray<string | RegExp> = [
  'Script error',
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  'Cannot redefine property: googletag',
];

/** Health checks are machine traffic, not user transactions (docs/product/shell-and-ui.md). */
export const HEALTH_CHECK_PATHS = ['/health', '/api/health', '/next-api/build-id'] as const;

/** Whole-name match: `/api/health`, `GET /health/`, `/next-api/build-id/?x`, not `/api/healthy`. */
const HEALTH_CHECK_TRANSACTION = /^(?:[A-Z]+ )?(?:https?:\/\/[^/]+)?\/(?:health|api\/health|next-api\/build-id)\/?(?:[?#].*)?$/;

export function isHealthCheckTransaction(name: string | undefined): boolean {
  if (!name) return false;
  let path = name.replace(/^[A-Z]+ /, '');
  try {
    path = new URL(path, 'http://x').pathname;
  } catch {
    // Not a URL: compare the name as it is.
  }
  const trimmed = path.replace(/\/+$/, '');
  return HEALTH_CHECK_PATHS.some((p) => trimmed === p);
}

export type SentryConfig = Pick<SiteConfig, 'sentryDsn' | 'environment'> & { release?: string };

/** The options Sentry starts with, or `null` when there is no DSN: reporting stays off. */
export function buildSentryOptions(config: SentryConfig): BrowserOptions | null {
  if (!config.sentryDsn) return null;
  const options: BrowserOptions = {
    dsn: config.sentryDsn,
    environment: config.environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    ignoreErrors: [...IGNORED_ERRORS],
    beforeSendTransaction: (event) => (isHealthCheckTransaction(event.transaction) ? null : event),
    // The same filter for SDK versions that drop `beforeSendTransaction` (announced for v12).
    ignoreTransactions: [HEALTH_CHECK_TRANSACTION],
  };
  if (config.release) options.release = config.release;
  return options;
}
