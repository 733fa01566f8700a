import type { FastifyInstance } from 'fastify';
import { endpoints } from '@travel/contracts/api/endpoints';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `POST /offers/hit-offers/{offerHash}/` → `POST /offers/hit-offers/:offerHash/`, as Fastify names the route. */
const routeKey = (method: string, path: string): string => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Every staff call that changes data: the calls of the endpoints map that declare roles and write. */
const STAFF_WRITES: ReadonlySet<string> = new Set(
  Object.values(endpoints)
    .filter((endpoint) => 'roles' in endpoint && endpoint.roles !== undefined && !READS.has(endpoint.method))
    .map((endpoint) => routeKey(endpoint.method, endpoint.path)),
);

/**
 * Calls `onChanged` after a staff call changed data successfully (a hit offer marked, a review
 * published): what public pages show may have changed, so a host that reuses rendered pages for a
 * few seconds (the site server's first-paint cache) drops them at once instead of showing the staff
 * member the old page.
 */
export function notifyOnStaffWrites(app: FastifyInstance, onChanged: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || READS.has(request.method)) return;
    const url = request.routeOptions.url;
    if (url === undefined) return;
    const path = app.prefix !== '' && url.startsWith(app.prefix) ? url.slice(app.prefix.length) : url;
    if (STAFF_WRITES.has(routeKey(request.method, path))) onChanged();
  });
}
