import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { SearchLayout } from '../layout/search-layout';

const FEATURED_CATEGORIES = ['last-minute', 'all-inclusive', 'egzotyka', 'wycieczki-objazdowe', 'city-break', 'narty'] as const;

/** `/`: the search box and popular categories fill this page in later issues. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <SearchLayout title={t('heading')}>
      <p>{t('intro')}</p>
      <nav aria-label={t('categoriesLabel')}>
        <ul>
          {FEATURED_CATEGORIES.map((slug) => (
            <li key={slug}>
              <Link to={`/${slug}/`}>{t(`categories.${slug}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </SearchLayout>
  );
}
