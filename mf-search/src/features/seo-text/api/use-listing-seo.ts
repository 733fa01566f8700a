import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueries, apiQueryOptions, createApiClient, expectedApiErrors, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/seo/categories/`: the category pages the SEO API holds meta for. */
export function seoCategoriesQueryOptions(api: ApiClient = client) {
  return apiQueryOptions(api, 'seoCategories', {});
}

/**
 * `GET /api/seo/meta/` of a listing path. The API answers 404 when it has no meta (the page then
 * uses its own heading, docs/product/errors.md), which the browser logs as a console error, so only paths
 * of a category it knows are asked for.
 */
export function pageMetaQueryOptions(pathname: string, api: ApiClient = client) {
  return { ...apiQueries.seoMeta(api, pathname), retry: false, meta: expectedApiErrors(404) };
}

/** `GET /api/seo/text/`: the SEO text of a category (and destination) page. */
export function seoTextQueryOptions(category: string, location: string | null, api: ApiClient = client) {
  const query = location === null ? { category } : { category, location };
  return { ...apiQueryOptions(api, 'seoText', { query }), retry: false };
}

export function useSeoCategories() {
  return useQuery(seoCategoriesQueryOptions());
}

/**
 * A filter that moves the listing to another category keeps the heading on screen until the new
 * one answers: the lead paragraph is replaced, not removed and added back (layout shift).
 */
export function usePageMeta(pathname: string, enabled: boolean) {
  return useQuery({ ...pageMetaQueryOptions(pathname), enabled, placeholderData: keepPreviousData });
}

export function useSeoText(category: string, location: string | null) {
  return useQuery(seoTextQueryOptions(category, location));
}
