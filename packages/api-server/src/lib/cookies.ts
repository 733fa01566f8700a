import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reads one cookie from the request (a tiny parser: the API sets only one cookie of its own). */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Sets a cookie, HttpOnly unless it is a marker the page's scripts must read; `secure` when the
 * request came over HTTPS (the browser then never sends it in clear). Several calls add up.
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
  { httpOnly = true, secure = false }: { httpOnly?: boolean; secure?: boolean } = {},
): void {
  const flags = `${httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`;
  reply.header('set-cookie', `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}${flags}; SameSite=Lax`);
}
