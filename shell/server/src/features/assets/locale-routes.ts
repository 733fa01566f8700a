import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from '../headers/cache-policy';
import { NAMESPACE_FILE } from '@travel/federation/read-text-keys';
import type { SiteTexts } from '../texts/site-texts';

/**
 * `GET /locales/pl/{ns}.json` from the site's texts (texts/site-texts.ts), the same snapshot its
 * pages are rendered with. `no-cache` with an ETag of the texts' version: the client already keeps
 * translations for an hour in browser storage (docs/product/shell-and-ui.md), under the version the
 * page names, and a deploy that adds keys must reach the next HTTP read at once; a revalidation
 * costs a 304.
 */
export async function localeRoutes(app: FastifyInstance, options: { texts: Pick<SiteTexts, 'current'> }): Promise<void> {
  app.get<{ Params: { file: string } }>('/locales/pl/:file', async (request, reply) => {
    const namespace = NAMESPACE_FILE.exec(request.params.file)?.[1];
    const texts = await options.texts.current();
    const text = namespace === undefined ? undefined : texts.files.get(namespace);
    if (text === undefined) return reply.callNotFound();
    const etag = `"${texts.version}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
