import { notFound, type PageLoader } from '@travel/api-client';
import { isOfferMissing, offerQuery, offerSchemaQuery } from '../features/offer-details';
import { parseConfiguration } from '../features/offer-configurator';

/**
 * The offer page's first-paint data: the offer priced for the party of the address and its
 * JSON-LD, with the options the page's hooks use. An unknown offer is a 404.
 */
export const offerPageLoader: PageLoader = async ({ params, search, queryClient, client, now }) => {
  const offerHash = params['offerHash'] ?? '';
  const { adults, children } = parseConfiguration(search, now);
  try {
    await queryClient.fetchQuery(offerQuery(offerHash, { adults, children }, client));
  } catch (error) {
    if (isOfferMissing(error)) throw notFound(`no offer ${offerHash}`);
    return;
  }
  await queryClient.prefetchQuery(offerSchemaQuery(offerHash, client));
};
