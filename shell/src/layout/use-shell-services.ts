import { eventBus } from '@travel/event-bus';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnalytics } from '../features/analytics/use-analytics';
import { useApiErrorReporting } from '../features/api-errors/use-api-error-reporting';
import { useAppStart } from '../features/app-start/use-app-start';
import { useBreakpointFlags } from '../features/breakpoints/use-breakpoint-flags';
import { useBuildIdCheck } from '../features/build-id/use-build-id-check';
import { useLinkPrefetch } from '../features/link-prefetch/use-link-prefetch';
import { usePageMeta } from '../features/page-meta/use-page-meta';
import { usePageViews } from '../features/page-views/use-page-views';
import { connectUiStoreToEventBus } from '../store/connect-event-bus';
import { uiStore } from '../store/ui-store';
import { useScrollToTop } from './use-scroll-to-top';

/** Everything the shell runs in the background while the layout is mounted. */
export function useShellServices(): void {
  useEffect(() => connectUiStoreToEventBus(eventBus, uiStore), []);
  useAnalytics();
  useApiErrorReporting();
  useAppStart();
  useBreakpointFlags();
  useBuildIdCheck();
  usePageViews();
  usePageMeta();
  useLinkPrefetch();
  useScrollToTop();

  const { pathname } = useLocation();
  useEffect(() => {
    // A new page closes whatever menu led to it.
    const { setShowMenu, setShowContactMenu, setUserMenu } = uiStore.getState();
    setShowMenu(false);
    setShowContactMenu(false);
    setUserMenu(false);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the effect exists to run on each new pathname
  }, [pathname]);
}
