import { useEffect, useSyncExternalStore } from 'react';
import { eventBus } from '@travel/event-bus';
import { favoritesStore, type FavoritesState } from './favorites-store';

/** The favourites store's state; loads the list on first use. */
export function useFavorites(): FavoritesState {
  const store = favoritesStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    void store.load();
  }, [store]);
  return state;
}

const subscribeCount = (onChange: () => void) => eventBus.on('favorites:count-changed', onChange);
const readCount = () => eventBus.last('favorites:count-changed')?.count ?? 0;

/**
 * How many offers the visitor saved, as announced on the event bus (by this feature after every
 * change, by the shell on start). Does not load anything by itself.
 */
export function useFavoritesCount(): number {
  return useSyncExternalStore(subscribeCount, readCount, readCount);
}
