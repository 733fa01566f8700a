// Standalone host page of the `reviews` remote for `npm run dev -w mf-reviews` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// The remote's own slice of the shop's routes, so the standalone URLs match the shop's.
import { REVIEWS_ROUTES } from '@travel/contracts/routes';
import { ReviewFormPage } from './exposes/review-form-page';

void renderStandalone({
  routes: REVIEWS_ROUTES,
  pages: { ReviewFormPage },
});
