import { z } from 'zod';

/**
 * Staff sign-in (docs/adr/0140-staff-sign-in.md). The session lives in the database; the browser
 * holds only its id in an HttpOnly cookie, plus the readable `authcheck=1` marker (docs/product/roles.md)
 * that tells the shell a user is worth asking for.
 */

export { SIGN_IN_PAGE_PATH } from '../routes/shell';

/** The session id cookie over plain HTTP (local runs). */
export const SESSION_COOKIE = 'session';
/**
 * Over HTTPS: the `__Host-` prefix makes the browser refuse the cookie unless it is `Secure`,
 * `Path=/` and has no `Domain`, so no sibling host or plain-HTTP page can plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-session';

/** Longest accepted password (scrypt hashes any length; this only bounds the work a request costs). */
export const PASSWORD_MAX_LENGTH = 256;
/** Shortest password the user CLI accepts. */
export const PASSWORD_MIN_LENGTH = 12;

export const signInBody = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.infer<typeof signInBody>;

export const signOutResponse = z.object({ signedOut: z.literal(true) });

/** `401` of a failed sign-in: the same answer whether the e-mail or the password was wrong. */
export const INVALID_CREDENTIALS = 'invalid-credentials';
/** `429` of a throttled sign-in; `Retry-After` says when to try again. */
export const TOO_MANY_ATTEMPTS = 'too-many-attempts';
