import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/seo/faq/`: the questions and answers of a category (and destination) page. */
export function seoFaqQueryOptions(category: string, location: string | null, api: ApiClient = client) {
  const query = location === null ? { category } : { category, location };
  return { ...apiQueryOptions(api, 'seoFaq', { query }), retry: false };
}

export function useSeoFaq(category: string, location: string | null) {
  return useQuery(seoFaqQueryOptions(category, location));
}
