import type { EventBus } from '@travel/event-bus';

export interface PageViewCounter {
  /** Counts a view of `pathname` (a new navigation, identified by `key`) and announces it. */
  record(key: string, pathname: string, routeId: string | null): void;
  readonly count: number;
}

/**
 * Counts page views of this tab (docs/product/shell-and-ui.md `/_app`). A repeated key is the same navigation seen
 * twice (StrictMode, a layout remount) and is not counted again.
 */
export function createPageViewCounter(bus: EventBus): PageViewCounter {
  let count = 0;
  let lastKey: string | null = null;
  return {
    record(key, pathname, routeId) {
      if (key === lastKey) return;
      lastKey = key;
      count += 1;
      bus.emit('page:view', { count, pathname, routeId });
    },
    get count() {
      return count;
    },
  };
}
