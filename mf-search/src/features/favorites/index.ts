// Public face of the favourites feature: the listing renders `FavoriteButton` on every card.
export { FavoriteButton, type FavoriteButtonProps } from './favorite-button';
export { useFavoritesCount, useFavorites } from './use-favorites';
export { FavoritesList, type FavoritesListProps } from './favorites-list';
