/** Ratings use the 1-6 scale (docs/product/validation-and-display.md). */
export const MIN_RATING = 1;
export const MAX_RATING = 6;

/** The rating from a review e-mail link (`/dodaj-opinie/:hotelSlug/ocena/:rating/`); invalid → null. */
export function parseRatingParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d$/.test(value)) return null;
  const rating = Number(value);
  return rating >= MIN_RATING && rating <= MAX_RATING ? rating : null;
}
