/**
 * The pages of this remote the site server may render into the first HTML
 * (docs/adr/0100-first-paint-server-rendering.md). Built into `dist/server/exposes.cjs` with the
 * shared singletons left to the host; same components as the browser's exposes.
 */
import { HOME_STYLESHEET_URL } from './features/home-search/use-home-stylesheet';
import { LISTING_STYLESHEET_URL } from './features/listing-layout/use-listing-stylesheet';
import type { PageLoader } from '@travel/api-client';
import { homePageLoader } from './exposes/home-page-loader';
import { listingPageLoader } from './exposes/listing-page-loader';

export { HomePage } from './exposes/home-page';
export { ListingPage } from './exposes/listing-page';

/** The stylesheets each page needs in the first HTML (the site server inlines them), as assets of this build. */
export const stylesheets: Readonly<Record<string, readonly string[]>> = {
  HomePage: [HOME_STYLESHEET_URL],
  ListingPage: [LISTING_STYLESHEET_URL],
};

/** What each page prefetches before its one render on the server (its declared first-paint data). */
export const loaders: Readonly<Record<string, PageLoader>> = {
  HomePage: homePageLoader,
  ListingPage: listingPageLoader,
};
