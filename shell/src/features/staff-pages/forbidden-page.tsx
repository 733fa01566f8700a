import { useTranslation } from '@travel/i18n';
import { Link } from 'react-router-dom';
import { PageReady } from '../page-ready/page-ready';

/** A signed-in user without the role of a staff page (the site server answered it 403). */
export function ForbiddenPage() {
  const { t } = useTranslation('staff');
  return (
    <section className="tr-not-found" aria-labelledby="forbidden-heading" data-testid="forbidden-page">
      <h1 id="forbidden-heading">{t('forbidden.heading')}</h1>
      <p>{t('forbidden.body')}</p>
      <Link to="/">{t('forbidden.home')}</Link>
      <PageReady />
    </section>
  );
}
