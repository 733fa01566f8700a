import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, RemoteFrame } from '@travel/ui';
import { HotelsListing, LocationNavigation, useHotelsListingState, useHotelsListingTitle } from '../features/hotels-listing';
import { useHotelStylesheet } from '../components/use-hotel-stylesheet';

/** `/hotele/*`: hotels of one location (`/hotele/grecja/kreta/`), or the countries when none is given. */
export function HotelsListingPage() {
  const { t } = useTranslation('hotels-listing');
  const location = (useParams()['*'] ?? '').split('/').filter(Boolean).join('/');
  const { state, update } = useHotelsListingState();
  const { title, missing, retry } = useHotelsListingTitle(location);
  useHotelStylesheet();
  if (retry !== null) {
    return (
      <RemoteFrame remote="hotel" title={t('loadError')}>
        <ErrorMessage title={t('loadError')} onRetry={retry} retryLabel={t('retry')} />
      </RemoteFrame>
    );
  }
  if (missing) {
    return (
      <RemoteFrame remote="hotel" title={t('notFound.heading')}>
        <p>{t('notFound.text')}</p>
        <LocationNavigation location="" />
      </RemoteFrame>
    );
  }
  return (
    <RemoteFrame remote="hotel" title={title}>
      {location === '' ? <p>{t('intro')}</p> : null}
      <LocationNavigation location={location} />
      {location === '' ? null : <HotelsListing location={location} state={state} update={update} />}
    </RemoteFrame>
  );
}
