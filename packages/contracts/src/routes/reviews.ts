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
