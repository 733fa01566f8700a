import type { FastifyInstance } from 'fastify';
import type { SiteServerConfig } from '../../config';

/**
 * The Content-Security-Policy of every response (see docs/adr/0020-site-server-csp-and-caching.md).
 * Scripts only from our origin: the HTML carries data blocks (`application/json`,
 * `application/ld+json`), which browsers never execute, so no inline script needs allowing.
 */
export function contentSecurityPolicy(config: Pick<SiteServerConfig, 'sentryDsn' | 'mapTileUrl'>): string {
  const tileOrigins = config.mapTileUrl === '' ? [] : [new URL(config.mapTileUrl).origin];
  const connect = ["'self'"];
  const sentryOrigin = config.sentryDsn === undefined ? undefined : new URL(config.sentryDsn).origin;
  if (sentryOrigin) connect.push(sentryOrigin);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React style props go through CSSOM (not blocked by CSP), but runtime-inserted <style>
    // elements (style-loader, map widgets) are; styles cannot run code, scripts can.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: for photo previews in the review form before upload.
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: SiteServerConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    // Only features the shop could plausibly use, each limited to our own origin.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  // HSTS only makes sense (and is only honoured) when the public address is https.
  if (config.baseUrl.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/** Adds the security headers to every response, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance, config: SiteServerConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
