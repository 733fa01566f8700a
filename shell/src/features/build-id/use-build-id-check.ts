import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SHELL_BUILD_ID } from '../../build-id';

let lastLocationKey: string | null = null;

/**
 * Runs the build-id check of the page: once on start, then on every navigation. A development
 * shell (no compiled build id) never compares, since any server id would differ. The check itself
 * loads after the first render (`page-build-id-check.ts`); calls keep their order, as every one
 * waits for the same import.
 */
export function useBuildIdCheck(): void {
  const location = useLocation();
  useEffect(() => {
    if (SHELL_BUILD_ID === 'development') return;
    // StrictMode runs effects twice and the layout may remount: one check object per page.
    if (lastLocationKey === location.key) return;
    const here = { url: `${location.pathname}${location.search}${location.hash}`, pathname: location.pathname };
    lastLocationKey = location.key;
    import('./page-build-id-check').then(
      ({ checkBuildIdAt }) => checkBuildIdAt(here),
      (error: unknown) => console.error(error),
    );
  }, [location.key, location.pathname, location.search, location.hash]);
}
