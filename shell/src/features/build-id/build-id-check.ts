import type { BuildIdDecision } from '@travel/contracts/build-id-marker';

/** The fewest milliseconds between two build-id requests; navigations in between wait for the next. */
export const BUILD_ID_CHECK_THROTTLE_MS = 5000;
export const BUILD_ID_URL = '/next-api/build-id/';
/** The message of a failed build-id fetch (docs/product/errors.md). */
export const BUILD_ID_FETCH_ERROR = 'Error in build-id fetch';

export interface PageLocation {
  /** Path + query + hash: where a reload lands. */
  url: string;
  pathname: string;
}

export interface BuildIdCheckDeps {
  /** The id compiled into the running shell. */
  currentBuildId: string;
  fetchBuildId: () => Promise<string>;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  isOrderFlow: (pathname: string) => boolean;
  /** A full page load of `url` (`window.location.assign`). */
  reload: (url: string) => void;
  /** Tells a visitor in the order flow that a new version waits (a toast). */
  notifyInOrderFlow: () => void;
  logError: (error: Error) => void;
  /**
   * The build id this tab already reloaded for. If the server still reports it after the reload,
   * the new shell is not reachable yet (a stale cache); reloading again would loop on every click.
   */
  reloadedFor: { get: () => string | null; set: (buildId: string) => void };
  throttleMs?: number;
  /**
   * Told each time the check has decided about a location (a check answered, or a navigation
   * after a new build was found); not told while a check waits for its throttle window.
   */
  decided?: (decision: BuildIdDecision, location: PageLocation) => void;
}

export interface BuildIdCheck {
  /** The page loaded at `location`: check once, never reload. */
  start(location: PageLocation): void;
  /** The router moved to `location`. */
  navigated(location: PageLocation): void;
  readonly stale: boolean;
}

/**
 * The `/_app` build-id check (docs/product/shell-and-ui.md). On a navigation the shell asks the server for
 * its build id (at most once per throttle window; a navigation inside the window is checked when
 * it ends). When the id differs from the running build, the page reloads onto the location the
 * visitor navigated to, so no typed input is lost; inside the order flow it never reloads and
 * shows a notice once instead, and the next navigation out of the flow reloads.
 */
export function createBuildIdCheck(deps: BuildIdCheckDeps): BuildIdCheck {
  const throttleMs = deps.throttleMs ?? BUILD_ID_CHECK_THROTTLE_MS;
  let current: PageLocation | null = null;
  let stale = false;
  let notified = false;
  let navigatedSinceCheck = false;
  let inFlight = false;
  let timerPending = false;
  let lastFetchAt = Number.NEGATIVE_INFINITY;
  let newBuildId: string | null = null;
  const decided = (decision: BuildIdDecision, location: PageLocation | null) => {
    if (location) deps.decided?.(decision, location);
  };

  /** Inside the order flow: the notice once, never a reload. */
  const stayInOrderFlow = (location: PageLocation) => {
    const first = !notified;
    if (first) deps.notifyInOrderFlow();
    notified = true;
    decided(first ? 'notice' : 'stay', location);
  };

  const act = (location: PageLocation) => {
    if (deps.isOrderFlow(location.pathname)) {
      stayInOrderFlow(location);
      return;
    }
    if (newBuildId) deps.reloadedFor.set(newBuildId);
    decided('reload', location);
    deps.reload(location.url);
  };

  const runCheck = async () => {
    timerPending = false;
    inFlight = true;
    lastFetchAt = deps.now();
    const triggeredByNavigation = navigatedSinceCheck;
    navigatedSinceCheck = false;
    let serverId: string;
    try {
      serverId = await deps.fetchBuildId();
    } catch (cause) {
      inFlight = false;
      deps.logError(new Error(BUILD_ID_FETCH_ERROR, { cause }));
      decided('failed', current);
      return;
    }
    inFlight = false;
    if (serverId === deps.currentBuildId || serverId === deps.reloadedFor.get()) {
      // A navigation that happened while this request was out still deserves its own check.
      if (navigatedSinceCheck) schedule();
      else decided('current', current);
      return;
    }
    stale = true;
    newBuildId = serverId;
    if (!current) return;
    if (triggeredByNavigation || navigatedSinceCheck) {
      act(current);
    } else if (deps.isOrderFlow(current.pathname)) {
      stayInOrderFlow(current);
    } else {
      decided('deferred', current);
    }
  };

  const schedule = () => {
    if (inFlight || timerPending) return;
    const wait = lastFetchAt + throttleMs - deps.now();
    if (wait <= 0) {
      void runCheck();
      return;
    }
    timerPending = true;
    deps.setTimer(() => void runCheck(), wait);
  };

  return {
    start(location) {
      current = location;
      schedule();
    },
    navigated(location) {
      current = location;
      if (stale) {
        act(location);
        return;
      }
      navigatedSinceCheck = true;
      schedule();
    },
    get stale() {
      return stale;
    },
  };
}
