import { i18n } from '@travel/i18n';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SHELL_BUILD_ID } from '../../build-id';
import { uiStore } from '../../store/ui-store';
import { isOrderFlowPath } from '../route-match/route-match';
import { createBuildIdCheck, type BuildIdCheck } from './build-id-check';
import { fetchBuildId } from './fetch-build-id';

const RELOADED_FOR_KEY = 'travel:build-id-reloaded-for';
export const BUILD_ID_TOAST_ID = 'shell-new-version';

function sessionValue(key: string) {
  return {
    get: (): string | null => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (value: string): void => {
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // Storage can be disabled; the worst case is one extra reload.
      }
    },
  };
}

function createPageBuildIdCheck(): BuildIdCheck {
  return createBuildIdCheck({
    currentBuildId: SHELL_BUILD_ID,
    fetchBuildId,
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    isOrderFlow: (pathname) => isOrderFlowPath(pathname),
    reload: (url) => window.location.assign(url),
    notifyInOrderFlow: () =>
      uiStore.getState().showToast({
        id: BUILD_ID_TOAST_ID,
        message: i18n.t('toast.newVersionInOrderFlow', { ns: 'common' }),
        type: 'info',
        module: 'shell',
        timeOut: 15_000,
      }),
    logError: (error) => console.error(error),
    reloadedFor: sessionValue(RELOADED_FOR_KEY),
  });
}

let pageCheck: BuildIdCheck | null = null;
let lastLocationKey: string | null = null;

/**
 * Runs the build-id check of the page: once on start, then on every navigation. A development
 * shell (no compiled build id) never compares, since any server id would differ.
 */
export function useBuildIdCheck(): void {
  const location = useLocation();
  useEffect(() => {
    if (SHELL_BUILD_ID === 'development') return;
    // StrictMode runs effects twice and the layout may remount: one check object per page.
    if (lastLocationKey === location.key) return;
    const here = { url: `${location.pathname}${location.search}${location.hash}`, pathname: location.pathname };
    if (!pageCheck) {
      pageCheck = createPageBuildIdCheck();
      pageCheck.start(here);
    } else {
      pageCheck.navigated(here);
    }
    lastLocationKey = location.key;
  }, [location.key, location.pathname, location.search, location.hash]);
}
