import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { SearchLayout } from '../layout/search-layout';
import { listingHeading } from '../features/listing-heading/listing-heading';

/** `/:category/*`: offers of a landing page; unknown slugs get the remote's own 404 content. */
export function ListingPage() {
  const { t } = useTranslation('listing');
  const params = useParams();
  const heading = listingHeading(params['category'] ?? '', params['*'] ?? '');
  if (!heading.found) {
    return (
      <SearchLayout title={t('notFound.heading')}>
        <p>{t('notFound.text')}</p>
        <Link to="/">{t('notFound.homeLink')}</Link>
      </SearchLayout>
    );
  }
  const title = heading.destination ? t('headingIn', { title: heading.title, destination: heading.destination }) : heading.title;
  return (
    <SearchLayout title={title}>
      <p>{t('intro')}</p>
    </SearchLayout>
  );
}
