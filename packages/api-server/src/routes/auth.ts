import type { FastifyInstance } from 'fastify';
import { AUTHCHECK_COOKIE } from '@travel/contracts/events';
import { endpoints as ep, INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from '@travel/contracts';
import { dummyHash, verifyPassword } from '../auth/passwords';
import { clearSessionCookies, readSessionToken, setSessionCookies } from '../auth/session-cookies';
import { createSession, deleteSession, type SessionUser } from '../auth/sessions';
import { accountRetryAfter, clearFailures, recordFailure } from '../auth/throttle';
import { findUserByEmail } from '../auth/users';
import { readCookie } from '../lib/cookies';
import { HttpError, route } from '../lib/http';
import type { Deps } from './deps';

const ANONYMOUS = { authenticated: false, user: null, roles: [] };

const userInfoOf = (user: SessionUser) => ({
  authenticated: true,
  user: { id: user.id, email: user.email, name: user.displayName ?? '' },
  roles: user.roles,
});

/** `/auth/`: sign-in, sign-out and the signed-in user (docs/adr/0140-staff-sign-in.md). */
export async function authRoutes(app: FastifyInstance, { db, now }: Deps): Promise<void> {
  route(app, ep.authUserInfo, async ({ req, reply }) => {
    const user = await req.server.sessionUserOf(req);
    if (user !== null) return userInfoOf(user);
    // A session that timed out: drop the marker too, so the shell stops asking on every page.
    if (readSessionToken(req) !== undefined || readCookie(req, AUTHCHECK_COOKIE) !== undefined) clearSessionCookies(req, reply);
    return ANONYMOUS;
  });

  route(app, ep.authSignIn, async ({ body, req, reply }) => {
    const at = now();
    const wait = await accountRetryAfter(db, body.email, at);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'Too many failed sign-ins for this account, try again later', undefined, {
        code: TOO_MANY_ATTEMPTS,
        retryAfterSeconds: wait,
      });
    }
    const user = await findUserByEmail(db, body.email);
    // An unknown e-mail costs one scrypt too, so timing does not tell which accounts exist.
    const matches = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash()));
    if (user === undefined || !matches) {
      await recordFailure(db, body.email, at);
      req.log.info({ account: body.email }, 'sign-in failed');
      throw new HttpError(401, 'Wrong e-mail or password', undefined, { code: INVALID_CREDENTIALS });
    }
    await clearFailures(db, body.email);
    // A new id on every sign-in; whatever session the browser held before is ended.
    const previous = readSessionToken(req);
    if (previous !== undefined) await deleteSession(db, previous);
    const session = await createSession(db, user.id, at);
    setSessionCookies(req, reply, session.token, session.maxAgeSeconds);
    req.log.info({ userId: user.id }, 'signed in');
    return userInfoOf(user);
  });

  route(app, ep.authSignOut, async ({ req, reply }) => {
    const token = readSessionToken(req);
    if (token !== undefined) await deleteSession(db, token);
    clearSessionCookies(req, reply);
    return { signedOut: true as const };
  });
}
