import type { PageLoader } from '@travel/api-client';
import { comparedExtraQuery, comparedHotelQuery, comparedOfferQuery, parseCompareAddress } from '../features/compare';

/**
 * The comparison's first paint (docs/adr/0300-compare-in-the-first-html.md): each offer of the
 * address priced for its party, what its price includes and its hotel's ratings, with the options
 * the page's hooks use, so the table is in the HTML. An offer that is gone is left out of the cache
 * (the page shows it gone, as in the browser); today's availability (`batch-aval`) is the
 * browser's, asked right after hydration.
 */
// One try each on the server: the render has a time box, and the browser asks again for what failed.
export const comparePageLoader: PageLoader = async ({ search, queryClient, client, now }) => {
  const { hashes, party } = parseCompareAddress(search, now);
  await Promise.all(
    hashes.map(async (offerHash) => {
      const extra = queryClient.prefetchQuery({ ...comparedExtraQuery(client, offerHash, party), retry: false });
      try {
        const detail = await queryClient.fetchQuery({ ...comparedOfferQuery(client, offerHash, party), retry: false });
        await queryClient.prefetchQuery({ ...comparedHotelQuery(client, detail.offer.hotelId), retry: false });
      } catch {
        // Gone or failing: the browser asks again and shows what it gets.
      }
      await extra;
    }),
  );
};
