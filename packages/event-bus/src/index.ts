export { createEventBus, eventBus, EVENT_BUS_GLOBAL_KEY } from './event-bus';
export type { EventBus, EventBusOptions, EventHandler } from './event-bus';
export { requestConfirm } from './request-confirm';
export type { ConfirmOptions } from './request-confirm';
export { emitAnalytics } from './emit-analytics';
