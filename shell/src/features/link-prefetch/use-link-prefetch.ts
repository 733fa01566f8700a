import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { RemotePreloader } from './link-prefetch';
import { PREFETCH_LINKS_PLUGIN } from './prefetch-links-plugin';

let prefetchLinks = false;

/** Through the MF runtime: the manifest, remote entry and the exposed module's chunks, not executed, fetched as prefetches. */
const preloadRemoteModule: RemotePreloader = (remote, module) => {
  if (!prefetchLinks) {
    registerPlugins([PREFETCH_LINKS_PLUGIN]);
    prefetchLinks = true;
  }
  return preloadRemote([{ nameOrAlias: remote, exposes: [module], resourceCategory: 'all' }]);
};

interface NetworkInformationLike {
  saveData?: boolean;
}

/**
 * Prefetches the code of routes linked from `<main id="main">` (docs/product/shell-and-ui.md, ADR 0182). The
 * watcher loads after the first render: no link is prefetched before the page is interactive
 * anyway, so its code is not on the first load either (ADR 0192).
 */
export function useLinkPrefetch(): void {
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useEffect(() => {
    const root = document.getElementById('main');
    if (root === null) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./link-prefetch').then(
      ({ startLinkPrefetch }) => {
        if (unmounted) return;
        stop = startLinkPrefetch({
          root,
          currentPath: () => current.current,
          preload: preloadRemoteModule,
          saveData: connection?.saveData === true,
        });
      },
      // Without the watcher links still work; their pages load when opened.
      (error: unknown) => console.warn('link prefetch unavailable', error),
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
