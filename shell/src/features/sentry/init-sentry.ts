import { browserTracingIntegration, init } from '@sentry/react';
import { siteConfigSchema, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@travel/contracts/site-config';
import { buildSentryOptions, type SentryConfig } from './sentry-options';

/** Starts error reporting; returns whether it is on (it is off without a DSN). */
export function initSentry(config: SentryConfig): boolean {
  const options = buildSentryOptions(config);
  if (!options) return false;
  init({ ...options, integrations: [browserTracingIntegration()] });
  return true;
}

/** Reads the site config the site server embeds; `null` when it is missing or malformed. */
export function readSiteConfig(doc: Document = document): SiteConfig | null {
  const text = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = siteConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What bootstrap calls before the first render: reads the embedded site config and starts error
 * reporting from it, tagged with the shell build. Off (and `false`) without a config or a DSN.
 */
export function initSentryFromPage(release: string, doc: Document = document): boolean {
  const config = readSiteConfig(doc);
  if (!config) return false;
  return initSentry({ sentryDsn: config.sentryDsn, environment: config.environment, release });
}
