import { STATE_EVENTS, type EventMap, type EventName } from '@travel/contracts/events';

export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;

export interface EventBus {
  /** Delivers to every current subscriber; returns how many received it. */
  emit<K extends EventName>(type: K, payload: EventMap[K]): number;
  /**
   * Subscribes; returns the unsubscribe function. State events (see `STATE_EVENTS`) call the new
   * handler at once with their last value, so a late remote sees the current state.
   */
  on<K extends EventName>(type: K, handler: EventHandler<K>): () => void;
  /** The last value of a state event, if one was emitted. */
  last<K extends EventName>(type: K): EventMap[K] | undefined;
}

type AnyHandler = (payload: unknown) => void;

export interface EventBusOptions {
  stateEvents?: readonly EventName[];
  /** Where a throwing handler is reported; one bad subscriber never stops the others. */
  onHandlerError?: (error: unknown, type: EventName) => void;
}

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const stateEvents = new Set<EventName>(options.stateEvents ?? STATE_EVENTS);
  const onHandlerError = options.onHandlerError ?? ((error, type) => console.error(`event-bus: handler of '${type}' failed`, error));
  const handlers = new Map<EventName, Set<AnyHandler>>();
  const lastValues = new Map<EventName, unknown>();

  const call = (handler: AnyHandler, type: EventName, payload: unknown) => {
    try {
      handler(payload);
    } catch (error) {
      onHandlerError(error, type);
    }
  };

  return {
    emit(type, payload) {
      if (stateEvents.has(type)) lastValues.set(type, payload);
      // A copy, so handlers that unsubscribe (or subscribe) while running do not disturb delivery.
      const current = [...(handlers.get(type) ?? [])];
      for (const handler of current) call(handler, type, payload);
      return current.length;
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      handlers.set(type, set);
      const wrapped = handler as AnyHandler;
      set.add(wrapped);
      if (stateEvents.has(type) && lastValues.has(type)) call(wrapped, type, lastValues.get(type));
      return () => {
        set.delete(wrapped);
      };
    },
    last(type) {
      return lastValues.get(type) as EventMap[typeof type] | undefined;
    },
  };
}

/**
 * The bus is a Module Federation singleton, so every remote gets this module once. Should a remote
 * ever bundle its own copy (a misconfigured share, a standalone dev build embedded in a page), the
 * copies still meet on this realm-wide key instead of silently splitting the page into two buses.
 */
export const EVENT_BUS_GLOBAL_KEY = Symbol.for('@travel/event-bus@1');

type GlobalWithBus = typeof globalThis & { [EVENT_BUS_GLOBAL_KEY]?: EventBus };

function sharedBus(): EventBus {
  const g = globalThis as GlobalWithBus;
  g[EVENT_BUS_GLOBAL_KEY] ??= createEventBus();
  return g[EVENT_BUS_GLOBAL_KEY];
}

export const eventBus: EventBus = sharedBus();
