import { useEffect, useRef } from 'react';
import type { AnalyticsEvent } from '@travel/contracts/analytics';
import { emitAnalytics } from '@travel/event-bus';

/**
 * Emits a view event (view_item, view_item_list, begin_checkout) once per `key`: once the data is
 * there (`build` answers an event), and again only when the key changes (another hotel, another
 * page of results). `null` as the key means "not yet". A re-render, a refetch or React's strict
 * double effect never sends it twice.
 */
export function useAnalyticsView(key: string | null, build: () => AnalyticsEvent | null): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || sent.current === key) return;
    const event = build();
    if (event === null) return;
    sent.current = key;
    emitAnalytics(event);
  });
}
