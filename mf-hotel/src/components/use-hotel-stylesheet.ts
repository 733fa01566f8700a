import { useStylesheet } from '@travel/ui';

/** The hotel remote's styles as a hashed asset, linked once (the site server may have inlined it already). */
export const HOTEL_STYLESHEET_URL = new URL('./hotel-pages.css', import.meta.url).href;

export function useHotelStylesheet(): void {
  useStylesheet(HOTEL_STYLESHEET_URL);
}
