import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRole } from '@travel/contracts/events';
import { HttpError } from '../lib/http';

/**
 * The one guard of every staff call: 401 when nobody is signed in (or the session has timed
 * out), 403 when the user has none of the roles. The browser's menu only hides links; this is the
 * check. Endpoints declaring `roles` in the contracts get it from `route()`; a route registered by
 * hand adds it as `preHandler: requireRole('ROLE_ADMIN')`.
 */
export function requireRole(...roles: readonly UserRole[]): preHandlerAsyncHookHandler {
  if (roles.length === 0) throw new Error('requireRole needs at least one role');
  return async (request: FastifyRequest) => {
    const user = await request.server.sessionUserOf(request);
    if (user === null) throw new HttpError(401, 'Sign in first', undefined, { code: 'not-signed-in' });
    if (!user.roles.some((role) => roles.includes(role))) {
      throw new HttpError(403, 'Your account may not use this call', undefined, { code: 'role-missing' });
    }
  };
}
