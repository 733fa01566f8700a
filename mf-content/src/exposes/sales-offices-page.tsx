import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { ContentLayout } from '../layout/content-layout';
import { nameFromSlug } from '../features/page-slug/last-segment';

/** `/salony-podrozy/` ('Salony podróży') and one office `/salony-podrozy/:officeSlug/`. */
export function SalesOfficesPage() {
  const { officeSlug } = useParams();
  const { t } = useTranslation(officeSlug ? 'sales-office' : 'sales-office-listing');
  return (
    <ContentLayout title={officeSlug ? t('heading', { name: nameFromSlug(officeSlug) }) : t('heading')}>
      <p>{t('intro')}</p>
    </ContentLayout>
  );
}
