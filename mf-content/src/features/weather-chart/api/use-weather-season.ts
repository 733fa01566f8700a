import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, expectedApiErrors, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/weather/content/season/`: the month normals of a place and its best months (a place the API does not know is a 404). */
export function weatherSeasonQueryOptions(location: string, api: ApiClient = client) {
  return { ...apiQueryOptions(api, 'weatherSeason', { query: { location } }), meta: expectedApiErrors(404) };
}

export function useWeatherSeason(location: string) {
  return useQuery(weatherSeasonQueryOptions(location));
}
