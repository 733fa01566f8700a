import { useStylesheet } from '@travel/ui';

/** The list's stylesheet, a hashed asset of the `order_debug` container loaded when the page mounts. */
export const OFFERS_FOR_CLIENTS_STYLESHEET_URL = new URL('./offers-for-clients.css', import.meta.url).href;

export function useOffersForClientsStylesheet(): void {
  useStylesheet(OFFERS_FOR_CLIENTS_STYLESHEET_URL);
}
