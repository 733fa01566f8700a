import { useStylesheet } from '@travel/ui';

/** The home styles as a hashed asset, linked once (the site server may have inlined it already). */
export const HOME_STYLESHEET_URL = new URL('./home-page.css', import.meta.url).href;

export function useHomeStylesheet(): void {
  useStylesheet(HOME_STYLESHEET_URL);
}
