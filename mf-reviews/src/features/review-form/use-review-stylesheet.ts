import { useStylesheet } from '@travel/ui';

/** The review form's stylesheet, a hashed asset loaded when the page mounts (as the order remote's). */
export const REVIEW_STYLESHEET_URL = new URL('./review-form.css', import.meta.url).href;

export function useReviewStylesheet(): void {
  useStylesheet(REVIEW_STYLESHEET_URL);
}
