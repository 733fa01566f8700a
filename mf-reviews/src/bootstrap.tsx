// Standalone host page of the `reviews` remote for `npm run dev -w mf-reviews` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// Dev-only read of the shell's route table (pure data) so the standalone URLs match the shop's.
import { ROUTES } from '../../shell/src/routes/route-table';
import { ReviewFormPage } from './exposes/review-form-page';

void renderStandalone({
  routes: ROUTES.filter((route) => route.remote === 'reviews'),
  pages: { ReviewFormPage },
});
