/**
 * A star count or another measure with one decimal at most, Polish comma: 4.5 → '4,5', 4 → '4'.
 * A rating on the 1-6 scale is `formatRating`'s, which always keeps the decimal.
 */
export function formatScore(value: number): string {
  return (Math.round(value * 10) / 10).toString().replace('.', ',');
}
