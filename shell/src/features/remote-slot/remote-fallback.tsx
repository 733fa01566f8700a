import { useId } from 'react';
import { useTranslation } from '@travel/i18n';
import { PageReady } from '../page-ready/page-ready';

export interface RemoteFallbackProps {
  onRetry: () => void;
}

/** Shown in place of a remote that could not load or crashed; the rest of the page keeps working. */
export function RemoteFallback({ onRetry }: RemoteFallbackProps) {
  // The `error` namespace is preloaded by the shell; never suspend here, the fallback must show.
  const { t } = useTranslation('error', { useSuspense: false });
  const headingId = useId();
  return (
    <section className="remote-fallback" data-testid="remote-fallback" role="alert" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('remoteFallback.title')}</h2>
      <p>{t('remoteFallback.message')}</p>
      <button type="button" onClick={onRetry}>
        {t('remoteFallback.retry')}
      </button>
      <PageReady />
    </section>
  );
}
