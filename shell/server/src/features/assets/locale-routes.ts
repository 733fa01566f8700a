import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from '../headers/cache-policy';

// Namespace file names of docs/product/shell-and-ui.md are kebab-case words; anything else is not a namespace.
const NAMESPACE_FILE = /^[a-z]+(?:-[a-z]+)*\.json$/;

/**
 * `GET /locales/pl/{ns}.json` from LOCALES_DIR. `no-cache` with ETag/Last-Modified: the client
 * already caches translations for an hour in browser storage (docs/product/shell-and-ui.md), and a deploy that
 * adds keys must reach the next HTTP read at once; a revalidation costs a 304.
 */
export async function localeRoutes(app: FastifyInstance, options: { localesDir: string }): Promise<void> {
  app.get<{ Params: { file: string } }>('/locales/pl/:file', async (request, reply) => {
    const { file } = request.params;
    if (!NAMESPACE_FILE.test(file)) return reply.callNotFound();
    reply.header('cache-control', NO_CACHE);
    return reply.sendFile(file, join(options.localesDir, 'pl'));
  });
}
