import type { RemoteRegistry } from '@travel/contracts/remotes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NO_CACHE, PRIVATE_NO_CACHE } from '../headers/cache-policy';
import { sendAllowedFile } from '../static-files/send-allowed-file';
import { createRemoteFiles, remoteFileOf } from './remote-files';
import type { RegistryStore } from './registry-store';
import { REMOTE_DEPLOYMENTS_URL } from '@travel/contracts/remotes';
import { deploymentsOf } from './deployments';
import type { SiteTexts } from '../texts/site-texts';
import { isStaffRemote, type StaffAccessCheck, type StaffPageAccess } from './staff-access';
import type { VisitorRegistry } from './visitor-registry';

export interface RemoteRoutesOptions {
  readonly dataDir: string;
  readonly registry: RegistryStore;
  readonly staffAccess: StaffAccessCheck;
  /** The versions this visitor gets (canary share, order pin). */
  readonly forVisitor: VisitorRegistry;
  /** The live shell's build, whose manifest says what it provides. */
  readonly shellDist: string;
  /** The texts the site serves, against which each live build's text keys are checked. */
  readonly texts: Pick<SiteTexts, 'current'>;
  /** Staff pages' check: the deployments view needs the `debug` permission. */
  readonly staffPages?: StaffPageAccess | undefined;
}

/** The registry as this request may see it: staff-only `*_debug` entries only for staff. */
export async function visibleRegistry(
  registry: RemoteRegistry,
  request: FastifyRequest,
  staffAccess: StaffAccessCheck,
): Promise<RemoteRegistry> {
  const names = Object.keys(registry);
  if (!names.some(isStaffRemote)) return registry;
  const visible = await Promise.all(names.map(async (name) => !isStaffRemote(name) || (await staffAccess(request, name))));
  return Object.fromEntries(Object.entries(registry).filter((_entry, index) => visible[index]));
}

/** `GET /remotes.json` and the allow-listed files of every deployed remote version (`remote-files.ts`). */
export async function remoteRoutes(app: FastifyInstance, options: RemoteRoutesOptions): Promise<void> {
  const remoteFiles = createRemoteFiles(options.dataDir);

  app.get('/remotes.json', async (request, reply) => {
    const read = await options.registry.read();
    if (!read.ok) {
      request.log.error({ reason: read.message }, 'remote registry unreadable');
      return reply.code(503).header('cache-control', NO_CACHE).send({ error: 'registry-unavailable' });
    }
    if (read.warning) request.log.warn(read.warning);
    const served = await options.forVisitor(read.registry, request, reply);
    // Staff see their remotes in it, visitors do not: never for a shared cache.
    return reply.header('cache-control', PRIVATE_NO_CACHE).send(await visibleRegistry(served, request, options.staffAccess));
  });

  app.get(REMOTE_DEPLOYMENTS_URL, async (request, reply) => {
    const verdict = options.staffPages ? await options.staffPages(request, 'debug') : 'sign-in';
    if (verdict !== 'allowed') {
      return reply
        .code(verdict === 'sign-in' ? 401 : 403)
        .header('cache-control', 'no-store')
        .send({ error: verdict === 'sign-in' ? 'unauthorized' : 'forbidden' });
    }
    const read = await options.registry.read();
    if (!read.ok) return reply.code(503).header('cache-control', 'no-store').send({ error: 'registry-unavailable' });
    return reply.header('cache-control', 'no-store').send(await deploymentsOf(read.registry, options));
  });

  // Routed by the raw URL's shape, answered by the normalised one (dot segments, encoded and
  // repeated slashes, backslashes resolved first), looked up in the version's allow-list: so
  // `./server/exposes.cjs` is what it names on disk, which is not on the list.
  app.get('/remotes/:name/:version/*', async (request, reply) => {
    const target = remoteFileOf(request.url);
    if (target === undefined) return reply.callNotFound();
    if (isStaffRemote(target.name) && !(await options.staffAccess(request, target.name))) {
      return reply.code(403).header('cache-control', 'no-store').send({ error: 'forbidden' });
    }
    const root = await remoteFiles.rootOf(target);
    return sendAllowedFile(reply, root === undefined ? undefined : { root, name: target.file });
  });
}
