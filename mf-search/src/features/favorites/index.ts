// Public face of the favourites feature. The heart and the list's cache live in `@travel/favorites`
// (the hotel remote shows the same heart); the favourites page's list is this remote's own.
export { FavoriteButton, type FavoriteButtonProps, useFavoritesCount, useFavorites } from '@travel/favorites';
export { FavoritesList, type FavoritesListProps } from './favorites-list';
export { FavoriteAvailability, type FavoriteAvailabilityProps } from './favorite-availability';
