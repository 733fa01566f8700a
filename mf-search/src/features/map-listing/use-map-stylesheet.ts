import { useStylesheet } from '@travel/ui';

/** The map styles as a hashed asset, linked once when the map opens. */
export const MAP_STYLESHEET_URL = new URL('./map-listing.css', import.meta.url).href;

export function useMapStylesheet(): void {
  useStylesheet(MAP_STYLESHEET_URL);
}
