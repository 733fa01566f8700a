import { createFirstPaintCache } from '../first-paint-cache';
import type { FirstPaintRenderer, FirstPaintRequest, PageFirstPaint } from '../first-paint-renderer';

const request = (url: string, overrides: Partial<FirstPaintRequest> = {}): FirstPaintRequest => ({
  url,
  remote: 'search',
  module: 'ListingPage',
  manifestUrl: '/remotes/search/1/mf-manifest.json',
  assetBase: '/remotes/search/1/',
  cacheable: true,
  ...overrides,
});

/** A renderer that counts its renders and answers each with a page naming the render. */
function countingRenderer() {
  const calls: string[] = [];
  let pending: Array<() => void> = [];
  let hold = false;
  const renderer: FirstPaintRenderer = {
    async render(req) {
      calls.push(req.url);
      if (hold) await new Promise<void>((resolve) => pending.push(resolve));
      if (req.url.includes('fail')) return undefined;
      return { html: `<p>${req.url} #${calls.length}</p>`, state: {}, stylesheets: [] } satisfies PageFirstPaint;
    },
    stats: () => ({
      inFlight: 0,
      max: 2,
      admitted: calls.length,
      shed: 0,
      shedUnderPressure: 0,
      rendered: calls.length,
      timedOut: 0,
      failed: 0,
    }),
  };
  return {
    renderer,
    calls,
    holdRenders: () => {
      hold = true;
    },
    finishRenders: () => {
      hold = false;
      for (const resolve of pending) resolve();
      pending = [];
    },
  };
}

