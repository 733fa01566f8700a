import { COOKIE_CONSENT_COOKIE, COOKIE_LIFETIME_DAYS } from '@travel/contracts/events';
import { readCookie, writeCookie } from '../cookies/cookies';

export type ConsentChoice = 'all' | 'necessary';

/** `true` all cookies, `false` only the necessary ones, `null` not decided yet (or unreadable). */
export function readConsent(cookieString?: string): boolean | null {
  const value = readCookie(COOKIE_CONSENT_COOKIE, cookieString);
  if (value === 'all') return true;
  if (value === 'necessary') return false;
  return null;
}

/** Stored for the spec's cookie lifetime (30 days), SameSite=Lax, the whole site. */
export function storeConsent(choice: ConsentChoice): void {
  writeCookie(COOKIE_CONSENT_COOKIE, choice, { maxAgeDays: COOKIE_LIFETIME_DAYS, sameSite: 'Lax', path: '/' });
}
