import type { PageLoader } from '@travel/api-client';
import { LAST_MINUTE_TEASER_LIMIT, lastMinuteQueryOptions } from '../features/last-minute';
import { HIT_OFFERS_TEASER_LIMIT, hitOffersQueryOptions } from '../features/hit-offers';

/** The home page's first-paint data: the last-minute and hit-offer teasers, as its sections ask for them. */
export const homePageLoader: PageLoader = async ({ queryClient, client, now }) => {
  await Promise.all([
    queryClient.prefetchQuery(lastMinuteQueryOptions(now, LAST_MINUTE_TEASER_LIMIT, client)),
    queryClient.prefetchQuery(hitOffersQueryOptions(HIT_OFFERS_TEASER_LIMIT, client)),
  ]);
};
