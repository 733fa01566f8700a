import { join } from 'node:path';
import type { RemoteRegistry } from '@travel/contracts/remotes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathOf } from '../../lib/url-path';
import { NO_CACHE, cacheControlFor } from '../headers/cache-policy';
import type { RegistryStore } from './registry-store';
import { isStaffRemote, type StaffAccessCheck } from './staff-access';

const REMOTE_NAME = /^[a-z][a-z0-9_-]{0,63}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export interface RemoteRoutesOptions {
  readonly dataDir: string;
  readonly registry: RegistryStore;
  readonly staffAccess: StaffAccessCheck;
}

/** The registry as this request may see it: staff-only `*_debug` entries only for staff. */
export async function visibleRegistry(
  registry: RemoteRegistry,
  request: FastifyRequest,
  staffAccess: StaffAccessCheck,
): Promise<RemoteRegistry> {
  const names = Object.keys(registry);
  if (!names.some(isStaffRemote) || (await staffAccess(request))) return registry;
  return Object.fromEntries(Object.entries(registry).filter(([name]) => !isStaffRemote(name)));
}

/** `GET /remotes.json` and every deployed remote version's files under `/remotes/<name>/<version>/`. */
/** `dist/server/` of a remote build (packages/federation `SERVER_BUNDLE_DIR`). */
const SERVER_BUNDLE_DIR = 'server';

export async function remoteRoutes(app: FastifyInstance, options: RemoteRoutesOptions): Promise<void> {
  const remotesRoot = join(options.dataDir, 'remotes');

  app.get('/remotes.json', async (request, reply) => {
    const read = await options.registry.read();
    if (!read.ok) {
      request.log.error({ reason: read.message }, 'remote registry unreadable');
      return reply.code(503).header('cache-control', NO_CACHE).send({ error: 'registry-unavailable' });
    }
    if (read.warning) request.log.warn(read.warning);
    return reply.header('cache-control', NO_CACHE).send(await visibleRegistry(read.registry, request, options.staffAccess));
  });

  app.get<{ Params: { name: string; version: string; '*': string } }>('/remotes/:name/:version/*', async (request, reply) => {
    const { name, version, '*': file } = request.params;
    if (!REMOTE_NAME.test(name) || !VERSION.test(version) || file === '' || file.endsWith('/')) {
      return reply.callNotFound();
    }
    // The version's server bundle is the site server's to run, not the public's to download.
    // `file` is decoded once, as the file sender decodes the path it is given.
    if (file.replace(/^\/+/, '').split('/')[0] === SERVER_BUNDLE_DIR) return reply.callNotFound();
    if (isStaffRemote(name) && !(await options.staffAccess(request))) {
      return reply.code(403).header('cache-control', 'no-store').send({ error: 'forbidden' });
    }
    reply.header('cache-control', cacheControlFor(file));
    // @fastify/send decodes the path itself: hand it the still-encoded tail of the URL.
    const encodedFile = pathOf(request.url).split('/').slice(4).join('/');
    return reply.sendFile(encodedFile, join(remotesRoot, name, version));
  });
}
