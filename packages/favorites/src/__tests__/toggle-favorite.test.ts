import type { QueryClient } from '@tanstack/react-query';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { createEventBus, type EventBus } from '@travel/event-bus';
import { createTestQueryClient } from '@travel/ui/testing';
import type { FavoritesApi, FavoritesSnapshot } from '../favorites-api';
import { FavoritesLimitError } from '../favorites-limit-error';
import {
  FAVORITES_QUERY_KEY,
  FAVORITES_TOGGLE_KEY,
  favoritesQueryOptions,
  type FavoritesDeps,
  type FavoritesList,
} from '../favorites-query';
import { toggleFavorite } from '../toggle-favorite';

const offer = (hash: string): OfferListItem => ({ hash, hotelName: `Hotel ${hash}` }) as OfferListItem;

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The favourites as a page sees them: what the query cache holds, and the calls that change it. */
function favoritesOn(queryClient: QueryClient, deps: FavoritesDeps) {
  const list = (): FavoritesList => queryClient.getQueryData<FavoritesList>(FAVORITES_QUERY_KEY) ?? { hashes: [], offers: [] };
  return {
    load: () => queryClient.ensureQueryData(favoritesQueryOptions(deps)).then(() => undefined),
    reload: () => queryClient.fetchQuery({ ...favoritesQueryOptions(deps), staleTime: 0 }).then(() => undefined),
    toggle: (hash: string) => toggleFavorite(queryClient, deps, hash),
    hashes: () => new Set(list().hashes),
    offers: () => list().offers.map((o) => o.hash),
    pendingCount: () => queryClient.isMutating({ mutationKey: FAVORITES_TOGGLE_KEY }),
  };
}

