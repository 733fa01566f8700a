import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { splitAddress, useAddressNavigation } from '@travel/address-state';
import {
  canonicalListingUrl,
  parseListingUrl,
  toListingUrl,
  updateSearch,
  type LandingPreset,
  type SearchState,
} from '@travel/search-model';

export interface FoundListingSearch {
  found: true;
  /** The search the address holds (category derived, invalid values dropped). */
  state: SearchState;
  landing: LandingPreset;
  /** The instant the address was read at: "tomorrow", seasons and departure windows hang on it. */
  now: Date;
  /** A filter change: back to page 1 unless the change is the page, category derived again, pushed to history. */
  update: (patch: Partial<SearchState>) => void;
  /** Replaces the whole search (e.g. clearing the filters), pushed to history. */
  navigateTo: (state: SearchState) => void;
}

export type ListingSearch = FoundListingSearch | { found: false };

/**
 * The URL is the state (docs/adr/0070-listing-url-state.md): the search is read from the address on
 * every location change, and every change is a navigation to the address of the new search, so
 * back/forward and a copied link restore the listing. An address that is not canonical (invalid
 * `filtr` values, a category the filters no longer give) is rewritten with `replace`; a landing
 * page's own address (`/narty/`) stays as it is.
 *
 * A change starts from the address last navigated to (`useAddressNavigation`), so a second filter
 * set before the first one's address has been rendered keeps the first.
 */
export function useListingSearch(): ListingSearch {
  const location = useLocation();
  const { latest, go } = useAddressNavigation();
  const current = `${location.pathname}${location.search}`;
  // Read once per mount: "tomorrow" and the seasons are fixed for the visit, so a render never
  // gives another state than the one before it.
  const [now] = useState(() => new Date());
  const parsed = useMemo(() => {
    const result = parseListingUrl(location.pathname, location.search, { now });
    // The address the site server redirects to as well (docs/adr/0250-canonical-listing-address.md):
    // a page it let through is never rewritten here.
    return result === null ? null : { ...result, now, canonical: canonicalListingUrl(location.pathname, location.search, { now }) };
  }, [location.pathname, location.search, now]);

  const replacedFrom = useRef<string | null>(null);
  const canonical = parsed?.canonical ?? null;
  useEffect(() => {
    // One rewrite per address: a model that failed to round-trip must not loop the router.
    if (canonical === null || canonical === current || replacedFrom.current === current) return;
    replacedFrom.current = current;
    go(splitAddress(canonical), { replace: true });
  }, [canonical, current, go]);

  const state = parsed?.state ?? null;
  /** The search as last navigated to: the rendered one, or one navigated to from it not yet rendered. */
  const latestState = useCallback((): SearchState | null => {
    const address = latest();
    if (`${address.pathname}${address.search}` === current) return state;
    return parseListingUrl(address.pathname, address.search, { now })?.state ?? state;
  }, [current, latest, state, now]);

  const navigateTo = useCallback(
    (next: SearchState) => {
      const target = splitAddress(toListingUrl(next, { now }));
      const last = latest();
      if (target.pathname === last.pathname && target.search === last.search) return;
      go(target);
    },
    [go, latest, now],
  );
  const update = useCallback(
    (patch: Partial<SearchState>) => {
      const base = latestState();
      if (base === null) return;
      navigateTo(updateSearch(base, patch, { now }));
    },
    [latestState, navigateTo, now],
  );

  if (parsed === null || state === null) return { found: false };
  return { found: true, state, landing: parsed.landing, now: parsed.now, update, navigateTo };
}
