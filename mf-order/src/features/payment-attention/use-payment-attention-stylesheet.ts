import { useStylesheet } from '@travel/ui';

/** The payments page's stylesheet, a hashed asset of the `order_debug` container loaded when the page mounts. */
export const PAYMENT_ATTENTION_STYLESHEET_URL = new URL('./payment-attention.css', import.meta.url).href;

export function usePaymentAttentionStylesheet(): void {
  useStylesheet(PAYMENT_ATTENTION_STYLESHEET_URL);
}
