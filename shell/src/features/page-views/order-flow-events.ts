import type { EventBus } from '@travel/event-bus';

export interface RoutePosition {
  routeId: string | null;
  inOrderFlow: boolean;
}

/**
 * Announces entering and leaving the order flow (route table `inOrderFlow`), so remotes can, for
 * example, hide promotions or pause a chat widget there. Moving between steps is neither.
 */
export function announceOrderFlowChange(bus: EventBus, previous: RoutePosition | null, next: RoutePosition): void {
  const wasIn = previous?.inOrderFlow === true;
  if (!wasIn && next.inOrderFlow && next.routeId) bus.emit('order-flow:entered', { routeId: next.routeId });
  if (wasIn && !next.inOrderFlow && previous?.routeId) bus.emit('order-flow:left', { routeId: previous.routeId });
}
