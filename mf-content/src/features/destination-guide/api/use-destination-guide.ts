import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions, createApiClient, expectedApiErrors, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** How many places the best and popular lists show (the loader prefetches as many). */
export const RANKING_LIMIT = 8;

/** A path the location API accepts: `grecja/kreta`. Anything else names no place (not-found, no call). */
export const LOCATION_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** True for the API's answer to a path that names no place. */
export function isLocationMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** `GET /api/guide/location/details/`: the place, its trail, its children and its offer numbers. */
export function locationDetailsQueryOptions(location: string, api: ApiClient = client) {
  return {
    ...apiQueryOptions(api, 'guideLocationDetails', { query: { location } }),
    meta: expectedApiErrors(404, 400),
    retry: (failures: number, error: unknown) => !isLocationMissing(error) && failures < 2,
  };
}

/** `GET /api/guide/locations/offers/`: the best offers there. */
export function locationOffersQueryOptions(location: string, api: ApiClient = client) {
  return apiQueryOptions(api, 'guideLocationOffers', { query: { location } });
}

export function bestLocationsQueryOptions(api: ApiClient = client) {
  return apiQueryOptions(api, 'guideLocationsBest', { query: { limit: String(RANKING_LIMIT) } });
}

export function popularLocationsQueryOptions(api: ApiClient = client) {
  return apiQueryOptions(api, 'guideLocationsPopular', { query: { limit: String(RANKING_LIMIT) } });
}

/** `GET /api/guide/locations/world/`: continents and their countries. */
export function worldQueryOptions(api: ApiClient = client) {
  return apiQueryOptions(api, 'guideLocationsWorld', {});
}

export const useLocationDetails = (location: string) => useQuery(locationDetailsQueryOptions(location));
export const useLocationOffers = (location: string) => useQuery(locationOffersQueryOptions(location));
export const useBestLocations = () => useQuery(bestLocationsQueryOptions());
export const usePopularLocations = () => useQuery(popularLocationsQueryOptions());
export const useWorld = () => useQuery(worldQueryOptions());
