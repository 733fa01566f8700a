// Public face of the map view. Import it lazily from the listing (it is not on the first paint):
//   const MapListing = lazy(() => import('../features/map-listing').then((m) => ({ default: m.MapListing })));
export { MapListing, type MapListingProps } from './map-listing';
export { mapAreaOfBounds } from './map-area';
