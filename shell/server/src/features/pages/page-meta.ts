import { breadcrumbItems, type BreadcrumbItem } from '@travel/contracts/api/breadcrumbs';
import { pageMetaSchema } from '@travel/contracts/api/content';

export interface PageSeo {
  readonly title: string;
  readonly description: string | undefined;
  readonly keywords: string | undefined;
  /**
   * Home first, the page last (docs/product/page-metadata.md page meta); rendered as `BreadcrumbList`
   * JSON-LD from the same items a listing shows in its trail (`breadcrumbItems`).
   */
  readonly breadcrumbs: readonly BreadcrumbItem[];
}

/** Performs `GET /api/seo/meta/?pathname=…` and resolves to its status and parsed JSON body. */
export type MetaFetcher = (pathname: string) => Promise<{ status: number; body: unknown }>;

export interface PageMetaSource {
  /** The page's SEO meta, or undefined when the API has none, fails, or is too slow. */
  seoFor(pathname: string): Promise<PageSeo | undefined>;
}

const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 1000;

/**
 * Page meta for the HTML head, time-boxed so a slow API never delays first paint by more than
 * `timeoutMs`. Answers are cached briefly per pathname (a crawler or a busy landing page asks for
 * the same meta many times a second); answered misses are cached too,
 * so a failing API is not hammered; timeouts are not, so a cold start does not pin defaults.
 */
export function createPageMetaSource(fetchMeta: MetaFetcher, timeoutMs: number, now: () => number = Date.now): PageMetaSource {
  const cache = new Map<string, { at: number; seo: PageSeo | undefined }>();

  /** `answered` is false when the API did not answer in time: such a miss is not cached. */
  async function lookup(pathname: string): Promise<{ answered: boolean; seo: PageSeo | undefined }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs);
    });
    try {
      const response = await Promise.race([fetchMeta(pathname).catch(() => undefined), timeout]);
      if (response === undefined) return { answered: false, seo: undefined };
      if (response.status < 200 || response.status >= 300) return { answered: true, seo: undefined };
      const parsed = pageMetaSchema.safeParse(response.body);
      if (!parsed.success) return { answered: true, seo: undefined };
      const { title, description, keywords } = parsed.data.seo;
      const breadcrumbs = breadcrumbItems(parsed.data.breadcrumbs);
      const trimmed = { title: title.trim(), description: description.trim(), keywords: keywords.trim() };
      // An empty title is page meta missing in all but name (docs/product/page-metadata.md: use the defaults).
      if (trimmed.title === '') return { answered: true, seo: undefined };
      const seo: PageSeo = {
        title: trimmed.title,
        description: trimmed.description || undefined,
        keywords: trimmed.keywords || undefined,
        breadcrumbs,
      };
      return { answered: true, seo };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async seoFor(pathname) {
      const hit = cache.get(pathname);
      if (hit && now() - hit.at < CACHE_TTL_MS) return hit.seo;
      const { answered, seo } = await lookup(pathname);
      if (!answered) return undefined;
      cache.delete(pathname);
      if (cache.size >= CACHE_MAX_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(pathname, { at: now(), seo });
      return seo;
    },
  };
}
