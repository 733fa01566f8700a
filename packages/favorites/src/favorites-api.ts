import { ApiError, createApiClient, loadApiContracts, type ApiClient } from '@travel/api-client';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { eventBus } from '@travel/event-bus';
import { FavoritesLimitError } from './favorites-limit-error';

/** What the favourites feature needs of the API; tests pass a fake. */
export interface FavoritesApi {
  list(signal?: AbortSignal): Promise<FavoritesSnapshot>;
  /** Rejects with a `FavoritesLimitError` when the list is full. */
  add(offerHash: string): Promise<FavoritesSnapshot>;
  remove(offerHash: string): Promise<FavoritesSnapshot>;
}

/**
 * The visitor's favourites as the API answers every favourites call: offers still on sale, plus the
 * hashes of saved offers that have expired (they still count and can still be removed).
 */
export interface FavoritesSnapshot {
  offers: OfferListItem[];
  missing: string[];
}

/** The 409 of a full list as a `FavoritesLimitError`; any other failure unchanged. */
async function limitErrorOf(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  // Loaded already: the call that failed loaded the contracts.
  const { favoritesLimitError } = await loadApiContracts();
  const body = favoritesLimitError.safeParse(error.body);
  return body.success ? new FavoritesLimitError(body.data.limit) : error;
}

/**
 * `GET|POST|DELETE /api/offers/favorites/`. No `id` is sent: the API keeps the anonymous list id
 * in its cookie (created by the first POST), and credentials go with every call.
 */
export function createFavoritesApi(client: ApiClient = defaultClient()): FavoritesApi {
  const snapshot = (answer: { offers: OfferListItem[]; missing: string[] }): FavoritesSnapshot => ({
    offers: answer.offers,
    missing: answer.missing,
  });
  return {
    list: async (signal) => snapshot(await client.call('favoritesGet', { query: {} }, signal ? { signal } : undefined)),
    add: async (offerHash) => {
      try {
        return snapshot(await client.call('favoritesAdd', { query: {}, body: { offerHash } }));
      } catch (error) {
        throw await limitErrorOf(error);
      }
    },
    remove: async (offerHash) => snapshot(await client.call('favoritesRemove', { query: {}, body: { offerHash } })),
  };
}

function defaultClient(): ApiClient {
  // A failed call is announced like any other API failure (docs/product/errors.md); the shell reports it.
  return createApiClient({ onError: (report) => eventBus.emit('api:error', report) });
}
