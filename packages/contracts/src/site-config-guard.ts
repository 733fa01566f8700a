import type { SiteConfig } from './site-config';

/** The id of the data block holding the site config in the HTML. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
/** The id of the data block holding the remote registry (same shape as `GET /remotes.json`). */
export const REMOTE_REGISTRY_ELEMENT_ID = 'remote-registry';

/** What `z.string().url()` accepts: anything the WHATWG URL parser reads, once trimmed. */
function isUrl(value: string): boolean {
  try {
    return new URL(value.trim()) instanceof URL;
  } catch {
    return false;
  }
}

/**
 * `siteConfigSchema` (./site-config) as a plain check: the shell reads the config on every page,
 * and zod would cost every first paint 9-24 KB brotli (docs/adr/0192-first-load-budget.md).
 * `__tests__/first-load-guards.test.ts` holds the two to the same answers.
 */
export function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { baseUrl, environment, sentryDsn, mapTileUrl } = value as Record<string, unknown>;
  return (
    typeof baseUrl === 'string' &&
    isUrl(baseUrl) &&
    typeof environment === 'string' &&
    environment.length > 0 &&
    (sentryDsn === null || typeof sentryDsn === 'string') &&
    typeof mapTileUrl === 'string'
  );
}
