import type { RouteEntry } from './route-entry';

/** Pages of the `reviews` remote. */
export const REVIEWS_ROUTES: readonly RouteEntry[] = [
  { id: 'review-form', path: '/dodaj-opinie/:hotelSlug/', remote: 'reviews', module: 'ReviewFormPage' },
  {
    id: 'review-from-mail',
    path: '/dodaj-opinie/:hotelSlug/ocena/:rating/',
    remote: 'reviews',
    module: 'ReviewFormPage',
  },
];

/** The overall ratings the after-return e-mail links to: the whole 1-6 scale (docs/product/reviews.md). */
export const MAIL_RATING_MIN = 1;
export const MAIL_RATING_MAX = 6;

/**
 * The rating of the e-mail entry's `:rating` segment (as the router decodes it), or null when it
 * holds none an e-mail link carries (`9`, `0`, `05`, `5.5`, `abc`). The site server and the page
 * read it with this one function, so they agree on which addresses move to the plain form.
 */
export function mailRatingOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d$/.test(segment)) return null;
  const rating = Number(segment);
  return rating >= MAIL_RATING_MIN && rating <= MAIL_RATING_MAX ? rating : null;
}

/** `/dodaj-opinie/{hotelSlug}/`: the review form without a rating, where an invalid one is dropped to. */
export function reviewFormPath(hotelSlug: string): string {
  return `/dodaj-opinie/${encodeURIComponent(hotelSlug)}/`;
}
