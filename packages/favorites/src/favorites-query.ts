import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API_STALE_TIME, BROWSER_ONLY_QUERY } from '@travel/api-client';
import type { OfferListItem } from '@travel/contracts/api/offers';
import type { EventBus } from '@travel/event-bus';
import type { FavoritesApi, FavoritesSnapshot } from './favorites-api';

/**
 * The visitor's favourites as the query cache holds them: every saved hash (newest first, expired
 * ones included: they still count and can still be removed) and the saved offers still on sale.
 */
export interface FavoritesList {
  readonly hashes: readonly string[];
  readonly offers: readonly OfferListItem[];
}

/** What reading and changing the favourites needs; tests pass fakes. */
export interface FavoritesDeps {
  readonly api: FavoritesApi;
  readonly bus: EventBus;
}

/**
 * One key for every remote: `@tanstack/react-query` is a shared singleton and the shell owns the one
 * client, so the listing's hearts and the hotel page's heart read and write the same entry.
 */
export const FAVORITES_QUERY_KEY = ['favorites', 'list'] as const;

export function favoritesListOf(snapshot: FavoritesSnapshot): FavoritesList {
  const onSale = new Set(snapshot.offers.map((offer) => offer.hash));
  return {
    hashes: [...snapshot.offers.map((offer) => offer.hash), ...snapshot.missing.filter((hash) => !onSale.has(hash))],
    offers: snapshot.offers,
  };
}

/** Every add and remove of a heart; the pending ones are the changes the user sees before the API confirms them. */
export const FAVORITES_TOGGLE_KEY = ['favorites', 'toggle'] as const;

export interface ToggleVariables {
  readonly offerHash: string;
  readonly add: boolean;
}

export const EMPTY_FAVORITES: FavoritesList = { hashes: [], offers: [] };

export function withHash(list: FavoritesList, offerHash: string, saved: boolean): FavoritesList {
  if (list.hashes.includes(offerHash) === saved) return list;
  return saved
    ? { hashes: [offerHash, ...list.hashes], offers: list.offers }
    : { hashes: list.hashes.filter((hash) => hash !== offerHash), offers: list.offers.filter((offer) => offer.hash !== offerHash) };
}

export function pendingChanges(queryClient: QueryClient): ToggleVariables[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: FAVORITES_TOGGLE_KEY, status: 'pending' })
    .flatMap((mutation) => (mutation.state.variables === undefined ? [] : [mutation.state.variables as ToggleVariables]));
}

/** A list the server answered, with every change still in flight (but `settled`) kept as the user sees it. */
export function withPendingChanges(queryClient: QueryClient, list: FavoritesList, settled?: ToggleVariables): FavoritesList {
  return pendingChanges(queryClient).reduce(
    (next, change) => (change === settled ? next : withHash(next, change.offerHash, change.add)),
    list,
  );
}

/** The shell's header shows this count; it changes with every optimistic step and rollback. */
export function announceCount(bus: EventBus, list: FavoritesList): void {
  const count = list.hashes.length;
  if (bus.last('favorites:count-changed')?.count !== count) bus.emit('favorites:count-changed', { count });
}

/** Writes the list into the cache and tells the header its count. */
export function writeFavorites(queryClient: QueryClient, bus: EventBus, list: FavoritesList): void {
  queryClient.setQueryData(FAVORITES_QUERY_KEY, list);
  announceCount(bus, list);
}

/** `GET /api/offers/favorites/`: visitor data, so the server's first paint leaves it to the browser. */
export function favoritesQueryOptions({ api, bus }: FavoritesDeps) {
  return queryOptions({
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: async ({ signal, client }): Promise<FavoritesList> => {
      const list = withPendingChanges(client, favoritesListOf(await api.list(signal)));
      announceCount(bus, list);
      return list;
    },
    staleTime: API_STALE_TIME,
    meta: BROWSER_ONLY_QUERY,
  });
}
