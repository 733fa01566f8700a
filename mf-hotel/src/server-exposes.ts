/**
 * The pages of this remote the site server may render into the first HTML
 * (docs/adr/0100-first-paint-server-rendering.md). Built into `dist/server/exposes.cjs` with the
 * shared singletons left to the host; same components as the browser's exposes.
 */
import type { PageLoader } from '@travel/api-client';
import { HOTEL_STYLESHEET_URL } from './components/use-hotel-stylesheet';
import { hotelPageLoader } from './exposes/hotel-page-loader';
import { offerPageLoader } from './exposes/offer-page-loader';
import { hotelsListingPageLoader } from './exposes/hotels-listing-page-loader';
import { previewPageLoader } from './exposes/preview-page-loader';
import { comparePageLoader } from './exposes/compare-page-loader';
import { COMPARE_STYLESHEET_URL } from './features/compare/use-compare-stylesheet';

export { HotelPage } from './exposes/hotel-page';
export { OfferPage } from './exposes/offer-page';
export { HotelsListingPage } from './exposes/hotels-listing-page';
export { PreviewPage } from './exposes/preview-page';
export { ComparePage } from './exposes/compare-page';

/** The stylesheets each page needs in the first HTML (the site server inlines them), as assets of this build. */
export const stylesheets: Readonly<Record<string, readonly string[]>> = {
  HotelPage: [HOTEL_STYLESHEET_URL],
  OfferPage: [HOTEL_STYLESHEET_URL],
  HotelsListingPage: [HOTEL_STYLESHEET_URL],
  PreviewPage: [HOTEL_STYLESHEET_URL],
  ComparePage: [HOTEL_STYLESHEET_URL, COMPARE_STYLESHEET_URL],
};

/** What each page prefetches before its one render on the server (its declared first-paint data). */
export const loaders: Readonly<Record<string, PageLoader>> = {
  HotelPage: hotelPageLoader,
  OfferPage: offerPageLoader,
  HotelsListingPage: hotelsListingPageLoader,
  PreviewPage: previewPageLoader,
  ComparePage: comparePageLoader,
};
