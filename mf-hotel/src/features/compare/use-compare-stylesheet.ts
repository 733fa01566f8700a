import { useStylesheet } from '@travel/ui';

/** The comparison's styles as a hashed asset of their own, linked by its page only. */
export const COMPARE_STYLESHEET_URL = new URL('./compare-page.css', import.meta.url).href;

export function useCompareStylesheet(): void {
  useStylesheet(COMPARE_STYLESHEET_URL);
}
