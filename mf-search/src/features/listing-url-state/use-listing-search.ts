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
 *
 * The router renders a navigation in a transition, so a second filter can be set before the first
 * one's address has been rendered (two ticks in quick succession on a slow phone). A change
 * therefore starts from the address last navigated to while the rendered one is still the one it
 * left; otherwise the first filter would be lost.
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
  /** The address this hook last navigated to, and the rendered one it left. */
  const written = useRef<{ readonly over: string; readonly target: string } | null>(null);
  useEffect(() => {
    // Rendered at last: from here on (back and forward too) the rendered address is the latest.
    if (written.current?.target === current) written.current = null;
  }, [current]);

  /** The search as last navigated to: the rendered one, or one navigated to from it not yet rendered. */
  const latest = useCallback((): { address: string; state: SearchState | null } => {
    const last = written.current;
    if (last === null || last.over !== current) return { address: current, state };
    const query = last.target.indexOf('?');
    const [pathname, search] = query === -1 ? [last.target, ''] : [last.target.slice(0, query), last.target.slice(query)];
    return { address: last.target, state: parseListingUrl(pathname, search, { now })?.state ?? state };
  }, [current, state, now]);

  const navigateTo = useCallback(
    (next: SearchState) => {
      const target = toListingUrl(next, { now });
      if (target === latest().address) return;
      written.current = { over: current, target };
      void navigate(target);
    },
    [current, latest, navigate, now],
  );
  const update = useCallback(
    (patch: Partial<SearchState>) => {
      const base = latest().state;
      if (base === null) return;
      navigateTo(updateSearch(base, patch, { now }));
    },
    [latest, navigateTo, now],
  );

  if (parsed === null || state === null) return { found: false };
  return { found: true, state, landing: parsed.landing, now: parsed.now, update, navigateTo };
}
