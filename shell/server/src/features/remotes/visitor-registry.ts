import { randomInt } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { RemoteRegistry } from '@travel/contracts/remotes';
import {
  CANARY_BUCKET_COOKIE,
  hasCanary,
  ORDER_PIN_COOKIE,
  parseBucket,
  parsePin,
  readCookie,
  registryForVisitor,
} from '@travel/federation/visitor-versions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRemote } from './staff-access';

/** The registry one request is served, before the staff filter (`visibleRegistry`). */
export type VisitorRegistry = (registry: RemoteRegistry, request: FastifyRequest, reply: FastifyReply) => Promise<RemoteRegistry>;

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Canary and order pins on the server (docs/adr/0211-canary-and-rollback.md): a visitor without a
 * bucket gets one drawn (a cookie, only while some remote runs a canary), so the first paint, the
 * injected registry and `/remotes.json` all name the same build; a pinned version is honoured while
 * its folder is still deployed, else the visitor gets today's version.
 */
export function createVisitorRegistry(dataDir: string): VisitorRegistry {
  const remotesRoot = resolve(dataDir, 'remotes');
  const deployed = (name: string, version: string) =>
    stat(join(remotesRoot, name, version, 'mf-manifest.json')).then(
      (file) => file.isFile(),
      () => false,
    );

  return async (registry, request, reply) => {
    const cookies = request.headers.cookie;
    let bucket = parseBucket(readCookie(cookies, CANARY_BUCKET_COOKIE));
    if (bucket === undefined && hasCanary(registry)) {
      bucket = randomInt(100);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header('set-cookie', `${CANARY_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax; HttpOnly${secure}`);
    }
    const pins: Record<string, string> = {};
    for (const [name, version] of Object.entries(parsePin(readCookie(cookies, ORDER_PIN_COOKIE)))) {
      if (registry[name] !== undefined && !isStaffRemote(name) && (await deployed(name, version))) pins[name] = version;
    }
    return registryForVisitor(registry, { bucket, pins });
  };
}
