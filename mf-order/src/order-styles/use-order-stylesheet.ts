import { useStylesheet } from '@travel/ui';

/** The order pages' styles as a hashed asset, linked once. */
export const ORDER_STYLESHEET_URL = new URL('./order.css', import.meta.url).href;

export function useOrderStylesheet(): void {
  useStylesheet(ORDER_STYLESHEET_URL);
}
