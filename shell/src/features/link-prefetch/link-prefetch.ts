import { ROUTES, type RouteEntry } from '@travel/contracts/routes';
import { matchRouteEntry } from '../route-match/route-match';

/** docs/product/constants.md: a link starts loading its page's code once it is within 200 px of the viewport. */
export const PREFETCH_ROOT_MARGIN = '200px';

/** Starts loading a remote's exposed module (its manifest, remote entry and chunks) without running it. */
export type RemotePreloader = (remote: string, module: string) => Promise<unknown>;

export interface LinkPrefetchOptions {
  /** Where the links are watched (the page's `<main>`). */
  readonly root: Element;
  /** The page being shown: a link to it loads nothing. */
  readonly currentPath: () => string;
  readonly preload: RemotePreloader;
  /** `navigator.connection.saveData`: the visitor asked for less data, nothing is prefetched. */
  readonly saveData: boolean;
  readonly routes?: readonly RouteEntry[];
  readonly origin?: string;
  readonly IntersectionObserver?: typeof IntersectionObserver;
  readonly MutationObserver?: typeof MutationObserver;
}

/**
 * Watches the links inside `root`: when one comes within 200 px of the viewport and leads to another
 * route of this site, the remote module of that route is preloaded, once per module for the life of
 * the page (ADR 0182). Only code is fetched, never the page's HTML or data. Returns the stop function.
 */
export function startLinkPrefetch(options: LinkPrefetchOptions): () => void {
  const Observer = options.IntersectionObserver ?? globalThis.IntersectionObserver;
  const Mutations = options.MutationObserver ?? globalThis.MutationObserver;
  if (options.saveData || Observer === undefined) return () => {};
  const routes = options.routes ?? ROUTES;
  const origin = options.origin ?? globalThis.location.origin;
  const started = new Set<string>();

  const moduleOf = (pathname: string): string | null => {
    const route = matchRouteEntry(pathname, routes);
    return route === null ? null : `${route.remote}/${route.module}`;
  };

  const onLink = (link: HTMLAnchorElement): void => {
    if (link.hasAttribute('download')) return;
    let url: URL;
    try {
      url = new URL(link.getAttribute('href') ?? '', `${origin}${options.currentPath()}`);
    } catch {
      return;
    }
    if (url.origin !== origin) return;
    const current = options.currentPath();
    if (url.pathname === current) return;
    const target = moduleOf(url.pathname);
    // The module of the page on screen is loaded already.
    if (target === null || started.has(target) || target === moduleOf(current)) return;
    started.add(target);
    const [remote = '', module = ''] = target.split('/');
    options.preload(remote, module).catch(() => {
      // A failed prefetch costs nothing: the route loads (and retries) when it is opened.
    });
  };

  const intersections = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        intersections.unobserve(entry.target);
        onLink(entry.target as HTMLAnchorElement);
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  const watch = (scope: ParentNode): void => {
    if (scope instanceof HTMLAnchorElement && scope.hasAttribute('href')) intersections.observe(scope);
    scope.querySelectorAll?.('a[href]').forEach((link) => intersections.observe(link));
  };
  watch(options.root);
  // Remotes render their links after the shell mounted: watch what they add.
  const additions =
    Mutations === undefined
      ? null
      : new Mutations((records) => {
          for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && watch(node));
        });
  additions?.observe(options.root, { childList: true, subtree: true });

  return () => {
    additions?.disconnect();
    intersections.disconnect();
  };
}
