import type { OfferListItem } from '@travel/contracts/api/offers';
import { eventBus as defaultBus, type EventBus } from '@travel/event-bus';
import { createFavoritesApi, type FavoritesApi, type FavoritesSnapshot } from './favorites-api';
import { FavoritesLimitError } from './favorites-limit-error';

export type FavoritesLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface FavoritesState {
  status: FavoritesLoadStatus;
  /** Hashes of every saved offer, including expired ones; shown optimistically while a call runs. */
  hashes: ReadonlySet<string>;
  /** Saved offers still on sale, newest first (the favourites page lists these). */
  offers: readonly OfferListItem[];
  /** Hashes with a call in flight; their button is not disabled, a second click queues behind. */
  pending: ReadonlySet<string>;
}

export interface FavoritesStore {
  getState(): FavoritesState;
  subscribe(listener: () => void): () => void;
  /** Loads the list once (again after an error); concurrent callers share one request. */
  load(): Promise<void>;
  /** Forces a fresh load (the retry button of the favourites page). */
  reload(): Promise<void>;
  /**
   * Adds or removes an offer at once and then asks the API; on failure the change is rolled back.
   * Resolves `confirmed` when the API confirmed it, `limit` when the list was already full.
   */
  toggle(offerHash: string): Promise<FavoriteToggleResult>;
}

export type FavoriteToggleResult = 'confirmed' | 'limit' | 'failed';

export interface FavoritesStoreDeps {
  api: FavoritesApi;
  bus: EventBus;
}

/** The favourites of the visitor, shared by every heart on the page and the favourites page. */
export function createFavoritesStore({ api, bus }: FavoritesStoreDeps): FavoritesStore {
  let state: FavoritesState = { status: 'idle', hashes: new Set(), offers: [], pending: new Set() };
  const listeners = new Set<() => void>();
  let loading: Promise<void> | null = null;
  // Calls of one offer run one after the other, so a quick add-remove-add ends as the user left it.
  const queues = new Map<string, Promise<unknown>>();

  let announcedCount: number | null = null;

  const set = (patch: Partial<FavoritesState>): void => {
    state = { ...state, ...patch };
    // The shell's header shows this count; it changes with every optimistic step and rollback.
    if (patch.hashes !== undefined && state.hashes.size !== announcedCount) {
      announcedCount = state.hashes.size;
      bus.emit('favorites:count-changed', { count: announcedCount });
    }
    for (const listener of [...listeners]) listener();
  };

  const hashesOf = (snapshot: FavoritesSnapshot): Set<string> =>
    new Set([...snapshot.offers.map((offer) => offer.hash), ...snapshot.missing]);

  /** The server's answer, with any other call still in flight kept as the user sees it. */
  const applyAnswer = (snapshot: FavoritesSnapshot, settledHash: string | null): void => {
    const hashes = hashesOf(snapshot);
    for (const hash of state.pending) {
      if (hash === settledHash) continue;
      if (state.hashes.has(hash)) hashes.add(hash);
      else hashes.delete(hash);
    }
    set({ hashes, offers: snapshot.offers.filter((offer) => hashes.has(offer.hash)), status: 'ready' });
  };

  const fetchList = async (): Promise<void> => {
    set({ status: 'loading' });
    try {
      applyAnswer(await api.list(), null);
    } catch {
      set({ status: 'error' });
    } finally {
      loading = null;
    }
  };

  const withPending = (hash: string, on: boolean): ReadonlySet<string> => {
    const next = new Set(state.pending);
    if (on) next.add(hash);
    else next.delete(hash);
    return next;
  };

  const runToggle = async (hash: string): Promise<FavoriteToggleResult> => {
    const wasFavorite = state.hashes.has(hash);
    const previousOffers = state.offers;
    const optimistic = new Set(state.hashes);
    if (wasFavorite) optimistic.delete(hash);
    else optimistic.add(hash);
    set({
      hashes: optimistic,
      offers: wasFavorite ? state.offers.filter((offer) => offer.hash !== hash) : state.offers,
      pending: withPending(hash, true),
    });
    try {
      const answer = wasFavorite ? await api.remove(hash) : await api.add(hash);
      set({ pending: withPending(hash, false) });
      applyAnswer(answer, hash);
      return 'confirmed';
    } catch (error) {
      const rolledBack = new Set(state.hashes);
      if (wasFavorite) rolledBack.add(hash);
      else rolledBack.delete(hash);
      const index = previousOffers.findIndex((offer) => offer.hash === hash);
      const removedOffer = previousOffers[index];
      const offers = [...state.offers];
      if (wasFavorite && removedOffer !== undefined && !offers.some((offer) => offer.hash === hash)) {
        offers.splice(Math.min(index, offers.length), 0, removedOffer);
      }
      set({ hashes: rolledBack, offers, pending: withPending(hash, false) });
      return error instanceof FavoritesLimitError ? 'limit' : 'failed';
    }
  };

  // Each remote bundles this package, so one visit may hold two stores (the listing's and the
  // hotel page's). When the other one announces a count that is not ours, our list is stale: it
  // loads again on its next use (a heart mounting), by when the other store's call has settled.
  bus.on('favorites:count-changed', ({ count }) => {
    if (state.status !== 'ready' || state.pending.size > 0 || count === state.hashes.size) return;
    state = { ...state, status: 'idle' };
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load() {
      if (state.status === 'ready') return Promise.resolve();
      loading ??= fetchList();
      return loading;
    },
    reload() {
      loading ??= fetchList();
      return loading;
    },
    toggle(offerHash) {
      const previous = queues.get(offerHash) ?? Promise.resolve();
      const next = previous.then(() => runToggle(offerHash));
      queues.set(offerHash, next);
      void next.finally(() => {
        if (queues.get(offerHash) === next) queues.delete(offerHash);
      });
      return next;
    },
  };
}

let shared: FavoritesStore | null = null;

/** The page-wide store, created on first use so importing the feature costs no request. */
export function favoritesStore(): FavoritesStore {
  shared ??= createFavoritesStore({ api: createFavoritesApi(), bus: defaultBus });
  return shared;
}
