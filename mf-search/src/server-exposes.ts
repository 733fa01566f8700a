/**
 * The pages of this remote the site server may render into the first HTML
 * (docs/adr/0100-first-paint-server-rendering.md). Built into `dist/server/exposes.cjs` with the
 * shared singletons left to the host; same components as the browser's exposes.
 */
import { LISTING_STYLESHEET_URL } from './features/listing-layout/use-listing-stylesheet';

export { ListingPage } from './exposes/listing-page';

/** What each page links in the first HTML, as asset file names of this build. */
export const stylesheets: Readonly<Record<string, readonly string[]>> = {
  ListingPage: [LISTING_STYLESHEET_URL],
};
