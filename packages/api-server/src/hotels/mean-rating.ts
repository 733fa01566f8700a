/**
 * The mean of ratings given with one decimal, itself to one decimal, half up: 3.75 is 3.8 and 3.85
 * is 3.9, as PostgreSQL's `round(avg(rating), 1)` answers when a review is published. Summed as
 * whole tenths, so no floating-point sum (14.999…, 53.899…) moves a mean a tenth down; the seed,
 * the opinion summary and publishing then agree on every hotel's score
 * (docs/product/validation-and-display.md, ratings). `null` for no ratings.
 */
export function meanRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const tenths = ratings.reduce((sum, rating) => sum + Math.round(rating * 10), 0);
  // A mean exactly halfway (k + 0.5 tenths) is exact in binary, so Math.round takes it up.
  return Math.round(tenths / ratings.length) / 10;
}
