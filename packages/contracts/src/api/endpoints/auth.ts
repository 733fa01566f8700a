import { endpoint, SIGN_IN_LIMIT } from './endpoint';
import * as auth from '../auth';
import * as c from '../content';

/** Staff sign-in and the signed-in user (docs/product/roles.md). */
export const authEndpoints = {
  authUserInfo: endpoint({
    method: 'GET',
    path: '/auth/user-info/',
    summary: 'The signed-in user and roles; anonymous when the session cookie is missing, expired or unknown',
    response: c.userInfoResponse,
  }),
  authSignIn: endpoint({
    method: 'POST',
    path: '/auth/login/',
    summary: 'Signs in with e-mail and password: a fresh session (HttpOnly cookie) and the authcheck=1 marker',
    body: auth.signInBody,
    response: c.userInfoResponse,
    rateLimit: SIGN_IN_LIMIT,
    errors: {
      401: `Wrong e-mail or password (\`code: '${auth.INVALID_CREDENTIALS}'\`, the same for both)`,
      429: `Too many attempts from this address or for this account (\`code: '${auth.TOO_MANY_ATTEMPTS}'\`, \`Retry-After\`)`,
    },
  }),
  authSignOut: endpoint({
    method: 'POST',
    path: '/auth/logout/',
    summary: 'Signs out: deletes the session and clears both cookies (also when not signed in)',
    response: auth.signOutResponse,
  }),
} as const;
