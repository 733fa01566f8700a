/**
 * Offers one favourites list holds at most; a POST beyond it answers `favoritesLimitError`
 * (offers.ts). A module of its own, without zod: the favourite button shows the limit on every
 * page, and its first paint must not load the schemas (docs/adr/0192-first-load-budget.md).
 */
export const FAVORITES_LIMIT = 200;
