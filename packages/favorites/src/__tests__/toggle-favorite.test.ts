import type { OfferListItem } from '@travel/contracts/api/offers';
import { createEventBus, type EventBus } from '@travel/event-bus';
import type { FavoritesApi, FavoritesSnapshot } from '../favorites-api';
import { FavoritesLimitError } from '../favorites-limit-error';
import { createFavoritesStore } from '../favorites-store';

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
  const store = createFavoritesStore({ api, bus });
  return { store, calls, counts, bus };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourites store: optimistic toggle with rollback', () => {
  it('loads the list once and announces its count', async () => {
    const { store, counts } = setup({ offers: [offer('aaaa1')], missing: ['gone1'] });
    await Promise.all([store.load(), store.load()]);
    expect(store.getState().status).toBe('ready');
    expect([...store.getState().hashes].sort()).toEqual(['aaaa1', 'gone1']);
    expect(counts).toEqual([2]);
  });

  it('adds at once, before the API answers, and keeps it when the API confirms', async () => {
    const { store, calls, counts } = setup();
    await store.load();
    const done = store.toggle('bbbb2');
    await flush();
    expect(store.getState().hashes.has('bbbb2')).toBe(true);
    expect(counts).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.kind).toBe('add');
    calls[0]?.answer.resolve({ offers: [offer('bbbb2'), offer('aaaa1')], missing: [] });
    await expect(done).resolves.toBe('confirmed');
    expect(store.getState().offers.map((o) => o.hash)).toEqual(['bbbb2', 'aaaa1']);
    expect(counts).toEqual([1, 2]);
  });

  it('rolls an add back when the API fails, and the count follows', async () => {
    const { store, calls, counts } = setup();
    await store.load();
    const done = store.toggle('bbbb2');
    await flush();
    calls[0]?.answer.reject(new Error('HTTP 500'));
    await expect(done).resolves.toBe('failed');
    expect(store.getState().hashes.has('bbbb2')).toBe(false);
    expect(store.getState().pending.size).toBe(0);
    expect(counts).toEqual([1, 2, 1]);
  });

  it('rolls an add back when the list is full, and says so apart from a failure', async () => {
    const { store, calls, counts } = setup();
    await store.load();
    const done = store.toggle('bbbb2');
    await flush();
    calls[0]?.answer.reject(new FavoritesLimitError(200));
    await expect(done).resolves.toBe('limit');
    expect(store.getState().hashes.has('bbbb2')).toBe(false);
    expect(counts).toEqual([1, 2, 1]);
  });

  it('rolls a remove back to the same place in the list', async () => {
    const { store, calls } = setup({ offers: [offer('aaaa1'), offer('bbbb2'), offer('cccc3')], missing: [] });
    await store.load();
    const done = store.toggle('bbbb2');
    await flush();
    expect(store.getState().offers.map((o) => o.hash)).toEqual(['aaaa1', 'cccc3']);
    calls[0]?.answer.reject(new Error('network'));
    await expect(done).resolves.toBe('failed');
    expect(store.getState().offers.map((o) => o.hash)).toEqual(['aaaa1', 'bbbb2', 'cccc3']);
    expect(store.getState().hashes.has('bbbb2')).toBe(true);
  });

  it('runs two clicks on one offer one after the other, ending as the user left it', async () => {
    const { store, calls } = setup();
    await store.load();
    const first = store.toggle('bbbb2');
    const second = store.toggle('bbbb2');
    await flush();
    expect(calls.map((c) => c.kind)).toEqual(['add']);
    calls[0]?.answer.resolve({ offers: [offer('bbbb2'), offer('aaaa1')], missing: [] });
    await first;
    await flush();
    expect(calls.map((c) => c.kind)).toEqual(['add', 'remove']);
    calls[1]?.answer.resolve({ offers: [offer('aaaa1')], missing: [] });
    await second;
    expect(store.getState().hashes.has('bbbb2')).toBe(false);
  });

  it('an answer for one offer does not undo another offer still in flight', async () => {
    const { store, calls } = setup();
    await store.load();
    void store.toggle('bbbb2');
    void store.toggle('cccc3');
    await flush();
    // The server answered the first call before it saw the second.
    calls[0]?.answer.resolve({ offers: [offer('bbbb2'), offer('aaaa1')], missing: [] });
    await flush();
    expect(store.getState().hashes.has('cccc3')).toBe(true);
  });

  it('reports a failed load and loads again on reload', async () => {
    let fail = true;
    const bus = createEventBus();
    const store = createFavoritesStore({
      bus,
      api: {
        list: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ offers: [], missing: [] })),
        add: () => Promise.reject(new Error('unused')),
        remove: () => Promise.reject(new Error('unused')),
      },
    });
    await store.load();
    expect(store.getState().status).toBe('error');
    fail = false;
    await store.reload();
    expect(store.getState().status).toBe('ready');
    expect(bus.last('favorites:count-changed')).toEqual({ count: 0 });
  });
});

describe('two copies of the store on one page (two remotes)', () => {
  it('a count announced by the other copy makes this one load again, at once when it is on screen', async () => {
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
    const listing = createFavoritesStore({ api: listingApi, bus });
    const hotel = createFavoritesStore({ api: hotelApi, bus });
    await listing.load();
    await hotel.load();
    await hotel.toggle('bbbb2');
    expect(listingApi.list).toHaveBeenCalledTimes(1);
    // Back on the listing: its hearts mount and load the list.
    await listing.load();
    expect(listingApi.list).toHaveBeenCalledTimes(2);
    expect([...listing.getState().hashes].sort()).toEqual(['aaaa1', 'bbbb2']);
    // Its own changes do not make a store stale.
    await listing.load();
    expect(listingApi.list).toHaveBeenCalledTimes(2);
  });
});
