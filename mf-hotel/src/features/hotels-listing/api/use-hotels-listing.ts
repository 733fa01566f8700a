import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';
import { HOTELS_PAGE_SIZE, hotelsFilterQuery, type HotelsListingState } from '../hotels-listing-url';

const client = createApiClient();

/** `GET /api/v1/hotels/list/`: a page of the location's hotels under the filters and sort. */
export const hotelsListQuery = (location: string, state: HotelsListingState, api: ApiClient = client) =>
  apiQueryOptions(api, 'hotelsList', {
    query: {
      location,
      limit: String(HOTELS_PAGE_SIZE),
      offset: String((state.page - 1) * HOTELS_PAGE_SIZE),
      sortBy: state.sortBy,
      ...hotelsFilterQuery(state),
    },
  });

/** `GET /api/v1/hotels/location/count/`: how many hotels the filters leave. */
export const hotelsCountQuery = (location: string, state: HotelsListingState, api: ApiClient = client) =>
  apiQueryOptions(api, 'hotelsLocationCount', { query: { location, hotelSortBy: state.sortBy, ...hotelsFilterQuery(state) } });

export const hotelFiltersQuery = (api: ApiClient = client) => apiQueryOptions(api, 'hotelsFilters', {});
export const locationDetailsQuery = (location: string, api: ApiClient = client) =>
  apiQueryOptions(api, 'guideLocationDetails', { query: { location } });
export const worldQuery = (api: ApiClient = client) => apiQueryOptions(api, 'hotelsWorldDiscover', {});

/** The API's answer to a place that does not exist (404) or a path that is not one (400). */
export const isPlaceMissing = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

export const useHotelsList = (location: string, state: HotelsListingState) =>
  useQuery({ ...hotelsListQuery(location, state), placeholderData: keepPreviousData, enabled: location !== '' });
export const useHotelsCount = (location: string, state: HotelsListingState) =>
  useQuery({ ...hotelsCountQuery(location, state), placeholderData: keepPreviousData, enabled: location !== '' });
export const useHotelFilters = () => useQuery(hotelFiltersQuery());
export const useLocationDetails = (location: string) => useQuery({ ...locationDetailsQuery(location), enabled: location !== '' });
export const useWorld = (enabled: boolean) => useQuery({ ...worldQuery(), enabled });
