import { buildSentryOptions, type SentryConfig } from './sentry-options';
import { readSiteConfig } from './site-config';

/** What the shell reports through once Sentry runs. */
export interface ErrorSink {
  captureException(error: unknown): void;
  captureMessage(message: string, context: { level: 'error'; extra: Record<string, unknown> }): void;
}

/**
 * Starts Sentry; resolves with it, or `null` when reporting is off (no DSN). @sentry/react
 * (~120 KB brotli) is a chunk of its own, fetched here only: `error-reporting.ts` calls this after
 * the page is interactive.
 */
export async function initSentry(config: SentryConfig): Promise<ErrorSink | null> {
  const options = buildSentryOptions(config);
  if (!options) return null;
  const { init, browserTracingIntegration, captureException, captureMessage } = await import('@sentry/react');
  init({ ...options, integrations: [browserTracingIntegration()] });
  return { captureException: (error) => captureException(error), captureMessage: (message, context) => captureMessage(message, context) };
}

/** Reads the embedded site config and starts Sentry from it, tagged with the shell build. */
export async function initSentryFromPage(release: string, doc: Document = document): Promise<ErrorSink | null> {
  const config = readSiteConfig(doc);
  if (!config) return null;
  return initSentry({ sentryDsn: config.sentryDsn, environment: config.environment, release });
}
