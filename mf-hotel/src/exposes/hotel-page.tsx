import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { HotelLayout } from '../layout/hotel-layout';
import { nameFromSlug } from '../features/slug-name/name-from-slug';

/** `/hotel/:hotelSlug/`: the hotel page (details, opinions, FAQ fill it in later issues). */
export function HotelPage() {
  const { t } = useTranslation('hotel');
  const { hotelSlug = '' } = useParams();
  return (
    <HotelLayout title={t('heading', { name: nameFromSlug(hotelSlug) })}>
      <p>{t('intro')}</p>
      <nav aria-label={t('sectionsLabel')}>
        <ul>
          <li>{t('sections.description')}</li>
          <li>{t('sections.opinions')}</li>
          <li>{t('sections.faq')}</li>
        </ul>
      </nav>
    </HotelLayout>
  );
}
