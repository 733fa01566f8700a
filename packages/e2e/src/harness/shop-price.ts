/**
 * Złote as the shop writes every price, on pages, in e-mails and in PDFs (`1 234 zł`, `1 234,50 zł`:
 * a non-breaking space between thousands and before `zł`, `,00` dropped;
 * docs/product/validation-and-display.md). Written out here rather than imported, so a journey
 * checks the shop's formatter instead of repeating it.
 */
export function shopPriceFromGrosze(grosze: number): string {
  const whole = String(Math.floor(grosze / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const rest = grosze % 100;
  return `${whole}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}\u00a0zł`;
}
