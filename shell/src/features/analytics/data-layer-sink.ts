import type { AnalyticsEvent } from '@travel/contracts/analytics';
import type { EventBus } from '@travel/event-bus';

/** Events seen before the visitor answered the cookie banner, kept in memory only. */
export const MAX_HELD_EVENTS = 50;

export interface DataLayerSink {
  /** The visitor's answer: `true` all cookies, `false` only necessary, `null` not yet. */
  setConsent(consented: boolean | null): void;
  /** Stops listening to the bus. */
  dispose(): void;
  /** Settles when every event received so far has been checked (and pushed, held or dropped). */
  settled(): Promise<void>;
}

type AnalyticsEventSchema = (typeof import('@travel/contracts/analytics'))['analyticsEventSchema'];

/**
 * The schemas come with zod, which no first paint loads: fetched with the first event
 * (docs/adr/0192-first-load-budget.md).
 */
export const loadAnalyticsEventSchema = async (): Promise<AnalyticsEventSchema> =>
  (await import('@travel/contracts/analytics')).analyticsEventSchema;

export interface DataLayerSinkOptions {
  readonly bus: EventBus;
  /** `window.dataLayer`, created when missing. */
  readonly dataLayer: () => unknown[];
  readonly consented: boolean | null;
  /** A remote sent a malformed event (a bug to fix, never pushed). */
  readonly onInvalid?: (issue: string) => void;
  /** Where the event schema comes from; default `loadAnalyticsEventSchema`. */
  readonly loadSchema?: () => Promise<AnalyticsEventSchema>;
}

/**
 * Forwards `analytics:event` from the bus to the tag manager's data layer, only with consent
 * (docs/product/shell-and-ui.md; ADR 0182). Before the visitor answers, events wait in memory (nothing leaves the
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

  const loadSchema = options.loadSchema ?? loadAnalyticsEventSchema;
  // Events are checked one after another on one chain, so they reach the data layer in the order
  // they were sent; the consent is read when an event's check is done.
  let checked: Promise<void> = Promise.resolve();
  const unsubscribe = options.bus.on('analytics:event', (payload) => {
    checked = checked.then(async () => {
      let schema: AnalyticsEventSchema;
      try {
        schema = await loadSchema();
      } catch {
        options.onInvalid?.('the analytics schema failed to load');
        return;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        options.onInvalid?.(parsed.error.issues[0]?.message ?? 'invalid analytics event');
        return;
      }
      if (consented === true) push(parsed.data);
      else if (consented === null && held.length < MAX_HELD_EVENTS) held.push(parsed.data);
    });
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
    settled: () => checked,
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
