/**
 * The page's build-id check (`build-id-check.ts` wired to the page's clock, storage, toasts and
 * location), loaded by `useBuildIdCheck` after the first render: nothing of it is needed before a
 * page is interactive (ADR 0192).
 */
import { BUILD_ID_DECIDED_PATH_ATTRIBUTE, BUILD_ID_DECISION_ATTRIBUTE, type BuildIdDecision } from '@travel/contracts/build-id-marker';
import { i18n } from '@travel/i18n';
import { SHELL_BUILD_ID } from '../../build-id';
import { uiStore } from '../../store/ui-store';
import { isOrderFlowPath } from '../route-match/route-match';
import { createBuildIdCheck, type BuildIdCheck, type PageLocation } from './build-id-check';
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

/** The decision on `<html>`, for whoever watches the page (browser tests; docs/adr/0310-build-id-decision-marker.md). */
function markDecision(decision: BuildIdDecision, location: PageLocation): void {
  const root = document.documentElement;
  root.setAttribute(BUILD_ID_DECIDED_PATH_ATTRIBUTE, location.pathname);
  root.setAttribute(BUILD_ID_DECISION_ATTRIBUTE, decision);
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
    decided: markDecision,
  });
}

let pageCheck: BuildIdCheck | null = null;

/** The first call starts the check for the page; each later one reports a navigation to it. */
export function checkBuildIdAt(here: PageLocation): void {
  if (!pageCheck) {
    pageCheck = createPageBuildIdCheck();
    pageCheck.start(here);
  } else {
    pageCheck.navigated(here);
  }
}
