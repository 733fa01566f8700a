import { useStylesheet } from '@travel/ui';

/** The listing styles as a hashed asset, linked once (the site server may have inlined it already). */
export const LISTING_STYLESHEET_URL = new URL('./listing-page.css', import.meta.url).href;

export function useListingStylesheet(): void {
  useStylesheet(LISTING_STYLESHEET_URL);
}
