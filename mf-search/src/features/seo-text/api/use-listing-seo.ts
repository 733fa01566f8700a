import { useQuery } from '@tanstack/react-query';
import { apiQueries, apiQueryOptions, createApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/seo/meta/`: heading of a listing path; a 404 (no meta) is an answer, not an error. */
export function usePageMeta(pathname: string) {
  return useQuery({ ...apiQueries.seoMeta(client, pathname), retry: false });
}

/** `GET /api/seo/text/`: the SEO text of a category (and destination) page. */
export function useSeoText(category: string, location: string | null) {
  const query = location === null ? { category } : { category, location };
  return useQuery({ ...apiQueryOptions(client, 'seoText', { query }), retry: false });
}
