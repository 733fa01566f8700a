export { TripSummary } from './trip-summary';
