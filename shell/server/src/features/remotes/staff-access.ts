import type { FastifyRequest } from 'fastify';
import { userInfoResponse } from '@travel/contracts';
import { permissionsFor, type RolePermissions, type UserRole } from '@travel/contracts/events';
import { STAFF_ROUTES } from '@travel/contracts/routes';

/**
 * Decides whether a request may see staff-only `*_debug` remotes (registry entries and files).
 * The answer comes from the session the request's cookie names, read by the API, never from a
 * header the browser chooses (docs/adr/0140-staff-sign-in.md).
 */
export type StaffAccessCheck = (request: FastifyRequest, remoteName: string) => boolean | Promise<boolean>;

export const denyStaffAccess: StaffAccessCheck = () => false;

const DEBUG_SUFFIX = '_debug';

export function isStaffRemote(name: string): boolean {
  return name.endsWith(DEBUG_SUFFIX);
}

/** The roles of the signed-in user of a request, or null for a visitor (or when it cannot be told). */
export type SessionRolesReader = (request: FastifyRequest) => Promise<readonly UserRole[] | null>;

/** Which signed-in roles may load a given `*_debug` remote. */
export type StaffRemotePolicy = (roles: readonly UserRole[], remoteName: string) => boolean;

/**
 * The default policy: a role may load a `*_debug` container when it may open one of the container's
 * pages (`STAFF_ROUTES`): ROLE_ADMIN and ROLE_AI_SEO get `search_debug`, only ROLE_ADMIN gets
 * `reviews_debug`; a container no staff page names is refused. Which tool each role may use is
 * still the API's check on every staff call.
 */
export const staffPagePermission: StaffRemotePolicy = (roles, remoteName) => {
  const can = permissionsFor({ roles: [...roles] });
  return STAFF_ROUTES.some((route) => route.remote === remoteName && can[route.permission]);
};

/** Staff access from the session's roles (looked up once per request); a failed lookup refuses. */
export function sessionStaffAccess(
  readRoles: SessionRolesReader,
  warn: (message: string, error: unknown) => void,
  policy: StaffRemotePolicy = staffPagePermission,
): StaffAccessCheck {
  const looked = new WeakMap<FastifyRequest, Promise<readonly UserRole[] | null>>();
  return async (request, remoteName) => {
    let roles = looked.get(request);
    if (roles === undefined) {
      roles = readRoles(request).catch((error: unknown) => {
        warn('staff access: session lookup failed, refusing', error);
        return null;
      });
      looked.set(request, roles);
    }
    const found = await roles;
    return found !== null && policy(found, remoteName);
  };
}

/** Only a request carrying a cookie can have a session: the others need no lookup. */
const hasCookie = (request: FastifyRequest): boolean => (request.headers.cookie ?? '') !== '';

/** The API mounted in this process: its own session lookup (handed over by `onSessionLookup`). */
export function inProcessRolesReader(
  lookup: () => ((request: FastifyRequest) => Promise<{ roles: readonly UserRole[] } | null>) | undefined,
): SessionRolesReader {
  return async (request) => {
    const find = lookup();
    if (find === undefined || !hasCookie(request)) return null;
    return (await find(request))?.roles ?? null;
  };
}

/**
 * The API at API_URL: `GET /api/auth/user-info/` with the visitor's cookie, and the protocol and
 * address as this server saw them (the API trusts them from the site server through TRUST_PROXY).
 */
export function remoteRolesReader(apiUrl: string, timeoutMs: number): SessionRolesReader {
  return async (request) => {
    if (!hasCookie(request)) return null;
    const response = await fetch(`${apiUrl}/api/auth/user-info/`, {
      headers: {
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        'x-forwarded-proto': request.protocol,
        'x-forwarded-for': request.ip,
        ...(request.host ? { 'x-forwarded-host': request.host } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`user-info answered ${response.status}`);
    const info = userInfoResponse.parse(await response.json());
    return info.authenticated ? info.roles : null;
  };
}

/** What a staff page (`STAFF_ROUTES`) answers a request: sign-in first, 403, or the page. */
export type StaffPageVerdict = 'sign-in' | 'forbidden' | 'allowed';
export type StaffPageAccess = (request: FastifyRequest, permission: keyof RolePermissions) => Promise<StaffPageVerdict>;

/** Staff pages by the session's roles; a failed lookup is treated as no session (sign in again). */
export function sessionStaffPages(readRoles: SessionRolesReader, warn: (message: string, error: unknown) => void): StaffPageAccess {
  return async (request, permission) => {
    const roles = await readRoles(request).catch((error: unknown) => {
      warn('staff page: session lookup failed', error);
      return null;
    });
    if (roles === null) return 'sign-in';
    return permissionsFor({ roles: [...roles] })[permission] ? 'allowed' : 'forbidden';
  };
}
