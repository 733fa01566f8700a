/**
 * When an offer counts as discounted, without zod: the price components of the remotes render it
 * on their first paint and the booking e-mail writes it, and both must agree on when a discount is
 * named at all (docs/adr/0231-one-price-tag.md).
 */
export interface DiscountFacts {
  /** What one adult pays now, zł. */
  readonly pricePerPerson: number;
  /** Per adult, before the discount. */
  readonly regularPricePerPerson: number;
  readonly discountPercent: number;
}

/** A discount is named only with a percentage and a regular price above the current one. */
export function isDiscounted(offer: DiscountFacts): boolean {
  return offer.discountPercent > 0 && offer.regularPricePerPerson > offer.pricePerPerson;
}
