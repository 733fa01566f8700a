import { notFound, type PageLoader } from '@travel/api-client';
import { hotelBySlugQuery, isHotelMissing } from '../features/hotel-summary';
import { offerConfigQuery, parseConfiguration } from '../features/offer-configurator';
import { opinionsDescriptionQuery, opinionsFtQuery, opinionsHcQuery, opinionsListQuery, opinionsSummaryQuery } from '../features/opinions';
import { hotelFaqQuery } from '../features/hotel-faq';

/**
 * The hotel page's first-paint data (docs/adr/0100-first-paint-server-rendering.md): the hotel by
 * its slug first, then by its id the configured offer with its price, the opinions (summary,
 * sources, description, first page of the list) and the FAQ, with the options the page's hooks
 * use. Weather, quick links and featured opinions are left to the browser. An unknown slug is a 404.
 */
export const hotelPageLoader: PageLoader = async ({ params, search, queryClient, client, now }) => {
  const slug = params['hotelSlug'] ?? '';
  let hotelId: number;
  try {
    hotelId = (await queryClient.fetchQuery(hotelBySlugQuery(slug, client))).hotel.id;
  } catch (error) {
    if (isHotelMissing(error)) throw notFound(`no hotel ${slug}`);
    // Any other failure leaves the page to the browser, which shows its own error state.
    return;
  }
  await Promise.all([
    queryClient.prefetchQuery(offerConfigQuery(hotelId, parseConfiguration(search, now), client)),
    queryClient.prefetchQuery(opinionsSummaryQuery(hotelId, client)),
    queryClient.prefetchQuery(opinionsListQuery(hotelId, 1, 'newest', client)),
    queryClient.prefetchQuery(opinionsDescriptionQuery(hotelId, client)),
    queryClient.prefetchQuery(opinionsFtQuery(hotelId, client)),
    queryClient.prefetchQuery(opinionsHcQuery(hotelId, client)),
    queryClient.prefetchQuery(hotelFaqQuery(hotelId, client)),
  ]);
};
