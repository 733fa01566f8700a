import { ApiError, notFound, type PageLoader } from '@travel/api-client';
import {
  hotelFiltersQuery,
  hotelsCountQuery,
  hotelsListQuery,
  locationDetailsQuery,
  parseHotelsListing,
  worldQuery,
} from '../features/hotels-listing';

/**
 * The hotels listing's first-paint data: the place (its name is the heading), a page of its hotels,
 * their count and the filter options; the countries on `/hotele/`. An unknown place is a 404.
 */
export const hotelsListingPageLoader: PageLoader = async ({ params, search, queryClient, client }) => {
  const location = (params['*'] ?? '').split('/').filter(Boolean).join('/');
  if (location === '') {
    await queryClient.prefetchQuery(worldQuery(client));
    return;
  }
  try {
    await queryClient.fetchQuery(locationDetailsQuery(location, client));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound(`no place ${location}`);
    return;
  }
  const state = parseHotelsListing(search);
  await Promise.all([
    queryClient.prefetchQuery(hotelsListQuery(location, state, client)),
    queryClient.prefetchQuery(hotelsCountQuery(location, state, client)),
    queryClient.prefetchQuery(hotelFiltersQuery(client)),
  ]);
};
