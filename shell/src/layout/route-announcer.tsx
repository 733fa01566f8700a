import { useIsFetching } from '@tanstack/react-query';
import { VisuallyHidden } from '@travel/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its `<h1>` before `<main>` takes focus instead. */
export const PAGE_HEADING_WAIT_MS = 5000;

/**
 * Waits for the new page's `<h1>` inside `main` (a remote draws it after its files and data
 * arrive), then gives it focus, or `main` when none came in time, and reports which. Focus is
 * left alone when the visitor or the page moved it meanwhile. Until the wait is over, a focused
 * heading that is taken out of the page (the previous page's, still shown while the next page of
 * the same remote loads) hands focus on to the `<h1>` that replaces it, if focus fell to nowhere,
 * and reports that heading too. Returns the cancel.
 */
export function focusNewPage(
  main: HTMLElement,
  onSettled: (heading: HTMLElement | null) => void,
  waitMs = PAGE_HEADING_WAIT_MS,
): () => void {
  const doc = main.ownerDocument;
  const focusedBefore = doc.activeElement;
  const headingOf = () => main.querySelector<HTMLElement>('h1');
  const give = (target: HTMLElement) => {
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    // The scroll is the router's business (useScrollToTop; back and forward restore it).
    target.focus({ preventScroll: true });
  };
  let focusedHeading: HTMLElement | null = null;
  let settled = false;
  const settle = (heading: HTMLElement | null) => {
    settled = true;
    const focused = doc.activeElement;
    const untouched = focused === null || focused === doc.body || focused === focusedBefore || !focused.isConnected;
    if (untouched) {
      give(heading ?? main);
      focusedHeading = heading;
    }
    if (focusedHeading === null) stop();
    onSettled(heading);
  };
  // After settling: the heading that had focus was replaced, and nobody has moved focus since.
  const follow = () => {
    if (focusedHeading === null || focusedHeading.isConnected) return;
    const focused = doc.activeElement;
    if (focused !== null && focused !== doc.body && focused.isConnected) return stop();
    const next = headingOf();
    if (next === null) return;
    give(next);
    focusedHeading = next;
    onSettled(next);
  };
  const observer = new MutationObserver(() => {
    if (settled) return follow();
    const heading = headingOf();
    if (heading) settle(heading);
  });
  const timer = setTimeout(() => (settled ? stop() : settle(null)), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  const heading = headingOf();
  if (heading) settle(heading);
  return stop;
}

/**
 * After an in-app navigation to another pathname, moves focus to the new page and says its title
 * in a polite live region, as a document load would for a screen reader
 * (docs/adr/0348-focus-and-announcement-on-navigation.md). The title is read once the page's data
 * has come (no query fetching, or the wait ran out): a page that keeps its `<h1>` across addresses
 * (the listing) still shows the previous title until then. The first page keeps the browser's
 * focus; a change of the query or hash only is the page's own business (listing paging).
 */
export function RouteAnnouncer({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  // Re-renders when the count of fetching queries changes, in the same render as the page's data.
  const fetching = useIsFetching();
  const shown = useRef(pathname);
  const [title, setTitle] = useState('');
  // Set when the new page's heading (or main) took focus: the title is said once its data is in.
  const [sayBy, setSayBy] = useState<number | null>(null);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setSayBy(null);
    const main = document.getElementById(mainId);
    if (!main) return;
    return focusNewPage(main, () => setSayBy(Date.now() + PAGE_HEADING_WAIT_MS));
  }, [pathname, mainId]);

  useEffect(() => {
    if (sayBy === null) return;
    const say = () => {
      setSayBy(null);
      const heading = document.getElementById(mainId)?.querySelector('h1');
      setTitle(heading?.textContent?.trim() || document.title);
    };
    if (fetching === 0) {
      say();
      return;
    }
    const timer = setTimeout(say, Math.max(0, sayBy - Date.now()));
    return () => clearTimeout(timer);
  }, [sayBy, fetching, mainId]);

  return (
    // A live region without the `status` role: the toasts' region is the page's one status.
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcement">
      {title}
    </VisuallyHidden>
  );
}
