import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { eventBus } from '@travel/event-bus';
import { createFavoritesApi } from './favorites-api';
import { favoritesQueryOptions, FAVORITES_QUERY_KEY, type FavoritesDeps } from './favorites-query';
import type { FavoriteToggleResult } from './toggle-favorite';

export type FavoritesLoadStatus = 'loading' | 'ready' | 'error';

export interface FavoritesState {
  status: FavoritesLoadStatus;
  /** Hashes of every saved offer, including expired ones; changed at once while a call runs. */
  hashes: ReadonlySet<string>;
  /** Saved offers still on sale, newest first (the favourites page lists these). */
  offers: readonly OfferListItem[];
}

let defaults: FavoritesDeps | null = null;

/** The page's API and bus, created on first use so importing the feature costs no request. */
export function defaultFavoritesDeps(): FavoritesDeps {
  defaults ??= { api: createFavoritesApi(), bus: eventBus };
  return defaults;
}

const NO_OFFERS: readonly OfferListItem[] = [];

/** The visitor's favourites from the shared query cache; loads the list on first use. */
export function useFavorites(deps: FavoritesDeps = defaultFavoritesDeps()): FavoritesState {
  const query = useQuery(favoritesQueryOptions(deps));
  const { data } = query;
  const hashes = useMemo(() => new Set(data?.hashes), [data]);
  const status: FavoritesLoadStatus = data !== undefined ? 'ready' : query.isError ? 'error' : 'loading';
  return { status, hashes, offers: data?.offers ?? NO_OFFERS };
}

/**
 * The toggle's code is not on any page's first load (the listing's is at its budget, ADR 0192): it
 * loads when a heart is first pointed at or focused (`preloadFavoriteToggle`), by the click at the latest.
 */
const loadToggle = () => import('./toggle-favorite');
export const preloadFavoriteToggle = (): void => void loadToggle();

export interface FavoritesActions {
  /** Adds or removes an offer at once, then asks the API (`toggleFavorite`). */
  toggle(offerHash: string, pricePerPerson?: number): Promise<FavoriteToggleResult>;
  /** Loads the list again (the retry button of the favourites page). */
  reload(): Promise<void>;
}

export function useFavoritesActions(deps: FavoritesDeps = defaultFavoritesDeps()): FavoritesActions {
  const queryClient = useQueryClient();
  const toggle = useCallback(
    async (offerHash: string, pricePerPerson?: number) => (await loadToggle()).toggleFavorite(queryClient, deps, offerHash, pricePerPerson),
    [queryClient, deps],
  );
  const reload = useCallback(() => queryClient.refetchQueries({ queryKey: FAVORITES_QUERY_KEY }), [queryClient]);
  return useMemo(() => ({ toggle, reload }), [toggle, reload]);
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
