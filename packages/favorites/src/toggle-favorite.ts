import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { OfferListItem } from '@travel/contracts/api/offers';
import type { FavoritesSnapshot } from './favorites-api';
import { recordFavoritePrice } from './favorite-prices';
import { FavoritesLimitError } from './favorites-limit-error';
import {
  EMPTY_FAVORITES,
  FAVORITES_QUERY_KEY,
  FAVORITES_TOGGLE_KEY,
  favoritesListOf,
  pendingChanges,
  withHash,
  withPendingChanges,
  writeFavorites,
  type FavoritesDeps,
  type FavoritesList,
  type ToggleVariables,
} from './favorites-query';

export type FavoriteToggleResult = 'confirmed' | 'limit' | 'failed';

interface ToggleContext {
  /** Where a removed offer stood, to put it back there when the API refuses. */
  readonly removed: { readonly offer: OfferListItem; readonly index: number } | undefined;
}

/**
 * Adds or removes an offer at once (the cache changes before the API answers) and then asks the
 * API; a refusal rolls the change back. Every favourites call waits for the one before (one mutation
 * scope): each answer is the whole list, so an answer that overtook a later one would undo it, and a
 * quick add-remove-add ends as the user left it. Resolves `limit` when the list was full.
 */
export async function toggleFavorite(
  queryClient: QueryClient,
  { api, bus }: FavoritesDeps,
  offerHash: string,
  /** The per-adult price the heart was shown with: kept in the browser when the offer is saved. */
  pricePerPerson?: number,
): Promise<FavoriteToggleResult> {
  const current = (): FavoritesList => queryClient.getQueryData<FavoritesList>(FAVORITES_QUERY_KEY) ?? EMPTY_FAVORITES;

  /** As the user sees it: the last click on this offer still in flight decides, else the cache. */
  const savedNow = (): boolean => {
    const last = pendingChanges(queryClient).findLast((change) => change.offerHash === offerHash);
    return last === undefined ? current().hashes.includes(offerHash) : last.add;
  };

  const observer = new MutationObserver<FavoritesSnapshot, unknown, ToggleVariables, ToggleContext>(queryClient, {
    mutationKey: FAVORITES_TOGGLE_KEY,
    scope: { id: 'favorites' },
    mutationFn: ({ add }) => (add ? api.add(offerHash) : api.remove(offerHash)),
    onMutate: async ({ add }) => {
      // A reload still running would overwrite the optimistic step with what it read before. The
      // first load is left to run: it keeps the changes in flight itself (`withPendingChanges`).
      if (current() !== EMPTY_FAVORITES) await queryClient.cancelQueries({ queryKey: FAVORITES_QUERY_KEY });
      const list = current();
      const index = list.offers.findIndex((offer) => offer.hash === offerHash);
      const offer = list.offers[index];
      writeFavorites(queryClient, bus, withHash(list, offerHash, add));
      return { removed: !add && offer !== undefined ? { offer, index } : undefined };
    },
    onSuccess: (snapshot, variables) => {
      writeFavorites(queryClient, bus, withPendingChanges(queryClient, favoritesListOf(snapshot), variables));
      if (variables.add && pricePerPerson !== undefined) recordFavoritePrice({ hash: offerHash, pricePerPerson });
    },
    onError: (_error, { add }, context) => {
      const list = withHash(current(), offerHash, !add);
      const removed = context?.removed;
      if (removed === undefined || list.offers.some((offer) => offer.hash === offerHash)) {
        writeFavorites(queryClient, bus, list);
        return;
      }
      const offers = [...list.offers];
      offers.splice(Math.min(removed.index, offers.length), 0, removed.offer);
      writeFavorites(queryClient, bus, { hashes: list.hashes, offers });
    },
  });
  try {
    // Decided on the list as the user sees it now, optimistic steps included.
    await observer.mutate({ offerHash, add: !savedNow() });
    return 'confirmed';
  } catch (error) {
    return error instanceof FavoritesLimitError ? 'limit' : 'failed';
  }
}
