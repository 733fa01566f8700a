import { seoSitemapResponse, type SeoSitemapResponse } from '@travel/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ListingOfferCounts } from '../pages/listing-offer-counts';
import { robotsTxt, SITEMAP_NAMES, sitemapIndexXml, sitemapPaths, type SitemapName, urlSetXml } from './sitemap-urls';

export interface SitemapRoutesOptions {
  readonly baseUrl: string;
  /** `/api/...` as the site server reaches it (in-process or at API_URL). */
  readonly apiFetch: typeof fetch;
  readonly now?: (() => Date) | undefined;
  /** Offers per landing: a landing with none is left out (docs/product/page-metadata.md). */
  readonly listingOffers?: ListingOfferCounts | undefined;
}

/** Landing counts asked of the API at once while a sitemap is built. */
const COUNT_CONCURRENCY = 8;

/** `paths` without those whose count is 0; a path whose count is unknown stays. */
async function withOffers(paths: readonly string[], counts: ListingOfferCounts): Promise<string[]> {
  const empty = new Set<string>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      if ((await counts.count(path)) === 0) empty.add(path);
    }
  };
  await Promise.all(Array.from({ length: Math.min(COUNT_CONCURRENCY, paths.length) }, worker));
  return paths.filter((path) => !empty.has(path));
}

/** Crawlers come back daily at most; an hour keeps a burst of them off the API. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';
/** The lists are rebuilt from the API at most this often per process. */
const REBUILD_AFTER_MS = 15 * 60_000;

/**
 * `/robots.txt`, `/sitemap.xml` (an index) and `/sitemaps/{name}.xml`, generated from the data:
 * the API's places, hotels, offices and curated listings, the landing presets and the route table.
 * Routes of their own, not files: the page route's allow-list never serves them.
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  let built: { at: number; paths: Promise<Record<SitemapName, string[]>> } | undefined;

  const readData = async (): Promise<SeoSitemapResponse> => {
    const response = await options.apiFetch('/api/seo/sitemap/', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/seo/sitemap/ answered ${response.status}`);
    return seoSitemapResponse.parse(await response.json());
  };

  const paths = (): Promise<Record<SitemapName, string[]>> => {
    const at = now().getTime();
    if (built === undefined || at - built.at >= REBUILD_AFTER_MS) {
      const next = {
        at,
        paths: readData().then(async (data) => {
          const all = sitemapPaths(data, now());
          const counts = options.listingOffers;
          return counts === undefined ? all : { ...all, 'landing-pages': await withOffers(all['landing-pages'], counts) };
        }),
      };
      // A failed build is not kept: the next crawler asks again.
      next.paths.catch(() => {
        if (built === next) built = undefined;
      });
      built = next;
    }
    return built.paths;
  };

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', SITEMAP_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(options.baseUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, sitemapIndexXml(options.baseUrl, SITEMAP_NAMES)));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const name = SITEMAP_NAMES.find((candidate) => request.params.file === `${candidate}.xml`);
    if (name === undefined) return reply.callNotFound();
    try {
      return sendXml(reply, urlSetXml(options.baseUrl, (await paths())[name]));
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap data unavailable');
      return reply.code(503).header('retry-after', '60').header('cache-control', 'no-store').send({ error: 'sitemap-unavailable' });
    }
  });
}
