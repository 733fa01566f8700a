import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseHotelsListing, updateHotelsListing, writeHotelsListing, type HotelsListingState } from './hotels-listing-url';

/** The URL is the state of the hotels listing (filters, sort, page); each change is a navigation. */
export function useHotelsListingState() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseHotelsListing(location.search), [location.search]);
  const canonical = writeHotelsListing(state);
  const rewritten = useRef<string | null>(null);
  useEffect(() => {
    if (canonical === location.search || rewritten.current === location.search) return;
    rewritten.current = location.search;
    void navigate({ pathname: location.pathname, search: canonical }, { replace: true });
  }, [canonical, location.pathname, location.search, navigate]);
  const update = useCallback(
    (patch: Partial<HotelsListingState>) => {
      const search = writeHotelsListing(updateHotelsListing(state, patch));
      if (search !== location.search) void navigate({ pathname: location.pathname, search });
    },
    [state, location.pathname, location.search, navigate],
  );
  return { state, update };
}
