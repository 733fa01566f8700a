import { notFound, type PageLoader } from '@travel/api-client';
import { buildOfferListQuery, parseListingUrl } from '@travel/search-model';
import { listingPathDestination } from '../features/listing-url-state/listing-path-destination';
import { offerListQueryOptions } from '../features/offer-list/api/use-offer-list';
import { pageMetaQueryOptions, seoCategoriesQueryOptions, seoTextQueryOptions } from '../features/seo-text/api/use-listing-seo';
import { seoFaqQueryOptions } from '../features/seo-faq/api/use-seo-faq';
import { seoDestinationsQueryOptions, seoMenuQueryOptions } from '../features/seo-links/api/use-seo-links';

/**
 * The listing's first-paint data (docs/adr/0100-first-paint-server-rendering.md): the page of
 * offers, the SEO heading, text, FAQ, destination links and menu, with the options the page's
 * hooks use. The filter counts and the destination tree are browser-only. An unknown category is
 * a 404.
 */
export const listingPageLoader: PageLoader = async ({ pathname, search, queryClient, client, now }) => {
  const parsed = parseListingUrl(pathname, search, { now });
  if (parsed === null) throw notFound(`no landing page for ${pathname}`);
  const { state, landing } = parsed;
  const location = listingPathDestination(pathname);
  const seoLocation = location === '' ? null : location;

  const heading = async (): Promise<void> => {
    // The meta is asked only for a landing page the SEO API knows (as `useListingHeadingText` does).
    const { categories } = await queryClient.fetchQuery(seoCategoriesQueryOptions(client));
    if (categories.some((entry) => entry.slug === landing.slug)) await queryClient.prefetchQuery(pageMetaQueryOptions(pathname, client));
  };
  await Promise.all([
    queryClient.prefetchQuery(offerListQueryOptions(buildOfferListQuery(state, { now }), client)),
    queryClient.prefetchQuery(seoTextQueryOptions(state.category, seoLocation, client)),
    queryClient.prefetchQuery(seoFaqQueryOptions(state.category, seoLocation, client)),
    queryClient.prefetchQuery(seoDestinationsQueryOptions(state.category, seoLocation, client)),
    queryClient.prefetchQuery(seoMenuQueryOptions(state.category, seoLocation, client)),
    // A failed category list leaves the heading to the browser, like any failed query.
    heading().catch(() => undefined),
  ]);
};
