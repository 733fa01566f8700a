import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';
import { buildOfferListQuery, fromListingUrl, toListingUrl, type SearchState } from '@travel/search-model';

const client = createApiClient();

/** The landing the section's "all offers" link opens. */
const LAST_MINUTE_PATH = '/last-minute/';

/**
 * The last-minute listing as the home page's teasers show it: the landing's own defaults (its
 * dates, lengths, transport and offer type: docs/product/landing-pages.md) with prices per person,
 * the unit of the teaser cards. The teasers and the "all offers" link are made from this one
 * state, so the listing opens on the very trips the teasers showed, in their unit.
 */
export function lastMinuteState(now: Date): SearchState {
  const landing = fromListingUrl(LAST_MINUTE_PATH, '', { now });
  if (landing === null) throw new Error(`${LAST_MINUTE_PATH} is no landing`);
  return { ...landing, totalPrice: false };
}

/** The address of the listing behind the teasers (`/last-minute/?filtr=…`). */
export const lastMinuteListingHref = (now: Date): string => toListingUrl(lastMinuteState(now), { now });

/**
 * `GET /api/offers/list/` with the last-minute listing's query (first page, `limit` hotels, the
 * cheapest first): the teasers are that listing's first cards. The home page's loader prefetches it.
 */
export function lastMinuteQueryOptions(now: Date, limit: number, api: ApiClient = client) {
  const query = buildOfferListQuery(lastMinuteState(now), { now, limit });
  return apiQueryOptions(api, 'offersList', { query });
}

export function useLastMinute(now: Date, limit: number) {
  return useQuery(lastMinuteQueryOptions(now, limit));
}
