export { DestinationOverview, destinationGuidePath } from './destination-overview';
export { DestinationOffers } from './destination-offers';
export { LocationRanking, WorldDestinations } from './location-rankings';
export { worldLandQueryOptions } from './world-map';
export {
  LOCATION_PATH,
  RANKING_LIMIT,
  bestLocationsQueryOptions,
  isLocationMissing,
  locationDetailsQueryOptions,
  locationOffersQueryOptions,
  popularLocationsQueryOptions,
  useLocationDetails,
  worldQueryOptions,
} from './api/use-destination-guide';
