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

/** Sets a cookie, HttpOnly unless it is a marker the page's scripts must read. Several calls add up. */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
  { httpOnly = true }: { httpOnly?: boolean } = {},
): void {
  const flags = httpOnly ? '; HttpOnly' : '';
  reply.header('set-cookie', `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}${flags}; SameSite=Lax`);
}
