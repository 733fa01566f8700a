// Hotels of one location: filters, sort and page in the address; location navigation.
export { HotelsListing, type HotelsListingProps } from './hotels-listing';
export { LocationNavigation, useHotelsListingTitle } from './location-heading';
export { useHotelsListingState } from './use-hotels-listing-state';
export { hotelsListQuery, hotelsCountQuery, hotelFiltersQuery, locationDetailsQuery, worldQuery } from './api/use-hotels-listing';
export { parseHotelsListing } from './hotels-listing-url';
