import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { MAX_RATING, parseRatingParam } from '../features/rating-param/parse-rating-param';

function hotelName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('pl-PL') + word.slice(1))
    .join(' ');
}

/** `/dodaj-opinie/:hotelSlug/` and the e-mail entry `/dodaj-opinie/:hotelSlug/ocena/:rating/`. */
export function ReviewFormPage() {
  const { t } = useTranslation('hotel-add-opinion');
  const { hotelSlug = '', rating } = useParams();
  const fromMail = parseRatingParam(rating);
  return (
    <RemoteFrame remote="reviews" title={t('heading', { name: hotelName(hotelSlug) })}>
      <p>{t('intro')}</p>
      {fromMail !== null && <p>{t('ratingFromMail', { rating: fromMail, max: MAX_RATING })}</p>}
    </RemoteFrame>
  );
}
