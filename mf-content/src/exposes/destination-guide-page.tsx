import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { ContentLayout } from '../layout/content-layout';
import { lastSegment, nameFromSlug } from '../features/page-slug/last-segment';

/** `/kierunki/*`: destination guide and weather (`/kierunki/grecja/kreta/`). */
export function DestinationGuidePage() {
  const { t } = useTranslation('tour-guide');
  const destination = lastSegment(useParams()['*'] ?? '');
  return (
    <ContentLayout title={destination ? t('destination.headingIn', { destination: nameFromSlug(destination) }) : t('destination.heading')}>
      <p>{t('destination.intro')}</p>
    </ContentLayout>
  );
}
