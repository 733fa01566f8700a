import type { FastifyRequest } from 'fastify';
import { userInfoResponse } from '@travel/contracts';
import { permissionsFor, type RolePermissions, type UserRole } from '@travel/contracts/events';

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
 * The default policy: a role allowing any debug tool of spec 000 §6 (ROLE_ADMIN, ROLE_AI_SEO) may
 * load any `*_debug` remote; which tool each role may use is the API's check on every staff call.
 * A policy per remote (SEO debug for ROLE_AI_SEO only, say) is passed to `sessionStaffAccess`.
 */
export const anyDebugPermission: StaffRemotePolicy = (roles) => {
  const can = permissionsFor({ roles: [...roles] });
  return can.debug || can.offerLayersDebug || can.seoDebug || can.hitOffersManagement;
};

/** Staff access from the session's roles (looked up once per request); a failed lookup refuses. */
export function sessionStaffAccess(
  readRoles: SessionRolesReader,
  warn: (message: string, error: unknown) => void,
  policy: StaffRemotePolicy = anyDebugPermission,
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
