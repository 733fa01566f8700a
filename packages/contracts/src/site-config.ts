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

/** The id of the data block holding the site config in the HTML. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
/** The id of the data block holding the remote registry (same shape as `GET /remotes.json`). */
export const REMOTE_REGISTRY_ELEMENT_ID = 'remote-registry';
