import { createHash, randomBytes } from 'node:crypto';
import { STATUS_CODES, type ServerOptions as HttpServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { SiteServerConfig } from '../../config';

/** Where browsers send CSP violation reports (`report-uri`, and the `report-to` group below). */
export const CSP_REPORT_PATH = '/next-api/csp-report/';
/** The Reporting API group of `report-to`, named in the `Reporting-Endpoints` header. */
export const CSP_REPORT_GROUP = 'csp';

/** What one HTML response adds to the policy (docs/adr/0146-csp-nonces-and-violation-reports.md). */
export interface PagePolicySources {
  /** This response's nonce: allows exactly the `<style nonce>` elements the server wrote into it. */
  readonly nonce: string;
  /** `'sha256-…'` of each `style="…"` value in the server-rendered markup (`'unsafe-hashes'`). */
  readonly styleAttributeHashes?: readonly string[] | undefined;
}

/** A fresh nonce per HTML response: 128 random bits, base64 (CSP3 `base64-value`). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** `'sha256-…'` of a CSS text as CSP hashes it (UTF-8 bytes, base64 digest). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy (see docs/adr/0020-site-server-csp-and-caching.md and ADR 0146).
 * No `'unsafe-inline'` and no `'unsafe-eval'` anywhere. Scripts only from our origin: the HTML
 * carries data blocks (`application/json`, `application/ld+json`), which browsers never execute.
 * Styles from our origin; an HTML page adds its response's nonce (the first paint's inlined
 * `<style>` elements) and the hashes of the `style` attributes its server-rendered markup holds.
 * Violations are reported to our own endpoint (`report-to` where supported, else `report-uri`).
 */
export function contentSecurityPolicy(config: Pick<SiteServerConfig, 'sentryDsn' | 'mapTileUrl'>, page?: PagePolicySources): string {
  const tileOrigins = config.mapTileUrl === '' ? [] : [new URL(config.mapTileUrl).origin];
  const connect = ["'self'"];
  const sentryOrigin = config.sentryDsn === undefined ? undefined : new URL(config.sentryDsn).origin;
  if (sentryOrigin) connect.push(sentryOrigin);
  const attributeHashes = page?.styleAttributeHashes ?? [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React style props set in the browser go through CSSOM, which CSP does not govern; <style>
    // elements need this response's nonce, style="…" attributes (server markup) their hash.
    'style-src': page ? ["'self'", `'nonce-${page.nonce}'`] : ["'self'"],
    ...(attributeHashes.length > 0 ? { 'style-src-attr': ["'unsafe-hashes'", ...attributeHashes] } : {}),
    // blob: for photo previews in the review form before upload.
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: SiteServerConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    // The `report-to` group of the CSP (relative: resolved against the response's URL).
    'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    // Only features the shop could plausibly use, each limited to our own origin.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    // OWASP Secure Headers Project review (docs/adr/0140-staff-sign-in.md, "Security headers"):
    // no other site may load our answers as its own images or scripts (their pages are no-cors loads);
    'cross-origin-resource-policy': 'same-origin',
    // no Flash/PDF cross-domain policy files are honoured;
    'x-permitted-cross-domain-policies': 'none',
    // the legacy XSS auditor is off (it could be abused to leak data; the CSP does its job).
    'x-xss-protection': '0',
  };
  // HSTS only makes sense (and is only honoured) when the public address is https.
  if (config.baseUrl.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/**
 * Adds the security headers to every response, errors and 404s included. A request of HTTP/1.1 or
 * later without a Host header is refused here (400), where the headers apply; Node's parser would
 * refuse it with a bare 400 before any hook (`requireHostHeader: false` in `preRoutingErrorHandlers`).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: SiteServerConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (request, reply) => {
    const { host } = request.headers;
    const { httpVersionMajor: major, httpVersionMinor: minor } = request.raw;
    if ((host === undefined || host.trim() === '') && (major > 1 || (major === 1 && minor >= 1))) {
      return reply.code(400).header('cache-control', 'no-store').send({ error: 'missing-host' });
    }
    return undefined;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}

/**
 * Fastify options for the answers given before routing, where no hook runs: Fastify's own 400
 * for a URL it cannot decode (`frameworkErrors`), and the 400/408/431 Node's HTTP parser makes
 * of a malformed request, a timeout or too large headers (`clientErrorHandler`, written straight
 * to the socket). Both carry the same security headers as every other response.
 */
export function preRoutingErrorHandlers(
  config: SiteServerConfig,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'requestTimeout'> & { http: HttpServerOptions } {
  const headers = { ...securityHeaders(config), 'cache-control': 'no-store' };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // Fastify sets no request timeout (0) on the server it makes, and the tracing server factory
  // makes its own: both get it. Node looks for overdue requests every `connectionsCheckingInterval`.
  const requestTimeout = config.requestTimeoutMs;
  return {
    requestTimeout,
    // The missing Host is answered by registerSecurityHeaders' hook, with the headers.
    http: {
      requireHostHeader: false,
      requestTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeout / 10))),
    },
    frameworkErrors: (error: FastifyError, _request: unknown, reply: FastifyReply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .code(status)
        .headers(headers)
        .send({ error: error.code === 'FST_ERR_BAD_URL' ? 'bad-url' : 'bad-request' });
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      // A reset connection has no one left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({ error: status === 431 ? 'headers-too-large' : status === 408 ? 'request-timeout' : 'bad-request' });
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}content-type: application/json; charset=utf-8\r\n` +
            `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
  };
}
