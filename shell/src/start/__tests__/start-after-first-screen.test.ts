import { startAfterFirstScreen } from '../start-after-first-screen';

const CAP_MS = 1000;

/** The head index.html gives every page: two entry scripts preloaded, in their order. */
function pageWith(rootHtml: string): void {
  document.head.innerHTML =
    '<link rel="preload" as="script" fetchpriority="low" href="/main.js" data-app-entry>' +
    '<link rel="preload" as="script" fetchpriority="low" href="/second.js" data-app-entry>' +
    '<link rel="preload" as="script" href="/remotes/search/v1/remoteEntry.js">';
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
}

/** The scripts the starter put in the head: what the browser will run. */
function startedScripts(): Array<{ src: string; async: boolean }> {
  return Array.from(document.head.querySelectorAll('script')).map((script) => ({ src: new URL(script.src).pathname, async: script.async }));
}

/** A hero image whose decoding the test settles. */
function heroDecoding(): { settle: (ok: boolean) => Promise<void> } {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (hero === null) throw new Error('the page has no hero image');
  let resolve = (): void => undefined;
  let reject = (_error: Error): void => undefined;
  const decoded = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  hero.decode = () => decoded;
  return {
    async settle(ok) {
      if (ok) resolve();
      else reject(new Error('EncodingError'));
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

/** One frame: the animation-frame callbacks of the next frame run. */
const nextFrame = (): void => void jest.advanceTimersToNextFrame();
/** The next task (the fake clock runs a zero-delay timeout one millisecond on). */
const nextTask = (): void => void jest.advanceTimersByTime(1);

/** What a fake `PerformanceObserver` saw: its `observe` options, and its callback to report entries with. */
interface FakePaintReports {
  readonly observed: unknown[];
  report: (list: { getEntries: () => Array<{ name?: string; element?: Element | null }> }) => void;
}

/** Installs a `PerformanceObserver` that supports `entryTypes` and reports what the test hands it. */
function installPaintReports(entryTypes: readonly string[]): FakePaintReports {
  const reports: FakePaintReports = { observed: [], report: () => undefined };
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    constructor(callback: FakePaintReports['report']) {
      reports.report = callback;
    }
    observe(options: unknown): void {
      reports.observed.push(options);
    }
    disconnect(): void {
      reports.report = () => undefined;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
  return reports;
}

const SERVER_DRAWN = '<main><h1>Wycieczki</h1><img fetchpriority="high" src="/images/hotels/1/1-853x400.avif" alt=""></main>';

describe('startAfterFirstScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('a page the browser draws (empty root) starts its entry scripts at once, in order', () => {
    pageWith('');
    startAfterFirstScreen(window, CAP_MS);
    expect(startedScripts()).toEqual([
      { src: '/main.js', async: false },
      { src: '/second.js', async: false },
    ]);
  });

  it('a server-drawn page starts once its hero image is decoded and two frames have passed', async () => {
    pageWith(SERVER_DRAWN);
    const hero = heroDecoding();
    startAfterFirstScreen(window, CAP_MS);
    nextFrame();
    nextFrame();
    expect(startedScripts()).toEqual([]);

    await hero.settle(true);
    nextFrame();
    expect(startedScripts()).toEqual([]);
    nextFrame();
    expect(startedScripts()).toEqual([]);
    // The task after the second frame's callbacks: that frame has been drawn.
    nextTask();
    expect(startedScripts().map((script) => script.src)).toEqual(['/main.js', '/second.js']);
  });

  it('a hero image that cannot load does not hold the app back', async () => {
    pageWith(SERVER_DRAWN);
    const hero = heroDecoding();
    startAfterFirstScreen(window, CAP_MS);
    await hero.settle(false);
    nextFrame();
    nextFrame();
    nextTask();
    expect(startedScripts()).toHaveLength(2);
  });

  it('a hero image still on its way after the cap: the app starts anyway, and only once', async () => {
    pageWith(SERVER_DRAWN);
    const hero = heroDecoding();
    startAfterFirstScreen(window, CAP_MS);
    jest.advanceTimersByTime(CAP_MS - 1);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toHaveLength(2);

    await hero.settle(true);
    jest.advanceTimersByTime(CAP_MS);
    expect(startedScripts()).toHaveLength(2);
  });

  it('a server-drawn page without a hero image, in a browser without Paint Timing, starts at once', () => {
    pageWith('<main><h1>Przewodnik</h1></main>');
    startAfterFirstScreen(window, CAP_MS);
    expect(startedScripts()).toHaveLength(2);
  });

  describe('a server-drawn page without a hero image, where the browser reports its paints', () => {
    let browser: FakePaintReports;
    const paints = (...names: string[]) => ({ getEntries: () => names.map((name) => ({ name })) });

    beforeEach(() => {
      browser = installPaintReports(['paint', 'largest-contentful-paint']);
      pageWith('<main><h1>Twoje dane</h1><p>Uzupełnij dane uczestników.</p></main>');
    });
    afterEach(() => Reflect.deleteProperty(window, 'PerformanceObserver'));

    it('starts in the task after its first contentful paint is reported, not before', () => {
      startAfterFirstScreen(window, CAP_MS);
      expect(browser.observed).toEqual([{ type: 'paint', buffered: true }]);
      nextFrame();
      nextTask();
      // A first paint without content (the background) is not the text painted.
      browser.report(paints('first-paint'));
      nextTask();
      expect(startedScripts()).toEqual([]);

      browser.report(paints('first-contentful-paint'));
      expect(startedScripts()).toEqual([]);
      nextTask();
      expect(startedScripts()).toHaveLength(2);
      // Started once, whatever comes after.
      jest.advanceTimersByTime(CAP_MS);
      expect(startedScripts()).toHaveLength(2);
    });

    it('never painted: the cap starts the app', () => {
      startAfterFirstScreen(window, CAP_MS);
      jest.advanceTimersByTime(CAP_MS - 1);
      expect(startedScripts()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(startedScripts()).toHaveLength(2);
    });
  });

  describe('where the browser reports when the hero image is painted (Element Timing)', () => {
    let browser: FakePaintReports;
    const HERO = '<main><img fetchpriority="high" elementtiming="hero" src="/images/hotels/1/1-853x400.avif" alt=""></main>';
    const paintedEntry = (element: Element | null) => ({ getEntries: () => [{ element }] });

    beforeEach(() => {
      browser = installPaintReports(['element', 'largest-contentful-paint']);
      // jsdom loads no images: the hero is still on its way, not broken.
      Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'PerformanceObserver');
      Reflect.deleteProperty(HTMLImageElement.prototype, 'complete');
    });

    it('starts in the task after the hero image is reported painted, not before', () => {
      pageWith(HERO);
      startAfterFirstScreen(window, CAP_MS);
      expect(browser.observed).toEqual([{ type: 'element', buffered: true }]);
      nextFrame();
      nextFrame();
      nextTask();
      browser.report(paintedEntry(document.querySelector('h1')));
      nextTask();
      expect(startedScripts()).toEqual([]);

      browser.report(paintedEntry(document.querySelector('img')));
      expect(startedScripts()).toEqual([]);
      nextTask();
      expect(startedScripts()).toHaveLength(2);
    });

    it('a hero image that fails to load starts the app at once', () => {
      pageWith(HERO);
      startAfterFirstScreen(window, CAP_MS);
      document.querySelector('img')?.dispatchEvent(new Event('error'));
      expect(startedScripts()).toHaveLength(2);
    });

    it('never painted: the cap starts the app', () => {
      pageWith(HERO);
      startAfterFirstScreen(window, CAP_MS);
      jest.advanceTimersByTime(CAP_MS);
      expect(startedScripts()).toHaveLength(2);
    });
  });

  it('a page opened in a hidden tab, which draws no frames, starts at once', () => {
    pageWith(SERVER_DRAWN);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    startAfterFirstScreen(window, CAP_MS);
    expect(startedScripts()).toHaveLength(2);
  });
});
