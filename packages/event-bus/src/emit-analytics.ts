import type { AnalyticsEvent } from '@travel/contracts/analytics';
import { eventBus, type EventBus } from './event-bus';

/**
 * Sends one analytics event of docs/product/shell-and-ui.md (`@travel/contracts/analytics`) to the shell, which
 * pushes it to `window.dataLayer` only after cookie consent (ADR 0182). The one way a remote or a
 * package reports a view, a reservation, a purchase, a form, a newsletter sign-up or a favourite.
 */
export function emitAnalytics(event: AnalyticsEvent, bus: EventBus = eventBus): void {
  bus.emit('analytics:event', event);
}
