import { readDataBlock } from '@travel/contracts/data-block';
import { siteConfigSchema, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@travel/contracts/site-config';
import { buildSentryOptions, type SentryConfig } from './sentry-options';

type SentryModule = typeof import('@sentry/react');

// @sentry/react is ~120 KB brotli: it is fetched only when a DSN turns reporting on, never on the
// first paint of a page without one.
let sentry: Promise<SentryModule> | null = null;

/** Starts error reporting; resolves whether it is on (it is off without a DSN). */
export async function initSentry(config: SentryConfig): Promise<boolean> {
  const options = buildSentryOptions(config);
  if (!options) return false;
  sentry = import('@sentry/react');
  const { init, browserTracingIntegration } = await sentry;
  init({ ...options, integrations: [browserTracingIntegration()] });
  return true;
}

/** Reports a message when error reporting is on; a no-op (and no download) when it is off. */
export function captureErrorMessage(message: string, extra: Record<string, unknown>): void {
  void sentry?.then(({ captureMessage }) => captureMessage(message, { level: 'error', extra }));
}

/** Reads the site config the site server embeds; `null` when it is missing or malformed. */
export function readSiteConfig(doc: Document = document): SiteConfig | null {
  return readDataBlock(doc, SITE_CONFIG_ELEMENT_ID, siteConfigSchema) ?? null;
}

/**
 * What bootstrap calls before the first render: reads the embedded site config and starts error
 * reporting from it, tagged with the shell build. Off (and `false`) without a config or a DSN.
 */
export async function initSentryFromPage(release: string, doc: Document = document): Promise<boolean> {
  const config = readSiteConfig(doc);
  if (!config) return false;
  return initSentry({ sentryDsn: config.sentryDsn, environment: config.environment, release });
}
