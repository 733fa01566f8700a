import { ApiError, notFound, type PageLoader } from '@travel/api-client';
import { offerForClientIdSchema } from '@travel/contracts/api/offer-for-client';
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

/**
 * The four order steps (docs/adr/0334-order-steps-drawn-by-the-server.md): the same rule. The
 * server draws the step's frame and title with the order's waiting state; the browser asks for
 * the order as soon as it hydrates.
 */
export const orderPageLoader: PageLoader = thankYouPageLoader;

export const trackingPageLoader: PageLoader = ({ params }) => {
  if (!orderHashParams.safeParse(params).success) throw notFound('not an order hash');
};

/**
 * `/oferta-dla-klienta/{id}/` (docs/adr/0261-offer-for-client.md): one client's offer, so its data stays
 * browser-only; the server only asks whether the id names one, and answers 404 when it does not.
 * Any other failure renders the page, which asks again in the browser.
 */
export const offerForClientPageLoader: PageLoader = async ({ params, client, signal }) => {
  const offerForClientId = params['offerForClientId'] ?? '';
  if (!offerForClientIdSchema.safeParse(offerForClientId).success) throw notFound('not an offer-for-client id');
  try {
    await client.call('offerForClientGet', { query: { offerForClientId } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(`no offer for a client ${offerForClientId}`);
  }
};
