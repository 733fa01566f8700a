// Standalone host page of the `hotel` remote for `npm run dev -w mf-hotel` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// The remote's own slice of the shop's routes, so the standalone URLs match the shop's.
import { HOTEL_ROUTES } from '@travel/contracts/routes';
import { HotelPage } from './exposes/hotel-page';
import { OfferPage } from './exposes/offer-page';
import { PreviewPage } from './exposes/preview-page';
import { HotelsListingPage } from './exposes/hotels-listing-page';
import { ComparePage } from './exposes/compare-page';

void renderStandalone({
  routes: HOTEL_ROUTES,
  pages: { HotelPage, OfferPage, HotelsListingPage, ComparePage, PreviewPage },
});
