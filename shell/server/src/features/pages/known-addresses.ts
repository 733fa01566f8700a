import { seoSitemapResponse } from '@travel/contracts';

/** Places and hotels change with an offer import at most: the lists are read again this often. */
const REFRESH_AFTER_MS = 10 * 60_000;
/**
 * A name missing from lists older than this is looked up once more before it is called unknown, so
 * a hotel or place imported a moment ago is not a 404 until the next refresh (the API in another
 * process does not tell this server of its writes); at most one read per this long, whatever asks.
 */
export const RECHECK_MISS_AFTER_MS = 30_000;

export interface KnownDestinations {
  /**
   * Whether `placePath` (`grecja/kreta`) is a destination of the shop; undefined while the list
   * was never read (the API down at start): the page then decides as before.
   */
  has(placePath: string): Promise<boolean | undefined>;
}

export interface KnownHotels {
  /** Whether `slug` (`hotel-morski`) is a hotel of the shop; undefined while the list was never read. */
  has(slug: string): Promise<boolean | undefined>;
}

export interface KnownAddresses {
  readonly destinations: KnownDestinations;
  readonly hotels: KnownHotels;
  /** The shop's data changed (an import, a staff edit): the next question waits for a fresh read. */
  clear(): void;
}

interface Lists {
  readonly places: ReadonlySet<string>;
  readonly hotels: ReadonlySet<string>;
}

/**
 * The destination paths and hotel slugs of the shop, read from the API's sitemap data (every
 * curated listing is a category with a place; every hotel is listed) and kept in memory, so whether
 * `/wakacje/<anything>/` or `/dodaj-opinie/<anything>/` names something is decided by a set lookup
 * before any render: the answer stays 404 for a made-up place or hotel even when the first paint
 * is shed under load (docs/adr/0233-links-status-and-index.md). One read serves both lists; a
 * failed refresh keeps the last ones.
 */
export function createKnownAddresses(apiFetch: typeof fetch, now: () => number = Date.now): KnownAddresses {
  let lists: Lists | undefined;
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  let stale = false;
  let triedAt = -Infinity;

  const read = async (): Promise<void> => {
    const response = await apiFetch('/api/seo/sitemap/', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/seo/sitemap/ answered ${response.status}`);
    const data = seoSitemapResponse.parse(await response.json());
    lists = {
      places: new Set(data.listings.map(({ pathname }) => pathname.split('/').filter(Boolean).slice(1).join('/'))),
      hotels: new Set(data.hotels.map(({ slug }) => slug)),
    };
    readAt = now();
  };

  /** One read at a time; a failed one keeps the last lists. */
  const refresh = (): Promise<void> => {
    if (reading === undefined) triedAt = now();
    reading ??= read()
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const current = async (): Promise<Lists | undefined> => {
    const due = now() - readAt >= REFRESH_AFTER_MS;
    // The first read (and the first after a change) is awaited; later ones refresh behind the
    // answer given from the last lists.
    if (lists === undefined || stale) {
      stale = false;
      await refresh();
    } else if (due) void refresh();
    return lists;
  };

  /** Whether `name` is in the list `pick` takes, read again first when it is missing from lists not read lately. */
  const lookUp = async (pick: (found: Lists) => ReadonlySet<string>, name: string): Promise<boolean | undefined> => {
    const found = await current();
    if (found === undefined) return undefined;
    if (pick(found).has(name) || now() - triedAt < RECHECK_MISS_AFTER_MS) return pick(found).has(name);
    await refresh();
    return pick(lists ?? found).has(name);
  };

  return {
    destinations: {
      has: (placePath) => lookUp((found) => found.places, placePath.replace(/^\/+|\/+$/g, '')),
    },
    hotels: {
      has: (slug) => lookUp((found) => found.hotels, slug),
    },
    clear() {
      stale = true;
    },
  };
}
