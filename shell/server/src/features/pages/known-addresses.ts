import { seoSitemapResponse } from '@travel/contracts';

/** Places and hotels change with an offer import at most: the lists are read again this often. */
const REFRESH_AFTER_MS = 10 * 60_000;

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

  const current = async (): Promise<Lists | undefined> => {
    if (now() - readAt >= REFRESH_AFTER_MS && reading === undefined) {
      reading = read()
        .catch(() => undefined)
        .finally(() => {
          reading = undefined;
        });
    }
    // The first read is awaited; later ones refresh behind the answer given from the last lists.
    if (lists === undefined && reading !== undefined) await reading;
    return lists;
  };

  return {
    destinations: {
      async has(placePath) {
        return (await current())?.places.has(placePath.replace(/^\/+|\/+$/g, ''));
      },
    },
    hotels: {
      async has(slug) {
        return (await current())?.hotels.has(slug);
      },
    },
  };
}
