import { eventBus } from '@travel/event-bus';
import { pinOrderVersions, registryOfThisPage } from '@travel/federation';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRouteEntry } from '../route-match/route-match';
import { announceOrderFlowChange, type RoutePosition } from './order-flow-events';
import { createPageViewCounter } from './page-view-counter';

/** The page's one counter; remotes read it through the replayed `page:view` event. */
export const pageViews = createPageViewCounter(eventBus);

/**
 * Counts each navigation and announces order-flow entry and exit. An order step pins the remote
 * versions this page runs to the order's address, so a reload mid-order keeps them
 * (docs/adr/0211-canary-and-rollback.md).
 */
export function usePageViews(): void {
  const { key, pathname } = useLocation();
  const position = useRef<RoutePosition | null>(null);
  useEffect(() => {
    const route = matchRouteEntry(pathname);
    pageViews.record(key, pathname, route?.id ?? null);
    const next = { routeId: route?.id ?? null, inOrderFlow: route?.inOrderFlow === true };
    announceOrderFlowChange(eventBus, position.current, next);
    if (next.inOrderFlow) pinOrderVersions(document, pathname, registryOfThisPage(), location.protocol === 'https:');
    position.current = next;
  }, [key, pathname]);
}
