import { useStylesheet } from '@travel/ui';

/**
 * webpack emits the stylesheet as a hashed asset (`new URL(…, import.meta.url)` needs no CSS
 * loader) and this puts one `<link>` to it in the head; same origin, so the CSP allows it. The
 * site server inlines it into the first HTML of server-rendered pages.
 */
export const SHELL_STYLESHEET_URL = new URL('./app-layout.css', import.meta.url).href;

export function useShellStylesheet(): void {
  useStylesheet(SHELL_STYLESHEET_URL);
}
