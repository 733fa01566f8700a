// Standalone host page of the `search` remote for `npm run dev -w mf-search` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// Dev-only read of the shell's route table (pure data) so the standalone URLs match the shop's.
import { ROUTES } from '../../shell/src/routes/route-table';
import { HomePage } from './exposes/home-page';
import { ListingPage } from './exposes/listing-page';
import { FavoritesPage } from './exposes/favorites-page';

void renderStandalone({
  routes: ROUTES.filter((route) => route.remote === 'search'),
  pages: { HomePage, ListingPage, FavoritesPage },
});
