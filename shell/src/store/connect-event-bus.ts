import { isToastInput } from '@travel/contracts/events';
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
      // The plain check of `toastInputSchema` (held to it by contracts' tests): synchronous, so a
      // toast shown and hidden at once stays hidden, and without zod on the first paint (ADR 0192).
      if (isToastInput(input)) store.getState().showToast(input);
      else console.warn('toast:show ignored: invalid payload', input);
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
