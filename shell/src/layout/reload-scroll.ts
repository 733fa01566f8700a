/**
 * A page the browser draws starts at its top when it is reloaded or returned to from another
 * document (docs/adr/0331-reload-scroll-of-browser-drawn-pages.md).
 *
 * The browser restores such a page's scroll position once its `load` event has fired. A page drawn
 * in the browser may then show only its frame and a loading state: the position is clamped to the
 * bottom of that short page, the footer comes into view, and the page then grows under it and
 * pushes it away (a layout shift of 0.58 on the review form). The browser decides by the history
 * entry's `scrollRestoration` as it was when the entry was left (set by the loading document, it
 * comes too late), so the document that leaves marks its entry `manual` unless it is a server-drawn
 * page still at the address it was drawn for, and each document turns its entry back to `auto` in
 * the task after `load`, for the entries it creates and for back and forward within it.
 *
 * `serverDrawn`: the server drew the whole page; a first paint of the page's frame and waiting
 * state only (an order step) counts as drawn by the browser (docs/adr/0334-order-steps-drawn-by-the-server.md).
 */
export function holdBrowserDrawnPagesAtTop(win: Window, serverDrawn: boolean): () => void {
  const drawnAt = addressOf(win.location);
  const onPageHide = (): void => {
    const returnsServerDrawn = serverDrawn && addressOf(win.location) === drawnAt;
    if (!returnsServerDrawn) win.history.scrollRestoration = 'manual';
  };
  // Back from the back/forward cache, the page is as it was left, its position too.
  const onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) win.history.scrollRestoration = 'auto';
  };
  const restoreAuto = (): void => {
    // After the task that fires `load`: the browser restores (or, left `manual`, does not) right after it.
    win.setTimeout(() => {
      win.history.scrollRestoration = 'auto';
    }, 0);
  };
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  if (win.document.readyState === 'complete') restoreAuto();
  else win.addEventListener('load', restoreAuto, { once: true });
  /** Stops watching (the shell never does: it lives as long as the document). */
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    win.removeEventListener('load', restoreAuto);
  };
}

function addressOf(location: Location): string {
  return location.pathname + location.search;
}
