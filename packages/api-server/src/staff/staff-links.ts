import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { permissionsFor } from '@travel/contracts/events';
import { ConfigError } from '../config';
import { HttpError, route } from '../lib/http';

/** The outside staff tools of docs/product/roles.md; unset: the link is not offered. */
export interface StaffLinksConfig {
  readonly cms: string | null;
  readonly mds: string | null;
  readonly hotelPoints: string | null;
}

const url = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .optional()
  .transform((value) => value ?? null);
const staffLinksEnv = z.object({ STAFF_CMS_URL: url, STAFF_MDS_URL: url, STAFF_HOTEL_POINTS_URL: url });

/** `STAFF_CMS_URL`, `STAFF_MDS_URL`, `STAFF_HOTEL_POINTS_URL`, parsed once; a bad value names the variable. */
export function staffLinksFromEnv(env: Record<string, string | undefined>): StaffLinksConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = staffLinksEnv.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return { cms: result.data.STAFF_CMS_URL, mds: result.data.STAFF_MDS_URL, hotelPoints: result.data.STAFF_HOTEL_POINTS_URL };
}

/** `GET /auth/staff-links/`: each configured link the user's roles allow (docs/product/roles.md), else null. */
export async function staffLinkRoutes(app: FastifyInstance, config: StaffLinksConfig): Promise<void> {
  route(app, ep.staffLinks, async ({ req }) => {
    const user = await req.server.sessionUserOf(req);
    // requireRole has let only a signed-in user through.
    if (user === null) throw new HttpError(401, 'Sign in first', undefined, { code: 'not-signed-in' });
    const can = permissionsFor({ roles: [...user.roles] });
    return {
      cms: can.cmsLinks ? config.cms : null,
      mds: can.mdsLinks ? config.mds : null,
      hotelPoints: can.hotelPoints ? config.hotelPoints : null,
    };
  });
}
