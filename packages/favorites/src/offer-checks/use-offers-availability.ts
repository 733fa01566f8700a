import { useQuery } from '@tanstack/react-query';
import { API_STALE_TIME, BROWSER_ONLY_QUERY, createApiClient, type ApiClient } from '@travel/api-client';
import type { OfferCheck, OfferSeen } from '@travel/contracts/api/offer-checks';
import type { PartyInput } from '@travel/contracts/api/party';

/** What one `batch-aval` call takes (the contracts' BATCH_AVAILABILITY_MAX, kept here so no schema loads for it). */
const BATCH_SIZE = 50;

let defaultClient: ApiClient | undefined;
const client = (): ApiClient => (defaultClient ??= createApiClient());

/** Today's availability and price of each offer, by offer code. */
export type OffersAvailability = ReadonlyMap<string, OfferCheck>;

/**
 * react-query options of `POST /api/offers/offer/batch-aval/` for any number of offers (one call
 * per 50, in parallel): whether each offer is still on sale for the party and whether its price
 * differs from `seenPriceTotal` (docs/adr/0260-offer-checks-and-preview.md). Visitor data: the
 * server's first paint leaves it to the browser.
 */
export function offersAvailabilityQueryOptions(offers: readonly OfferSeen[], party: PartyInput = {}, api: ApiClient = client()) {
  return {
    queryKey: ['api', 'offersBatchAvailability', { offers, party }] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<OffersAvailability> => {
      const batches: OfferSeen[][] = [];
      for (let i = 0; i < offers.length; i += BATCH_SIZE) batches.push(offers.slice(i, i + BATCH_SIZE));
      const answers = await Promise.all(
        batches.map((batch) => api.call('offersBatchAvailability', { body: { offers: batch, ...party } }, { signal })),
      );
      return new Map(answers.flatMap((answer) => answer.results.map((result) => [result.offerHash, result] as const)));
    },
    staleTime: API_STALE_TIME,
    enabled: offers.length > 0,
    meta: BROWSER_ONLY_QUERY,
  };
}

/**
 * Marks offers a visitor saw earlier (favourites, the comparison) as sold out, withdrawn or changed
 * in price: `data.get(hash)` is the offer's check once loaded; nothing is asked for no offers.
 *
 *     const { data } = useOffersAvailability(offers.map((o) => ({ offerHash: o.hash, seenPriceTotal: o.priceTotal })));
 *     const check = data?.get(offer.hash); // check.available, check.reason, check.priceChange, check.priceDifference
 */
export function useOffersAvailability(offers: readonly OfferSeen[], party: PartyInput = {}, api?: ApiClient) {
  return useQuery(offersAvailabilityQueryOptions(offers, party, api));
}