describe('first-paint cache', () => {
  it('serves a public page rendered less than ttl ago to the next visitor without rendering it again', async () => {
    let clock = 1_000;
    const inner = countingRenderer();
    const cache = createFirstPaintCache(inner.renderer, { ttlMs: 5_000, maxEntries: 10, now: () => clock });
    const first = await cache.render(request('/wycieczki/'));
    clock += 4_999;
    const second = await cache.render(request('/wycieczki/'));
    expect(second).toBe(first);
    expect(inner.calls).toEqual(['/wycieczki/']);
    expect(cache.stats()).toMatchObject({ cacheHits: 1, cachedPages: 1 });
    clock += 1;
    const third = await cache.render(request('/wycieczki/'));
    expect(third?.html).toBe('<p>/wycieczki/ #2</p>');
    expect(inner.calls).toHaveLength(2);
  });

  it('keys by address and deployed version: another query string or a new deploy renders afresh', async () => {
    const inner = countingRenderer();
    const cache = createFirstPaintCache(inner.renderer, { ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    await cache.render(request('/wycieczki/'));
    await cache.render(request('/wycieczki/?filtr=dorosli:2'));
    await cache.render(request('/wycieczki/', { manifestUrl: '/remotes/search/2/mf-manifest.json' }));
    expect(inner.calls).toHaveLength(3);
  });

  it('never reuses a page not marked cacheable (a booking), nor keeps a page that was not rendered', async () => {
    const inner = countingRenderer();
    const cache = createFirstPaintCache(inner.renderer, { ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    const booking = request('/rezerwacja/abc/dane/', { remote: 'order', cacheable: false });
    await cache.render(booking);
    await cache.render(booking);
    await cache.render(request('/fail/'));
    await cache.render(request('/fail/'));
    expect(inner.calls).toEqual(['/rezerwacja/abc/dane/', '/rezerwacja/abc/dane/', '/fail/', '/fail/']);
    expect(cache.stats().cachedPages).toBe(0);
  });

  it('lets a second request for a page being rendered wait for that render instead of starting another', async () => {
    const inner = countingRenderer();
    const cache = createFirstPaintCache(inner.renderer, { ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    inner.holdRenders();
    const a = cache.render(request('/last-minute/'));
    const b = cache.render(request('/last-minute/'));
    inner.finishRenders();
    expect(await b).toBe(await a);
    expect(inner.calls).toEqual(['/last-minute/']);
    expect(cache.stats().joinedRenders).toBe(1);
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const inner = countingRenderer();
    const cache = createFirstPaintCache(inner.renderer, { ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    await cache.render(request('/a/'));
    await cache.render(request('/b/'));
    await cache.render(request('/a/'));
    await cache.render(request('/c/'));
    expect(cache.stats().cachedPages).toBe(2);
    await cache.render(request('/a/'));
    await cache.render(request('/b/'));
    expect(inner.calls).toEqual(['/a/', '/b/', '/c/', '/b/']);
  });

  it('clear() drops every kept page, and a render that started before it is not kept', async () => {
    const inner = countingRenderer();
    const cache = createFirstPaintCache(inner.renderer, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    await cache.render(request('/a/'));
    inner.holdRenders();
    const underWay = cache.render(request('/b/'));
    cache.clear();
    inner.finishRenders();
    await underWay;
    expect(cache.stats().cachedPages).toBe(0);
    await cache.render(request('/a/'));
    await cache.render(request('/b/'));
    expect(inner.calls).toEqual(['/a/', '/b/', '/a/', '/b/']);
  });

  it('in the last refreshAheadMs of a page, a hit is answered with it and renders it again in the background', async () => {
    let clock = 0;
    const inner = countingRenderer();
    // random() = 1: the background render may start in the whole last 6 s.
    const cache = createFirstPaintCache(inner.renderer, {
      ttlMs: 30_000,
      maxEntries: 10,
      refreshAheadMs: 6_000,
      now: () => clock,
      random: () => 1,
    });
    const first = await cache.render(request('/wakacje/'));
    clock = 23_999;
    expect(await cache.render(request('/wakacje/'))).toBe(first);
    expect(inner.calls).toHaveLength(1);

    clock = 24_000;
    inner.holdRenders();
    expect(await cache.render(request('/wakacje/'))).toBe(first);
    // One background render at a time, however many visitors come meanwhile.
    expect(await cache.render(request('/wakacje/'))).toBe(first);
    expect(inner.calls).toHaveLength(2);
    inner.finishRenders();
    await new Promise((resolve) => setImmediate(resolve));

    clock = 35_000;
    const replaced = await cache.render(request('/wakacje/'));
    expect(replaced?.html).toBe('<p>/wakacje/ #2</p>');
    expect(inner.calls).toHaveLength(2);
    expect(cache.stats()).toMatchObject({ refreshedAhead: 1, cacheHits: 4 });
  });

  it('starts a background render from a point drawn in the first half of the window, and only while no other page renders', async () => {
    let clock = 0;
    const inner = countingRenderer();
    let busy = 1;
    const renderer = { ...inner.renderer, stats: () => ({ ...inner.renderer.stats(), inFlight: busy }) };
    // random() = 0: from the middle of the window, 3 s before expiry.
    const cache = createFirstPaintCache(renderer, {
      ttlMs: 30_000,
      maxEntries: 10,
      refreshAheadMs: 6_000,
      now: () => clock,
      random: () => 0,
    });
    await cache.render(request('/wakacje/'));
    clock = 26_999;
    busy = 0;
    await cache.render(request('/wakacje/'));
    expect(inner.calls).toHaveLength(1);
    clock = 27_000;
    busy = 1;
    await cache.render(request('/wakacje/'));
    expect(inner.calls).toHaveLength(1);
    busy = 0;
    await cache.render(request('/wakacje/'));
    expect(inner.calls).toHaveLength(2);
  });

  it('a background render that is refused keeps the page until it expires, never past it', async () => {
    let clock = 0;
    let refuse = false;
    const inner = countingRenderer();
    const renderer = {
      ...inner.renderer,
      render: (req: FirstPaintRequest) => (refuse ? Promise.resolve(undefined) : inner.renderer.render(req)),
    };
    const cache = createFirstPaintCache(renderer, {
      ttlMs: 30_000,
      maxEntries: 10,
      refreshAheadMs: 6_000,
      now: () => clock,
      random: () => 1,
    });
    const first = await cache.render(request('/wakacje/'));
    refuse = true;
    clock = 29_999;
    expect(await cache.render(request('/wakacje/'))).toBe(first);
    clock = 30_000;
    expect(await cache.render(request('/wakacje/'))).toBeUndefined();
  });

  it('is off with a ttl of 0', async () => {
    const inner = countingRenderer();
    const cache = createFirstPaintCache(inner.renderer, { ttlMs: 0, maxEntries: 10, now: () => 0 });
    await cache.render(request('/a/'));
    await cache.render(request('/a/'));
    expect(inner.calls).toHaveLength(2);
  });
});
