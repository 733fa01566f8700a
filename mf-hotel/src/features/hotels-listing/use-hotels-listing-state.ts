import { useCallback, useEffect, useMemo, useOptimistic, useRef, useTransition } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseHotelsListing, updateHotelsListing, writeHotelsListing, type HotelsListingState } from './hotels-listing-url';

/**
 * The URL is the state of the hotels listing (filters, sort, page); each change is a navigation.
 * The router applies a navigation as a transition, so a controlled radio or select would show its
 * old value until the listing has re-rendered (seconds on a slow phone): the chosen state is shown
 * optimistically at once, and the URL's state takes over when the navigation commits.
 */
export function useHotelsListingState() {
  const location = useLocation();
  const navigate = useNavigate();
  const [, startTransition] = useTransition();
  const state = useMemo(() => parseHotelsListing(location.search), [location.search]);
  const [shown, showOptimistically] = useOptimistic(state);
  const canonical = writeHotelsListing(state);
  const rewritten = useRef<string | null>(null);
  useEffect(() => {
    if (canonical === location.search || rewritten.current === location.search) return;
    rewritten.current = location.search;
    void navigate({ pathname: location.pathname, search: canonical }, { replace: true });
  }, [canonical, location.pathname, location.search, navigate]);
  const update = useCallback(
    (patch: Partial<HotelsListingState>) => {
      const next = updateHotelsListing(shown, patch);
      const search = writeHotelsListing(next);
      if (search === location.search) return;
      startTransition(async () => {
        showOptimistically(next);
        await navigate({ pathname: location.pathname, search });
      });
    },
    [shown, location.pathname, location.search, navigate, showOptimistically],
  );
  return { state: shown, update };
}
