import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { PageReady } from '../page-ready/page-ready';

/**
 * The shell's 404 page: an address no route owns, or one a page's loader declared not found on
 * the site server (which answers it with HTTP 404).
 */
export function NotFoundPage() {
  // The `error` namespace is preloaded by the shell (and in a first paint's texts): never suspend.
  const { t } = useTranslation('error', { useSuspense: false });
  return (
    <section className="tr-not-found" data-testid="not-found-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/">{t('notFound.homeLink')}</Link>
      <PageReady />
    </section>
  );
}
