import { notFound, type PageLoader } from '@travel/api-client';
import { orderHashParams, orderIdParams } from '@travel/contracts/api/purchase';

/**
 * First paint of the pages after paying (docs/adr/0216-payment-return-first-paint.md). The order
 * and its payment status are one visitor's data, live and polled: they stay browser-only
 * (`BROWSER_ONLY_QUERY`), so the server renders the page's frame, heading and waiting text, styled,
 * and the browser asks for the status as soon as it hydrates. An address whose id cannot name an
 * order is not found (HTTP 404), as the API would answer it.
 */
export const thankYouPageLoader: PageLoader = ({ params }) => {
  if (!orderIdParams.safeParse(params).success) throw notFound('not an order id');
};

export const trackingPageLoader: PageLoader = ({ params }) => {
  if (!orderHashParams.safeParse(params).success) throw notFound('not an order hash');
};
