import { useStylesheet } from '@travel/ui';

/** The moderation view's stylesheet, a hashed asset of the `reviews_debug` container loaded when the page mounts. */
export const MODERATION_STYLESHEET_URL = new URL('./review-moderation.css', import.meta.url).href;

export function useModerationStylesheet(): void {
  useStylesheet(MODERATION_STYLESHEET_URL);
}
