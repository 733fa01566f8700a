import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTHCHECK_COOKIE } from '@travel/contracts/events';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@travel/contracts';
import { readCookie, setCookie } from '../lib/cookies';

/**
 * Over HTTPS (`request.protocol`, which honours X-Forwarded-Proto only from TRUST_PROXY hops) the
 * id travels in `__Host-session`, Secure; over plain HTTP in `session`. Each protocol reads only
 * its own name, so a cookie planted over HTTP is never taken for the HTTPS one.
 */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request, sessionCookieName(request));
}

/** The HttpOnly session id and the readable `authcheck=1` marker (docs/product/roles.md), for as long as the session may live. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  const secure = request.protocol === 'https';
  setCookie(reply, sessionCookieName(request), token, maxAgeSeconds, { secure });
  setCookie(reply, AUTHCHECK_COOKIE, '1', maxAgeSeconds, { httpOnly: false, secure });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.protocol === 'https';
  setCookie(reply, sessionCookieName(request), '', 0, { secure });
  setCookie(reply, AUTHCHECK_COOKIE, '', 0, { httpOnly: false, secure });
}
