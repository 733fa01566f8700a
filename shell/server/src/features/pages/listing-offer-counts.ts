import { offerCountResponse } from '@travel/contracts/api/offers';
import { buildOfferFiltersQuery, fromListingUrl, toQueryString } from '@travel/search-model';

/** Offers change with an import or a staff write at most; a landing's count is asked again after this. */
const COUNT_FRESH_MS = 10 * 60_000;
/** Landing paths remembered at most (the shop has a few hundred; made-up ones are 404s before this). */
const MAX_ENTRIES = 5_000;

export interface ListingOfferCounts {
  /**
   * How many hotels with offers the landing at `pathname` (`/last-minute/grecja/`, no `filtr`)
   * lists with its defaults; undefined when the API could not say (down, shed): the caller then
   * decides as before, never from a guess.
   */
  count(pathname: string): Promise<number | undefined>;
  /** Forgets every count: offers changed. */
  clear(): void;
}

/**
 * A landing page's offer count, asked of the API with the query the listing itself sends for the
 * landing's defaults (search-model's `fromListingUrl` and `buildOfferFiltersQuery`), so "empty"
 * here is what a shopper would see there. A landing with none is not to be indexed and not listed
 * in the sitemap (docs/product/page-metadata.md). Counts are kept a while; one request per path at
 * a time.
 */
export function createListingOfferCounts(
  apiFetch: typeof fetch,
  options: { now?: () => Date; timeoutMs?: number } = {},
): ListingOfferCounts {
  const now = options.now ?? (() => new Date());
  const counts = new Map<string, { at: number; count: Promise<number | undefined> }>();

  const ask = async (pathname: string, at: Date): Promise<number | undefined> => {
    const state = fromListingUrl(pathname, '', { now: at });
    if (state === null) return undefined;
    const query = toQueryString(buildOfferFiltersQuery(state, { now: at }));
    try {
      const response = await apiFetch(`/api/offers/searcher/offer-count/?${query}`, {
        headers: { accept: 'application/json' },
        ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
      });
      if (!response.ok) return undefined;
      return offerCountResponse.parse(await response.json()).count;
    } catch {
      return undefined;
    }
  };

  return {
    count(pathname) {
      const at = now();
      const known = counts.get(pathname);
      if (known !== undefined && at.getTime() - known.at < COUNT_FRESH_MS) return known.count;
      if (counts.size >= MAX_ENTRIES) counts.delete(counts.keys().next().value as string);
      const entry = { at: at.getTime(), count: ask(pathname, at) };
      counts.set(pathname, entry);
      // An unknown answer is not kept: the next request asks again.
      void entry.count.then((count) => {
        if (count === undefined && counts.get(pathname) === entry) counts.delete(pathname);
      });
      return entry.count;
    },
    clear() {
      counts.clear();
    },
  };
}
