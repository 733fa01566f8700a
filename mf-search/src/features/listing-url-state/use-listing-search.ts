import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
 */
export function useListingSearch(): ListingSearch {
  const location = useLocation();
  const navigate = useNavigate();
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
    void navigate(canonical, { replace: true });
  }, [canonical, current, navigate]);

  const state = parsed?.state ?? null;
  const navigateTo = useCallback(
    (next: SearchState) => {
      const target = toListingUrl(next, { now });
      if (target !== current) void navigate(target);
    },
    [current, navigate, now],
  );
  const update = useCallback(
    (patch: Partial<SearchState>) => {
      if (state === null) return;
      navigateTo(updateSearch(state, patch, { now }));
    },
    [state, navigateTo, now],
  );

  if (parsed === null || state === null) return { found: false };
  return { found: true, state, landing: parsed.landing, now: parsed.now, update, navigateTo };
}
