import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText, RemoteFrame, Skeleton } from '@travel/ui';

/** While a page's body or data loads: announced once, with the shape of text under it. */
export function ContentLoading() {
  const { t } = useTranslation('static-pages');
  return (
    <div className="content-loading" data-testid="content-loading">
      <LoadingText>{t('state.loading')}</LoadingText>
      <Skeleton lines={6} height="1.1em" />
    </div>
  );
}

/** A body or data that failed to load, with a retry (the rest of the page stays). */
export function ContentError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation('static-pages');
  return <ErrorMessage title={title ?? t('state.error')} onRetry={onRetry} retryLabel={t('state.retry')} data-testid="content-error" />;
}

/** An address of this remote that names nothing: its own `<h1>` and a way on. */
export function ContentNotFound({ backTo, backLabel }: { backTo?: string; backLabel?: string }) {
  const { t } = useTranslation('static-pages');
  return (
    <RemoteFrame remote="content" title={t('notFound.heading')}>
      <div data-testid="content-not-found">
        <p>{t('notFound.text')}</p>
        <p>
          <Link to={backTo ?? '/'}>{backLabel ?? t('notFound.homeLink')}</Link>
        </p>
      </div>
    </RemoteFrame>
  );
}
