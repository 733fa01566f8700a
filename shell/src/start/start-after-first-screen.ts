/**
 * The page's first script (built into `start.js` on its own, without the federation runtime or any
 * import): on a server-drawn page with a hero photo it starts the app once the photo is painted,
 * and on any other server-drawn page once its text is painted
 * (docs/adr/0333-paint-the-first-screen-before-the-app-starts.md).
 *
 * index.html preloads the app's entry scripts (`link[data-app-entry]`, low priority, as a deferred
 * script loads) and runs this one deferred. Evaluating `main.js` and hydrating hold the main thread
 * for hundreds of milliseconds on a slow phone; a page the server drew is complete without them,
 * so the browser paints it first: its hero image (the one marked `fetchpriority="high"`) painted,
 * as the browser reports it (Element Timing, for an image with an `elementtiming` name), or where
 * it cannot, decoded and then two frames, so the frame that shows it has been presented before the
 * app's first task starts. A slow image never holds the app back longer than `capMs`.
 *
 * A server-drawn page without a hero image starts once its first contentful paint is reported
 * (Paint Timing; at once where the browser has none): its text is painted with the markup, and
 * that frame must come before the app's first task. A page the browser draws (an empty `#root`)
 * has nothing to paint first and starts at once; so does a page opened in a hidden tab, which
 * paints no frames until it is shown.
 *
 * No imports and nothing but this function: the build compiles this file alone.
 */
export function startAfterFirstScreen(win: Window, capMs: number): void {
  const doc = win.document;
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[data-app-entry]'))) {
      const script = doc.createElement('script');
      script.src = link.href;
      // Inserted scripts run as they arrive; several entry scripts keep their order.
      script.async = false;
      doc.head.appendChild(script);
    }
  };

  const root = doc.getElementById('root');
  if (root === null || root.firstElementChild === null || doc.visibilityState === 'hidden') {
    start();
    return;
  }
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  /**
   * Starts in the task after the browser reports a paint `painted` accepts (`buffered`: it may have
   * been reported already); false where the browser cannot report paints of that type.
   */
  const startOnceReported = (type: string, painted: (entry: PerformanceEntry & { element?: Element | null }) => boolean): boolean => {
    if (Observer?.supportedEntryTypes?.includes(type) !== true) return false;
    const observer = new Observer((list) => {
      if (!list.getEntries().some(painted)) return;
      observer.disconnect();
      win.setTimeout(start, 0);
    });
    observer.observe({ type, buffered: true });
    return true;
  };
  win.setTimeout(start, capMs);

  if (hero === null) {
    // Text only: its first contentful paint is its largest one. Started before that frame, the
    // app's first task would come between the markup and its paint.
    if (!startOnceReported('paint', (entry) => entry.name === 'first-contentful-paint')) start();
    return;
  }
  if (hero.hasAttribute('elementtiming') && startOnceReported('element', (entry) => entry.element === hero)) {
    // An image that cannot load is never painted: then on at once.
    hero.addEventListener('error', start, { once: true });
    if (hero.complete && hero.naturalWidth === 0) start();
    return;
  }
  const afterTwoFrames = (): void => {
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0)));
  };
  // `decode()` settles once the image can be painted, or rejects if it cannot load: either way on.
  if (typeof hero.decode === 'function') hero.decode().then(afterTwoFrames, afterTwoFrames);
  else afterTwoFrames();
}
