/**
 * The pages of this remote the site server renders into the first HTML
 * (docs/adr/0100-first-paint-server-rendering.md, docs/adr/0216-payment-return-first-paint.md,
 * docs/adr/0334-order-steps-drawn-by-the-server.md): the order steps, the thank-you page and the
 * payment tracking pages a shopper lands on from the gateway. Built
 * into `dist/server/exposes.cjs` with the shared singletons left to the host; same components as
 * the browser's exposes.
 */
import type { PageLoader } from '@travel/api-client';
import { ORDER_STYLESHEET_URL } from './order-styles/use-order-stylesheet';
import { offerForClientPageLoader, orderPageLoader, thankYouPageLoader, trackingPageLoader } from './exposes/page-loaders';

export { OrderPage } from './exposes/order-page';
export { ThankYouPage } from './exposes/thank-you-page';
export { TrackingPage } from './exposes/tracking-page';
export { OfferForClientPage } from './exposes/offer-for-client-page';

/** The stylesheets each page needs in the first HTML (the site server inlines them), as assets of this build. */
export const stylesheets: Readonly<Record<string, readonly string[]>> = {
  OrderPage: [ORDER_STYLESHEET_URL],
  ThankYouPage: [ORDER_STYLESHEET_URL],
  TrackingPage: [ORDER_STYLESHEET_URL],
  OfferForClientPage: [ORDER_STYLESHEET_URL],
};

/** What each page declares before its one render on the server. */
export const loaders: Readonly<Record<string, PageLoader>> = {
  OrderPage: orderPageLoader,
  ThankYouPage: thankYouPageLoader,
  TrackingPage: trackingPageLoader,
  OfferForClientPage: offerForClientPageLoader,
};
