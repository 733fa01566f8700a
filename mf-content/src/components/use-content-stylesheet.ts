import { useStylesheet } from '@travel/ui';

/** The content pages' styles as a hashed asset, linked once (the site server may have inlined it). */
export const CONTENT_STYLESHEET_URL = new URL('./content-pages.css', import.meta.url).href;

export function useContentStylesheet(): void {
  useStylesheet(CONTENT_STYLESHEET_URL);
}
