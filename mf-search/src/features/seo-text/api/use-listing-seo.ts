import { useQuery } from '@tanstack/react-query';
import { apiQueries, apiQueryOptions, createApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/seo/categories/`: the category pages the SEO API holds meta for. */
export function useSeoCategories() {
  return useQuery(apiQueryOptions(client, 'seoCategories', {}));
}

/**
 * `GET /api/seo/meta/` of a listing path. The API answers 404 when it has no meta, which the
 * browser logs as a console error, so only paths of a category it knows are asked for.
 */
export function usePageMeta(pathname: string, enabled: boolean) {
  return useQuery({ ...apiQueries.seoMeta(client, pathname), retry: false, enabled });
}

/** `GET /api/seo/text/`: the SEO text of a category (and destination) page. */
export function useSeoText(category: string, location: string | null) {
  const query = location === null ? { category } : { category, location };
  return useQuery({ ...apiQueryOptions(client, 'seoText', { query }), retry: false });
}
