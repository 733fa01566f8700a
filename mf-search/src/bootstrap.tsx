// Standalone host page of the `search` remote for `npm run dev -w mf-search` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// The remote's own slice of the shop's routes, so the standalone URLs match the shop's.
import { SEARCH_ROUTES } from '@travel/contracts/routes';
import { HomePage } from './exposes/home-page';
import { ListingPage } from './exposes/listing-page';
import { FavoritesPage } from './exposes/favorites-page';
import { PriceAlertPage } from './exposes/price-alert-page';

void renderStandalone({
  routes: SEARCH_ROUTES,
  pages: { HomePage, ListingPage, FavoritesPage, PriceAlertPage },
});
