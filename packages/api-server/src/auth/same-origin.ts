import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence of every state-changing call (docs/adr/0140-staff-sign-in.md, "CSRF"), on top of
 * the SameSite=Lax cookies: a browser names the page that sent a request, and a page of another
 * site may not change anything here.
 *
 * - `Sec-Fetch-Site: cross-site` (or `same-site`: a sibling subdomain is another party) → refused;
 * - else `Origin` must be this server's own origin (`null`, sent by sandboxed frames and some
 *   redirects, is refused too);
 * - without `Origin`, a `Referer` must be of this origin;
 * - with neither, the request did not come from a browser page (every current browser sends
 *   `Origin` on POST, PUT, PATCH and DELETE): curl, the site server itself, a health probe. It is
 *   accepted: such a caller holds no visitor's cookies, so there is no forgery to stop.
 *
 * Returns why a request is refused, or undefined when it may go on.
 */
export function crossOriginReason(request: FastifyRequest): string | undefined {
  if (!STATE_CHANGING.has(request.method)) return undefined;
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return `Sec-Fetch-Site ${fetchSite}`;
  const own = ownOrigin(request);
  const origin = header(request, 'origin');
  if (origin !== undefined) return sameOrigin(origin, own) ? undefined : `Origin ${origin}`;
  const referer = header(request, 'referer');
  if (referer !== undefined) return sameOrigin(referer, own) ? undefined : 'Referer of another origin';
  return undefined;
}

function sameOrigin(url: string, own: string | undefined): boolean {
  const origin = originOf(url);
  return origin !== undefined && origin === own;
}

/** Fastify `onRequest` hook form: a 403 naming the rule, before any body is read. */
export async function refuseCrossOrigin(request: FastifyRequest): Promise<void> {
  const reason = crossOriginReason(request);
  if (reason === undefined) return;
  request.log.warn({ reason, url: request.url }, 'cross-origin state-changing request refused');
  throw new HttpError(403, 'Cross-origin request refused', undefined, { code: 'cross-origin' });
}

/** This server as the browser sees it: protocol and host honour X-Forwarded-* from TRUST_PROXY hops only. */
function ownOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
