/**
 * A hotel's rating or a guest's score on the 1-6 scale, written the same on every page and in every
 * sentence (docs/product/validation-and-display.md): always one decimal, with the Polish comma, so a
 * whole score reads '6,0' beside the filter's 'od 5,0' and never '6' on one page and '6,0' on
 * another. The scale ('/6', 'w skali 1–6') is the text's. 5.34 → '5,3', 6 → '6,0'.
 */
export function formatRating(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1).replace('.', ',');
}
