import { SIGN_IN_PAGE_PATH } from '@travel/contracts/routes';

/**
 * Where to go after signing in: the `next` the sign-in link carried, if it is a path of this site.
 * Anything else (another origin, `//evil.example`, `/\evil`, a `javascript:` URL, the sign-in page
 * itself) goes home, so the page cannot be used to send a fresh session to another site.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const base = 'https://shop.invalid';
    const url = new URL(next, base);
    if (url.origin !== base || url.pathname === SIGN_IN_PAGE_PATH) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
