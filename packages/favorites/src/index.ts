// The visitor's favourites, shared by every remote that shows a heart (listing, home, hotel page):
// one store per page, the header count on the event bus.
export { FavoriteButton, type FavoriteButtonProps } from './favorite-button';
export { useFavoritesCount, useFavorites } from './use-favorites';
export {
  favoritesStore,
  createFavoritesStore,
  type FavoritesState,
  type FavoritesStore,
  type FavoritesLoadStatus,
} from './favorites-store';
export { createFavoritesApi, type FavoritesApi, type FavoritesSnapshot } from './favorites-api';
export { FavoritesLimitError } from './favorites-limit-error';
