import { eventBus } from '@travel/event-bus';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRouteEntry } from '../route-match/route-match';
import { createPageViewCounter } from './page-view-counter';

/** The page's one counter; remotes read it through the replayed `page:view` event. */
export const pageViews = createPageViewCounter(eventBus);

export function usePageViews(): void {
  const { key, pathname } = useLocation();
  useEffect(() => {
    pageViews.record(key, pathname, matchRouteEntry(pathname)?.id ?? null);
  }, [key, pathname]);
}
