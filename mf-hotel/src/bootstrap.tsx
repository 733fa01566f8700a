// Standalone host page of the `hotel` remote for `npm run dev -w mf-hotel` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// Dev-only read of the shell's route table (pure data) so the standalone URLs match the shop's.
import { ROUTES } from '../../shell/src/routes/route-table';
import { HotelPage } from './exposes/hotel-page';
import { OfferPage } from './exposes/offer-page';
import { HotelsListingPage } from './exposes/hotels-listing-page';

void renderStandalone({
  routes: ROUTES.filter((route) => route.remote === 'hotel'),
  pages: { HotelPage, OfferPage, HotelsListingPage },
});
