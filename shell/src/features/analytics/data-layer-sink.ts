import { analyticsEventSchema, type AnalyticsEvent } from '@travel/contracts/analytics';
import type { EventBus } from '@travel/event-bus';

/** Events seen before the visitor answered the cookie banner, kept in memory only. */
export const MAX_HELD_EVENTS = 50;

export interface DataLayerSink {
  /** The visitor's answer: `true` all cookies, `false` only necessary, `null` not yet. */
  setConsent(consented: boolean | null): void;
  /** Stops listening to the bus. */
  dispose(): void;
}

export interface DataLayerSinkOptions {
  readonly bus: EventBus;
  /** `window.dataLayer`, created when missing. */
  readonly dataLayer: () => unknown[];
  readonly consented: boolean | null;
  /** A remote sent a malformed event (a bug to fix, never pushed). */
  readonly onInvalid?: (issue: string) => void;
}

/**
 * Forwards `analytics:event` from the bus to the tag manager's data layer, only with consent
 * (spec 001 §3; ADR 0182). Before the visitor answers, events wait in memory (nothing leaves the
 * page) and go out if all cookies are accepted; "only necessary" drops them and every later one.
 */
export function createDataLayerSink(options: DataLayerSinkOptions): DataLayerSink {
  let consented = options.consented;
  let held: AnalyticsEvent[] = [];

  const push = (event: AnalyticsEvent): void => {
    const layer = options.dataLayer();
    // GA4: clear the previous ecommerce object so items of one event never leak into the next.
    if ('ecommerce' in event) layer.push({ ecommerce: null });
    layer.push(event);
  };

  const unsubscribe = options.bus.on('analytics:event', (payload) => {
    const parsed = analyticsEventSchema.safeParse(payload);
    if (!parsed.success) {
      options.onInvalid?.(parsed.error.issues[0]?.message ?? 'invalid analytics event');
      return;
    }
    if (consented === true) push(parsed.data);
    else if (consented === null && held.length < MAX_HELD_EVENTS) held.push(parsed.data);
  });

  return {
    setConsent(next) {
      consented = next;
      if (next === null) return;
      const waiting = held;
      held = [];
      if (next) waiting.forEach(push);
    },
    dispose: unsubscribe,
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page's `window.dataLayer`, the array a tag manager reads. */
export function windowDataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}
