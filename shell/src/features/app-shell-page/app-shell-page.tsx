import { useTranslation } from '@travel/i18n';
import { useEffect, useState } from 'react';
import { SHELL_BUILD_ID } from '../../build-id';
import { fetchBuildId } from '../build-id/fetch-build-id';
import { pageViews } from '../page-views/use-page-views';

/** `stale`: the tab already reloaded for this build and still runs the old one (a stale cache). */
type ServerBuild = { state: 'checking' } | { state: 'failed' } | { state: 'known'; buildId: string; stale: boolean };

export interface AppShellPageProps {
  readonly runningBuildId?: string;
  readonly fetchServerBuildId?: () => Promise<string>;
  /** A full load of this address: the new shell comes with it. */
  readonly reload?: () => void;
  readonly pageViewCount?: () => number;
  /** The build this tab already reloaded for: a server still reporting it is a stale cache, not a reason to loop. */
  readonly reloadedFor?: { get: () => string | null; set: (buildId: string) => void };
}

const RELOADED_FOR_KEY = 'travel:build-id-reloaded-for';
const sessionReloadedFor = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(RELOADED_FOR_KEY);
    } catch {
      return null;
    }
  },
  set: (buildId: string): void => {
    try {
      sessionStorage.setItem(RELOADED_FOR_KEY, buildId);
    } catch {
      // Storage can be disabled: the page then shows the difference and reloads no more.
    }
  },
};

/**
 * `/_app/`: the application shell itself (docs/product/shell-and-ui.md, "The running build"). It
 * shows the build this tab runs and the one the site server serves, and the page views this tab
 * counted; when the two builds differ the page reloads onto the new one. A development shell (no
 * compiled id) compares nothing. Not indexed: it is the frame, not a page of the shop.
 */
export function AppShellPage({
  runningBuildId = SHELL_BUILD_ID,
  fetchServerBuildId = fetchBuildId,
  reload = () => window.location.reload(),
  pageViewCount = () => pageViews.count,
  reloadedFor = sessionReloadedFor,
}: AppShellPageProps) {
  const { t } = useTranslation('common');
  const [server, setServer] = useState<ServerBuild>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    fetchServerBuildId().then(
      (buildId) => current && setServer({ state: 'known', buildId, stale: reloadedFor.get() === buildId }),
      (error: unknown) => {
        console.error(new Error('Error in build-id fetch', { cause: error }));
        if (current) setServer({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [fetchServerBuildId, reloadedFor]);
  const outdated = server.state === 'known' && runningBuildId !== 'development' && server.buildId !== runningBuildId;
  const stale = outdated && server.stale;
  useEffect(() => {
    // Once per build: the second run of an effect finds the build already noted.
    if (!outdated || server.state !== 'known' || server.stale || reloadedFor.get() === server.buildId) return;
    reloadedFor.set(server.buildId);
    reload();
  }, [outdated, server, reload, reloadedFor]);

  const serverText =
    server.state === 'known' ? server.buildId : server.state === 'failed' ? t('appShell.serverUnknown') : t('appShell.checking');
  return (
    <section className="tr-app-shell" aria-labelledby="app-shell-title" data-testid="app-shell-page">
      <h1 id="app-shell-title">{t('appShell.title')}</h1>
      <dl>
        <dt>{t('appShell.running')}</dt>
        <dd data-testid="app-shell-running">{runningBuildId}</dd>
        <dt>{t('appShell.server')}</dt>
        <dd data-testid="app-shell-server">{serverText}</dd>
        <dt>{t('appShell.pageViews')}</dt>
        <dd>{pageViewCount()}</dd>
      </dl>
      <p>
        <output>
          {server.state !== 'known' ? null : stale ? t('appShell.stale') : outdated ? t('appShell.reloading') : t('appShell.current')}
        </output>
      </p>
    </section>
  );
}
