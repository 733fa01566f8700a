export { offersAvailabilityQueryOptions, useOffersAvailability, type OffersAvailability } from './use-offers-availability';
