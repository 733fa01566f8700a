import { seoSitemapResponse } from '@travel/contracts';

/** Places change with an offer import at most: the list is read again this often. */
const REFRESH_AFTER_MS = 10 * 60_000;

export interface KnownDestinations {
  /**
   * Whether `placePath` (`grecja/kreta`) is a destination of the shop; undefined while the list
   * was never read (the API down at start): the page then decides as before.
   */
  has(placePath: string): Promise<boolean | undefined>;
}

/**
 * The destination paths of the shop, read from the API's sitemap data (every curated listing is a
 * category with a place) and kept in memory, so whether `/wakacje/<anything>/` exists is decided by
 * a set lookup before any render: the answer stays 404 for a made-up place even when the first
 * paint is shed under load (docs/adr/0233-links-status-and-index.md). A failed refresh keeps the
 * last list.
 */
export function createKnownDestinations(apiFetch: typeof fetch, now: () => number = Date.now): KnownDestinations {
  let paths: ReadonlySet<string> | undefined;
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;

  const read = async (): Promise<void> => {
    const response = await apiFetch('/api/seo/sitemap/', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/seo/sitemap/ answered ${response.status}`);
    const data = seoSitemapResponse.parse(await response.json());
    paths = new Set(data.listings.map(({ pathname }) => pathname.split('/').filter(Boolean).slice(1).join('/')));
    readAt = now();
  };

  return {
    async has(placePath) {
      if (now() - readAt >= REFRESH_AFTER_MS && reading === undefined) {
        reading = read()
          .catch(() => undefined)
          .finally(() => {
            reading = undefined;
          });
      }
      // The first read is awaited; later ones refresh behind the answer given from the last list.
      if (paths === undefined && reading !== undefined) await reading;
      return paths === undefined ? undefined : paths.has(placePath.replace(/^\/+|\/+$/g, ''));
    },
  };
}
