import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { HotelLayout } from '../layout/hotel-layout';
import { nameFromSlug } from '../features/slug-name/name-from-slug';

/** `/hotele/*`: hotels of one location (`/hotele/grecja/kreta/`), or of all when none is given. */
export function HotelsListingPage() {
  const { t } = useTranslation('hotels-listing');
  const location = (useParams()['*'] ?? '').split('/').filter(Boolean).at(-1);
  return (
    <HotelLayout title={location ? t('headingIn', { location: nameFromSlug(location) }) : t('heading')}>
      <p>{t('intro')}</p>
    </HotelLayout>
  );
}
