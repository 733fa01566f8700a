/** A score or a star count with one decimal at most, Polish comma: 4.5 → '4,5', 4 → '4'. */
export function formatScore(value: number): string {
  return (Math.round(value * 10) / 10).toString().replace('.', ',');
}
