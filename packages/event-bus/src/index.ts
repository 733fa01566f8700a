// Placeholder owned by the shell-services work: replaced by the real typed bus.
import type { EventMap } from '@travel/contracts/events';

type Handler<T> = (payload: T) => void;
const handlers = new Map<keyof EventMap, Set<Handler<never>>>();

export const eventBus = {
  emit<K extends keyof EventMap>(type: K, payload: EventMap[K]): void {
    handlers.get(type)?.forEach((h) => (h as Handler<EventMap[K]>)(payload));
  },
  on<K extends keyof EventMap>(type: K, handler: Handler<EventMap[K]>): () => void {
    const set = handlers.get(type) ?? new Set();
    set.add(handler as Handler<never>);
    handlers.set(type, set);
    return () => set.delete(handler as Handler<never>);
  },
};
