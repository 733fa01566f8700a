import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top, as a document load does: a link followed from the footer used to
 * open the next page scrolled to its bottom, where the footer then moved as the page arrived
 * (layout shift, docs/adr/0215-pages-that-hold-still.md). Back and forward keep the position the
 * browser restores, and the first page keeps the one the browser chose (an anchor, a reload of a
 * server-drawn page; a page drawn here starts at its top, docs/adr/0331-reload-scroll-of-browser-drawn-pages.md).
 *
 * Back and forward are told by the router's navigation type, not by a `popstate` listener of
 * ours: React renders a back navigation synchronously, between the router's listener and any
 * listener added after it, so such a flag came too late and the next page opened from a link kept
 * the old position.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  // Before the new page is painted: painted first at the old position, a short page (its
  // skeleton) would show the footer, which then moves as the page arrives.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP' && hash === '') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
