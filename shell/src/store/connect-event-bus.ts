import { toastInputSchema } from '@travel/contracts/events';
import type { EventBus } from '@travel/event-bus';
import type { StoreApi } from 'zustand/vanilla';
import type { UiStore } from './ui-store';

/**
 * Feeds bus events from any remote into the store. Toasts are parsed because a remote built
 * against an older contract must not put a broken toast on screen; a bad one is dropped and logged.
 * Returns a function that disconnects everything.
 */
export function connectUiStoreToEventBus(bus: EventBus, store: StoreApi<UiStore>): () => void {
  const offs = [
    bus.on('toast:show', (input) => {
      const parsed = toastInputSchema.safeParse(input);
      if (parsed.success) store.getState().showToast(parsed.data);
      else console.warn('toast:show ignored: invalid payload', parsed.error.issues);
    }),
    bus.on('toast:hide', ({ id }) => store.getState().hideToast(id)),
    bus.on('toast:clear', (payload) => store.getState().clearToasts(payload?.module)),
    bus.on('favorites:count-changed', ({ count }) => store.getState().setFavoritesCount(count)),
    bus.on('user:info', (userInfo) => store.getState().setUserInfo(userInfo)),
    bus.on('contact-modal:open', (options) => store.getState().openContactModal(options ?? {})),
  ];
  return () => {
    for (const off of offs) off();
  };
}
