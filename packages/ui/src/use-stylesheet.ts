import { use, useEffect } from 'react';

/**
 * Whether a component waits for its stylesheet before it shows (`waitForStylesheets`). Off by
 * default: the site server renders without a document, and jsdom never loads a stylesheet.
 */
let waiting = false;
/**
 * A stylesheet's URL → `true` when the first HTML brought it, else its load. A load stays a promise
 * once settled: React reads a settled promise at once, and the same component must make the same
 * `use` call when React replays it after the load.
 */
const loads = new Map<string, Promise<void> | true>();

/**
 * Makes every `useStylesheet` hold its component (React Suspense) until the stylesheet has
 * loaded, so a page drawn in the browser never shows unstyled and then moves (layout shift,
 * docs/adr/0215-pages-that-hold-still.md). The browser app calls it once at start-up; tests may
 * turn it off again with `false`.
 */
export function waitForStylesheets(wait = true): void {
  waiting = wait;
}

/**
 * Links a stylesheet into the head once. Apps emit their CSS as hashed assets
 * (`new URL('./x.css', import.meta.url)`, no CSS loader); the site server may already have put
 * it into the first HTML, inlined as `<style data-href>` or linked, so it is recognised by its
 * resolved URL, whoever wrote it. With `waitForStylesheets()`, the component suspends until the
 * stylesheet applies (a failed one stops the wait too: unstyled beats blank).
 */
export function useStylesheet(href: string): void {
  if (waiting && typeof document !== 'undefined') {
    const load = stylesheetLoad(href);
    if (load !== true) use(load);
  }
  useEffect(() => {
    linkStylesheet(href);
  }, [href]);
}

function stylesheetLoad(href: string): Promise<void> | true {
  const wanted = new URL(href, document.baseURI).href;
  const known = loads.get(wanted);
  if (known !== undefined) return known;
  const found = existingStylesheet(wanted);
  // One the page's HTML brought (inlined or linked) applied before any script ran.
  if (found !== undefined) {
    loads.set(wanted, true);
    return true;
  }
  const link = appendLink(wanted);
  const load = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  loads.set(wanted, load);
  return load;
}

function linkStylesheet(href: string): void {
  const wanted = new URL(href, document.baseURI).href;
  if (existingStylesheet(wanted) === undefined) appendLink(wanted);
}

/** The inlined `<style data-href>` or the link that already brings `wanted` (an absolute URL). */
function existingStylesheet(wanted: string): HTMLLinkElement | HTMLStyleElement | undefined {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  const linked = [...links].find((link) => link.href === wanted);
  if (linked !== undefined) return linked;
  const inlined = document.head.querySelectorAll<HTMLStyleElement>('style[data-href]');
  return [...inlined].find((element) => new URL(element.dataset['href'] ?? '', document.baseURI).href === wanted);
}

function appendLink(wanted: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = wanted;
  document.head.append(link);
  return link;
}
