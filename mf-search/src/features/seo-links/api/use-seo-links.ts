import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

const categoryLocation = (category: string, location: string | null) => (location === null ? { category } : { category, location });

/** `GET /api/seo/destinations/`: the destinations with offers below a category (and destination) page. */
export function seoDestinationsQueryOptions(category: string, location: string | null, api: ApiClient = client) {
  return { ...apiQueryOptions(api, 'seoDestinations', { query: categoryLocation(category, location) }), retry: false };
}

/** `GET /api/seo/menu/`: the menu links of a category (and destination) page. */
export function seoMenuQueryOptions(category: string, location: string | null, api: ApiClient = client) {
  return { ...apiQueryOptions(api, 'seoMenu', { query: categoryLocation(category, location) }), retry: false };
}

export function useSeoDestinations(category: string, location: string | null) {
  return useQuery(seoDestinationsQueryOptions(category, location));
}

export function useSeoMenu(category: string, location: string | null) {
  return useQuery(seoMenuQueryOptions(category, location));
}
