import { z } from 'zod';

/**
 * What the site server tells the browser about its deployment, embedded in every page as
 * `<script type="application/json" id="site-config">` (shell/server). Parse it with this schema.
 */
export const siteConfigSchema = z.object({
  /** Public address of the site, no trailing slash: canonical links, share URLs. */
  baseUrl: z.string().url(),
  /** `production`, `staging`, `development`…: error reporting and dev-only toasts key off it. */
  environment: z.string().min(1),
  /** Sentry DSN; null turns error reporting off. */
  sentryDsn: z.string().nullable(),
  /** Map tile URL template with `{z}`, `{x}`, `{y}`; its origin is allowed by the CSP. */
  mapTileUrl: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export { isSiteConfig, REMOTE_REGISTRY_ELEMENT_ID, SITE_CONFIG_ELEMENT_ID } from './site-config-guard';
