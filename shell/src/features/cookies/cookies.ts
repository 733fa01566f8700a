/**
 * The shell's cookie access, shared by app-start (authcheck, favourites) and cookie-consent.
 * Kept as a leaf module with no feature logic so other features may import it (see ADR 0030).
 */

/** Reads one cookie from a `document.cookie` string; `null` when absent. */
export function readCookie(name: string, cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeDays: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
  secure?: boolean;
}

/** Builds a `document.cookie` assignment: Max-Age in seconds, SameSite=Lax by default. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round(options.maxAgeDays * 86_400)}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  const secure = options.secure ?? globalThis.location?.protocol === 'https:';
  // oxlint-disable-next-line unicorn/no-document-cookie -- the consent cookie must be readable by the server and by every remote
  document.cookie = serializeCookie(name, value, { ...options, secure });
}
