import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@travel/contracts/hydration-marker';

/**
 * Renders nothing; placed last in the boundary of a route's page, its effect runs once that page
 * has hydrated or rendered. The marker then waits for the browser to be idle, which comes after
 * React has hydrated the page's own inner boundaries (scheduled right behind it).
 */
export function PageReady(): null {
  useEffect(() => {
    markHydratedWhenIdle(window);
  }, []);
  return null;
}

/** Sets `HYDRATED_ATTRIBUTE` on `<html>` once per document, when the browser is next idle. */
export function markHydratedWhenIdle(view: Window): void {
  const root = view.document.documentElement;
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  const mark = (): void => root.setAttribute(HYDRATED_ATTRIBUTE, '');
  if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(mark, { timeout: 2000 });
  else view.setTimeout(mark, 0);
}
