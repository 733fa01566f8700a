import type { FirstPaintRenderer, FirstPaintRequest, FirstPaintStats, PageFirstPaint } from './first-paint-renderer';

export interface FirstPaintCacheOptions {
  /** How long a rendered page is reused; 0 turns the cache off. */
  readonly ttlMs: number;
  /** Pages kept at most; the least recently used goes first. */
  readonly maxEntries: number;
  /**
   * In a page's last this-many ms (from a point drawn in the window's first half), a hit also
   * starts one render of it in the background when no other page renders, so a page visitors keep
   * asking for is replaced before it expires and nobody waits for its render. 0 (default): pages
   * are rendered again only once expired.
   */
  readonly refreshAheadMs?: number | undefined;
  /** Tests move the clock themselves. */
  readonly now?: (() => number) | undefined;
  /** From where in the first half of the `refreshAheadMs` window a page may be rendered again; tests fix it. */
  readonly random?: (() => number) | undefined;
}

export interface CachedFirstPaintStats extends FirstPaintStats {
  /** Answered from a page rendered less than `ttlMs` ago, with no render. */
  readonly cacheHits: number;
  /** Answered by joining a render of the same page already under way. */
  readonly joinedRenders: number;
  /** Background renders started by a hit in a page's last `refreshAheadMs`. */
  readonly refreshedAhead: number;
  readonly cachedPages: number;
}

export interface CachedFirstPaintRenderer extends FirstPaintRenderer {
  stats(): CachedFirstPaintStats;
  /** Drops every kept page (data that pages show has changed); renders under way are not kept. */
  clear(): void;
}

interface Entry {
  readonly paint: PageFirstPaint;
  readonly expires: number;
  /** From then on a hit also renders the page again in the background. */
  readonly refreshFrom: number;
}

/**
 * A short shared cache in front of the first-paint renderer (docs/adr/0110-load-shedding.md,
 * "Rendered pages are reused"). A first paint depends only on the address and the remote's
 * deployed version: visitor data never enters it (ADR 0100), so one rendered page serves every
 * visitor of that address for `ttlMs`. Keyed by the manifest URL too, so a deploy starts afresh.
 * A hit costs no render, no API call and no slot of the render cap, and is answered even while
 * the server sheds load; the same page asked again while it renders waits for that one render.
 * Only requests marked `cacheable` (public pages; never a booking's pages) use it.
 */
export function createFirstPaintCache(renderer: FirstPaintRenderer, options: FirstPaintCacheOptions): CachedFirstPaintRenderer {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<PageFirstPaint | undefined>>();
  // Bumped by clear(): a render that started before it may hold the old data, so it is not kept.
  let generation = 0;
  let cacheHits = 0;
  let joinedRenders = 0;

  const refreshAheadMs = Math.min(options.refreshAheadMs ?? 0, options.ttlMs);
  const random = options.random ?? Math.random;
  let refreshedAhead = 0;

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    entries.delete(key);
    if (entry.expires <= now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    entries.set(key, entry);
    return entry;
  };

  const store = (key: string, paint: PageFirstPaint): void => {
    const expires = now() + options.ttlMs;
    // Spread over the window: pages rendered together (a start, a clear) are not all rendered again together.
    const refreshFrom = refreshAheadMs > 0 ? expires - refreshAheadMs * (0.5 + random() / 2) : Number.POSITIVE_INFINITY;
    entries.set(key, { paint, expires, refreshFrom });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
  };

  /** One render of the page at a time; kept unless clear() was called meanwhile. */
  const startRender = (key: string, request: FirstPaintRequest): Promise<PageFirstPaint | undefined> => {
    const startedIn = generation;
    const work = renderer
      .render(request)
      .then((paint) => {
        if (paint !== undefined && startedIn === generation) store(key, paint);
        return paint;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, work);
    return work;
  };

  return {
    async render(request: FirstPaintRequest) {
      if (options.ttlMs <= 0 || request.cacheable !== true) return renderer.render(request);
      const key = `${request.manifestUrl}\n${request.url}`;
      const hit = fresh(key);
      if (hit !== undefined) {
        cacheHits += 1;
        // Only while no other page renders: a background render never adds to a burst of them.
        if (now() >= hit.refreshFrom && !rendering.has(key) && renderer.stats().inFlight === 0) {
          refreshedAhead += 1;
          // Not awaited: this visitor gets the kept page; a refused render leaves it until it expires.
          void startRender(key, request);
        }
        return hit.paint;
      }
      const underWay = rendering.get(key);
      if (underWay !== undefined) {
        joinedRenders += 1;
        return underWay;
      }
      return startRender(key, request);
    },
    stats: () => ({ ...renderer.stats(), cacheHits, joinedRenders, refreshedAhead, cachedPages: entries.size }),
    clear() {
      generation += 1;
      entries.clear();
      rendering.clear();
    },
  };
}
