import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { watchedFile } from '../../lib/watched-file';
import { NO_CACHE } from '../headers/cache-policy';

const buildIdFileSchema = z.object({ buildId: z.string().min(1) });

/**
 * `GET /next-api/build-id/` → `{ buildId }` of the shell build on disk (`SHELL_DIST/build-id.json`).
 * Re-read when the file changes: deploying a new shell makes open pages reload on their next
 * navigation (docs/product/shell-and-ui.md `/_app`).
 */
export async function buildIdRoute(app: FastifyInstance, options: { shellDist: string }): Promise<void> {
  const file = watchedFile(join(options.shellDist, 'build-id.json'), (text) => buildIdFileSchema.parse(JSON.parse(text)));
  const handler = async (_request: unknown, reply: FastifyReply) => {
    const result = await file.read();
    reply.header('cache-control', NO_CACHE);
    if (result.status !== 'ok') return reply.code(503).send({ error: 'build-id-unavailable' });
    return reply.send({ buildId: result.value.buildId });
  };
  app.get('/next-api/build-id/', handler);
  app.get('/next-api/build-id', handler);
}
