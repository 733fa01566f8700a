/** The API refused to save one more offer: the list already holds `limit`. */
export class FavoritesLimitError extends Error {
  constructor(readonly limit: number) {
    super(`A favourites list holds at most ${limit} offers`);
    this.name = 'FavoritesLimitError';
  }
}
