/**
 * The page's first script (built into `start.js` on its own, without the federation runtime or any
 * import): it starts the app once the first screen of a server-drawn page has been painted
 * (docs/adr/0333-paint-the-first-screen-before-the-app-starts.md).
 *
 * index.html preloads the app's entry scripts (`link[data-app-entry]`, low priority, as a deferred
 * script loads) and runs this one deferred. Evaluating `main.js` and hydrating hold the main thread
 * for hundreds of milliseconds on a slow phone; a page the server drew is complete without them,
 * so the browser paints it first: its hero image (the one marked `fetchpriority="high"`) decoded,
 * then two frames, so the frame that shows it has been presented before the app's first task
 * starts. A slow image never holds the app back longer than `capMs`.
 *
 * A page the browser draws (an empty `#root`) has nothing to paint first and starts at once; so
 * does a page opened in a hidden tab, which paints no frames until it is shown.
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
  win.setTimeout(start, capMs);
  const afterTwoFrames = (): void => {
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0)));
  };
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // `decode()` settles once the image can be painted, or rejects if it cannot load: either way on.
  if (hero !== null && typeof hero.decode === 'function') hero.decode().then(afterTwoFrames, afterTwoFrames);
  else afterTwoFrames();
}
