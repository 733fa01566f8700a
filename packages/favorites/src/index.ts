// The visitor's favourites, shared by every remote that shows a heart (listing, home, hotel page):
// server data in the shell's one query cache, the header count on the event bus.
export { FavoriteButton, type FavoriteButtonProps } from './favorite-button';
export {
  defaultFavoritesDeps,
  useFavorites,
  useFavoritesActions,
  useFavoritesCount,
  type FavoritesActions,
  type FavoritesLoadStatus,
  type FavoritesState,
} from './use-favorites';
export { FAVORITES_QUERY_KEY, favoritesQueryOptions, type FavoritesDeps, type FavoritesList } from './favorites-query';
export type { FavoriteToggleResult } from './toggle-favorite';
export { createFavoritesApi, type FavoritesApi, type FavoritesSnapshot } from './favorites-api';
export { FavoritesLimitError } from './favorites-limit-error';
export { offersAvailabilityQueryOptions, useOffersAvailability, type OffersAvailability } from './offer-checks';
export { favoritePrices, type SeenPrice } from './favorite-prices';
