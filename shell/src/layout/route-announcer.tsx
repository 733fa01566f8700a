import { VisuallyHidden } from '@travel/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its `<h1>` before `<main>` takes focus instead. */
export const PAGE_HEADING_WAIT_MS = 5000;

/**
 * Waits for the new page's `<h1>` inside `main` (a remote draws it after its files and data
 * arrive), then gives it focus, or `main` when none came in time, and reports the page's title.
 * Focus is left alone when the visitor or the page moved it meanwhile. Returns the cancel.
 */
export function focusNewPage(main: HTMLElement, onTitle: (title: string) => void, waitMs = PAGE_HEADING_WAIT_MS): () => void {
  const doc = main.ownerDocument;
  const focusedBefore = doc.activeElement;
  const settle = (heading: HTMLElement | null) => {
    stop();
    const focused = doc.activeElement;
    const untouched = focused === null || focused === doc.body || focused === focusedBefore || !focused.isConnected;
    if (untouched) {
      const target = heading ?? main;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // The scroll is the router's business (useScrollToTop; back and forward restore it).
      target.focus({ preventScroll: true });
    }
    onTitle(heading?.textContent?.trim() || doc.title);
  };
  const headingOf = () => main.querySelector<HTMLElement>('h1');
  const observer = new MutationObserver(() => {
    const heading = headingOf();
    if (heading) settle(heading);
  });
  const timer = setTimeout(() => settle(null), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const heading = headingOf();
  if (heading) settle(heading);
  else observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * After an in-app navigation to another pathname, moves focus to the new page and says its title
 * in a polite live region, as a document load would for a screen reader
 * (docs/adr/0348-focus-and-announcement-on-navigation.md). The first page keeps the browser's
 * focus; a change of the query or hash only is the page's own business (listing paging).
 */
export function RouteAnnouncer({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [title, setTitle] = useState('');

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    return focusNewPage(main, setTitle);
  }, [pathname, mainId]);

  return (
    // A live region without the `status` role: the toasts' region is the page's one status.
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcement">
      {title}
    </VisuallyHidden>
  );
}
