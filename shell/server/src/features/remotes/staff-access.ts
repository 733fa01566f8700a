import type { FastifyRequest } from 'fastify';

/**
 * Decides whether a request may see staff-only `*_debug` remotes (registry entries and files).
 * Spec 000 §6 gives those tools to ROLE_ADMIN and ROLE_AI_SEO only; sign-in does not exist yet,
 * so the default refuses everyone. When sessions land, pass a check that reads the session's
 * roles to `buildSiteServer(config, { staffAccess })`.
 */
export type StaffAccessCheck = (request: FastifyRequest) => boolean | Promise<boolean>;

export const denyStaffAccess: StaffAccessCheck = () => false;

const DEBUG_SUFFIX = '_debug';

export function isStaffRemote(name: string): boolean {
  return name.endsWith(DEBUG_SUFFIX);
}