function setup(initial: FavoritesSnapshot = { offers: [offer('aaaa1')], missing: [] }) {
  const calls: Array<{ kind: 'add' | 'remove'; hash: string; answer: Deferred<FavoritesSnapshot> }> = [];
  const api: FavoritesApi = {
    list: () => Promise.resolve(initial),
    add: (hash) => {
      const answer = deferred<FavoritesSnapshot>();
      calls.push({ kind: 'add', hash, answer });
      return answer.promise;
    },
    remove: (hash) => {
      const answer = deferred<FavoritesSnapshot>();
      calls.push({ kind: 'remove', hash, answer });
      return answer.promise;
    },
  };
  const bus: EventBus = createEventBus();
  const counts: number[] = [];
  bus.on('favorites:count-changed', ({ count }) => counts.push(count));
  const queryClient = createTestQueryClient();
  return { favorites: favoritesOn(queryClient, { api, bus }), queryClient, calls, counts, bus };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourites in the query cache: optimistic toggle with rollback', () => {
  it('loads the list once and announces its count', async () => {
    const list = jest.fn(() => Promise.resolve({ offers: [offer('aaaa1')], missing: ['gone1'] }));
    const bus = createEventBus();
    const counts: number[] = [];
    bus.on('favorites:count-changed', ({ count }) => counts.push(count));
    const favorites = favoritesOn(createTestQueryClient(), { api: { list, add: jest.fn(), remove: jest.fn() }, bus });
    await Promise.all([favorites.load(), favorites.load()]);
    expect(list).toHaveBeenCalledTimes(1);
    expect([...favorites.hashes()].sort()).toEqual(['aaaa1', 'gone1']);
    expect(counts).toEqual([2]);
  });

  it('adds at once, before the API answers, and keeps it when the API confirms', async () => {
    const { favorites, calls, counts } = setup();
    await favorites.load();
    const done = favorites.toggle('bbbb2');
    await flush();
    expect(favorites.hashes().has('bbbb2')).toBe(true);
    expect(counts).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.kind).toBe('add');
    calls[0]?.answer.resolve({ offers: [offer('bbbb2'), offer('aaaa1')], missing: [] });
    await expect(done).resolves.toBe('confirmed');
    expect(favorites.offers()).toEqual(['bbbb2', 'aaaa1']);
    expect(counts).toEqual([1, 2]);
  });

  it('rolls an add back when the API fails, and the count follows', async () => {
    const { favorites, calls, counts } = setup();
    await favorites.load();
    const done = favorites.toggle('bbbb2');
    await flush();
    calls[0]?.answer.reject(new Error('HTTP 500'));
    await expect(done).resolves.toBe('failed');
    expect(favorites.hashes().has('bbbb2')).toBe(false);
    expect(favorites.pendingCount()).toBe(0);
    expect(counts).toEqual([1, 2, 1]);
  });

  it('rolls an add back when the list is full, and says so apart from a failure', async () => {
    const { favorites, calls, counts } = setup();
    await favorites.load();
    const done = favorites.toggle('bbbb2');
    await flush();
    calls[0]?.answer.reject(new FavoritesLimitError(200));
    await expect(done).resolves.toBe('limit');
    expect(favorites.hashes().has('bbbb2')).toBe(false);
    expect(counts).toEqual([1, 2, 1]);
  });

  it('rolls a remove back to the same place in the list', async () => {
    const { favorites, calls } = setup({ offers: [offer('aaaa1'), offer('bbbb2'), offer('cccc3')], missing: [] });
    await favorites.load();
    const done = favorites.toggle('bbbb2');
    await flush();
    expect(favorites.offers()).toEqual(['aaaa1', 'cccc3']);
    calls[0]?.answer.reject(new Error('network'));
    await expect(done).resolves.toBe('failed');
    expect(favorites.offers()).toEqual(['aaaa1', 'bbbb2', 'cccc3']);
    expect(favorites.hashes().has('bbbb2')).toBe(true);
  });

  it('runs two clicks on one offer one after the other, ending as the user left it', async () => {
    const { favorites, calls } = setup();
    await favorites.load();
    const first = favorites.toggle('bbbb2');
    const second = favorites.toggle('bbbb2');
    await flush();
    expect(calls.map((c) => c.kind)).toEqual(['add']);
    calls[0]?.answer.resolve({ offers: [offer('bbbb2'), offer('aaaa1')], missing: [] });
    await first;
    await flush();
    expect(calls.map((c) => c.kind)).toEqual(['add', 'remove']);
    calls[1]?.answer.resolve({ offers: [offer('aaaa1')], missing: [] });
    await second;
    expect(favorites.hashes().has('bbbb2')).toBe(false);
  });

  it('an answer for one offer does not undo another offer still in flight', async () => {
    const { favorites, calls } = setup();
    await favorites.load();
    void favorites.toggle('bbbb2');
    void favorites.toggle('cccc3');
    await flush();
    // The server answered the first call before it saw the second.
    calls[0]?.answer.resolve({ offers: [offer('bbbb2'), offer('aaaa1')], missing: [] });
    await flush();
    expect(favorites.hashes().has('cccc3')).toBe(true);
  });

  it('two hearts clicked quickly are sent one after the other, so an older answer never overtakes a newer one', async () => {
    const { favorites, calls } = setup();
    await favorites.load();
    const first = favorites.toggle('bbbb2');
    const second = favorites.toggle('cccc3');
    await flush();
    expect(calls.map((c) => c.hash)).toEqual(['bbbb2']);
    calls[0]?.answer.resolve({ offers: [offer('bbbb2'), offer('aaaa1')], missing: [] });
    await first;
    await flush();
    expect(calls.map((c) => c.hash)).toEqual(['bbbb2', 'cccc3']);
    calls[1]?.answer.resolve({ offers: [offer('cccc3'), offer('bbbb2'), offer('aaaa1')], missing: [] });
    await second;
    expect(favorites.offers()).toEqual(['cccc3', 'bbbb2', 'aaaa1']);
  });

  it('a click while the first load runs survives the load', async () => {
    const listed = deferred<FavoritesSnapshot>();
    const added = deferred<FavoritesSnapshot>();
    const favorites = favoritesOn(createTestQueryClient(), {
      api: { list: () => listed.promise, add: () => added.promise, remove: jest.fn() },
      bus: createEventBus(),
    });
    const loading = favorites.load();
    void favorites.toggle('bbbb2');
    await flush();
    listed.resolve({ offers: [offer('aaaa1')], missing: [] });
    await loading;
    expect([...favorites.hashes()].sort()).toEqual(['aaaa1', 'bbbb2']);
  });

  it('reports a failed load and loads again on reload', async () => {
    let fail = true;
    const bus = createEventBus();
    const queryClient = createTestQueryClient();
    const favorites = favoritesOn(queryClient, {
      bus,
      api: {
        list: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ offers: [], missing: [] })),
        add: () => Promise.reject(new Error('unused')),
        remove: () => Promise.reject(new Error('unused')),
      },
    });
    await expect(favorites.load()).rejects.toThrow('down');
    expect(queryClient.getQueryState(FAVORITES_QUERY_KEY)?.status).toBe('error');
    fail = false;
    await favorites.reload();
    expect(queryClient.getQueryState(FAVORITES_QUERY_KEY)?.status).toBe('success');
    expect(bus.last('favorites:count-changed')).toEqual({ count: 0 });
  });
});

describe('two remotes on one page (each bundles this package)', () => {
  it('share the one query cache: a heart on the hotel page is seen by the listing without a second load', async () => {
    const bus: EventBus = createEventBus();
    let saved: FavoritesSnapshot = { offers: [offer('aaaa1')], missing: [] };
    const apiOf = (): FavoritesApi => ({
      list: jest.fn(() => Promise.resolve(saved)),
      add: (hash) => {
        saved = { offers: [...saved.offers, offer(hash)], missing: [] };
        return Promise.resolve(saved);
      },
      remove: () => Promise.resolve(saved),
    });
    const listingApi = apiOf();
    const hotelApi = apiOf();
    const queryClient = createTestQueryClient();
    const listing = favoritesOn(queryClient, { api: listingApi, bus });
    const hotel = favoritesOn(queryClient, { api: hotelApi, bus });
    await listing.load();
    await hotel.load();
    await hotel.toggle('bbbb2');
    expect(listingApi.list).toHaveBeenCalledTimes(1);
    expect(hotelApi.list).toHaveBeenCalledTimes(0);
    // Back on the listing: its hearts mount and read the list.
    await listing.load();
    expect(listingApi.list).toHaveBeenCalledTimes(1);
    expect([...listing.hashes()].sort()).toEqual(['aaaa1', 'bbbb2']);
  });
});
