import { notFound, type PageLoader } from '@travel/api-client';
import { GUIDE_PATH, GUIDE_READING_ORDER, isGuideSlug, isStaticSlug } from '../content/pages';
import { contentDocumentQueryOptions } from '../features/content-document';
import {
  LOCATION_PATH,
  bestLocationsQueryOptions,
  isLocationMissing,
  locationDetailsQueryOptions,
  locationOffersQueryOptions,
  popularLocationsQueryOptions,
  worldLandQueryOptions,
  worldQueryOptions,
} from '../features/destination-guide';
import { salesOfficesQueryOptions } from '../features/sales-offices';
import { lastSegment } from '../features/page-slug/last-segment';
import { weatherSeasonQueryOptions } from '../features/weather-chart';

/**
 * First-paint data of the content pages (docs/adr/0100-first-paint-server-rendering.md): the same
 * query options the pages' hooks use, so the browser asks for nothing again. An address that names
 * no page, place or office is a 404.
 */

/** `/przewodnik/` needs nothing; a section needs its body (a chunk of this remote, compiled in on the server). */
export const guidePageLoader: PageLoader = async ({ pathname, queryClient }) => {
  if (pathname.replace(/\/?$/, '/') === GUIDE_PATH) return;
  const slug = lastSegment(pathname);
  if (!isGuideSlug(slug)) throw notFound(`no guide page ${slug}`);
  // The guide's map links to the parts of every section: it needs all of them.
  const wanted = slug === 'mapa-przewodnika' ? GUIDE_READING_ORDER : [slug];
  await Promise.all(wanted.map((each) => queryClient.prefetchQuery(contentDocumentQueryOptions({ kind: 'guide', slug: each }))));
};

export const staticPageLoader: PageLoader = async ({ pathname, queryClient }) => {
  const slug = lastSegment(pathname);
  if (!isStaticSlug(slug)) throw notFound(`no static page ${slug}`);
  await queryClient.prefetchQuery(contentDocumentQueryOptions({ kind: 'static', slug }));
};

/** The place first (an unknown one is a 404), then its weather, offers and the popular places. */
export const destinationGuidePageLoader: PageLoader = async ({ params, queryClient, client }) => {
  const path = (params['*'] ?? '').split('/').filter(Boolean).join('/');
  if (path === '') {
    await Promise.all([
      queryClient.prefetchQuery(popularLocationsQueryOptions(client)),
      queryClient.prefetchQuery(bestLocationsQueryOptions(client)),
      queryClient.prefetchQuery(worldQueryOptions(client)),
      queryClient.prefetchQuery(worldLandQueryOptions()),
    ]);
    return;
  }
  if (!LOCATION_PATH.test(path)) throw notFound(`not a destination path: ${path}`);
  const details = await queryClient.fetchQuery({ ...locationDetailsQueryOptions(path, client), retry: false }).catch((error: unknown) => {
    if (isLocationMissing(error)) throw notFound(`no destination ${path}`);
    throw error;
  });
  const location = details.location.path;
  await Promise.all([
    queryClient.prefetchQuery(weatherSeasonQueryOptions(location, client)),
    queryClient.prefetchQuery(locationOffersQueryOptions(location, client)),
    queryClient.prefetchQuery(popularLocationsQueryOptions(client)),
  ]);
};

/** The offices (one call for the list and for each office); an unknown office is a 404. */
export const salesOfficesPageLoader: PageLoader = async ({ params, queryClient, client }) => {
  const { offices } = await queryClient.fetchQuery(salesOfficesQueryOptions(client));
  const slug = params['officeSlug'];
  if (slug !== undefined && !offices.some((office) => office.slug === slug)) throw notFound(`no sales office ${slug}`);
};
