import { ConfigError } from './config';

/** The site server's own address without `BASE_URL` on its default port (shell/server config). */
export const SITE_DEFAULT_ADDRESS = 'http://localhost:8080';

/**
 * The standalone API writes the shop's address into e-mails and the payment gateway's return and
 * notification addresses, but it does not serve the pages: the site server in front of it does,
 * on an address the API cannot see (docs/product/page-metadata.md, the public address; never a
 * request's Host). So in production `BASE_URL` is required; elsewhere the site server's default
 * address stands in, and the start says so, since a site on another port needs it set.
 * Undefined: nothing to say.
 */
export function standaloneBaseUrlWarning(env: Record<string, string | undefined>): string | undefined {
  if (env.BASE_URL !== undefined && env.BASE_URL.trim() !== '') return undefined;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid API configuration:\n  BASE_URL: required in production (the address shoppers reach the shop at, for e-mails and the payment gateway)',
    );
  }
  return `BASE_URL is not set: e-mails and the payment gateway will point to ${SITE_DEFAULT_ADDRESS} (the site server's default address); set BASE_URL when the site serves another one`;
}
