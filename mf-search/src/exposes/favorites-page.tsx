import { useTranslation } from '@travel/i18n';
import { SearchLayout } from '../layout/search-layout';

/** `/ulubione/`: offers the visitor saved. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  return (
    <SearchLayout title={t('heading')}>
      <p>{t('intro')}</p>
    </SearchLayout>
  );
}
