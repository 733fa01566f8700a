import { Link, useParams } from 'react-router-dom';
import { formatTripDates, useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText, RemoteFrame, Skeleton } from '@travel/ui';
import { OfferBreadcrumb, OfferDetails } from '../features/offer-details';
import { isPreviewMissing, OfferPreviewStatus, useOfferPreview } from '../features/offer-preview';
import { useHotelStylesheet } from '../components/use-hotel-stylesheet';

/** `/preview/:previewOfferId/`: a stored offer, on sale or not, priced for two adults (docs/adr/0260-offer-checks-and-preview.md). */
export function PreviewPage() {
  const { t } = useTranslation('offer');
  const { previewOfferId = '' } = useParams();
  const preview = useOfferPreview(previewOfferId);
  useHotelStylesheet();

  if (preview.isError && isPreviewMissing(preview.error)) {
    return (
      <RemoteFrame remote="hotel" title={t('notFound.heading')}>
        <p data-testid="offer-preview-not-found">{t('notFound.text')}</p>
        <Link to="/">{t('notFound.link')}</Link>
      </RemoteFrame>
    );
  }
  if (preview.isError) {
    return (
      <RemoteFrame remote="hotel" title={t('loadError')}>
        <ErrorMessage title={t('loadError')} onRetry={() => void preview.refetch()} retryLabel={t('retry')} />
      </RemoteFrame>
    );
  }
  if (preview.data === undefined) {
    return (
      <RemoteFrame remote="hotel" title={t('preview.loading')}>
        <LoadingText>{t('preview.loading')}</LoadingText>
        <Skeleton height={370} />
      </RemoteFrame>
    );
  }
  const { offer } = preview.data;
  return (
    <RemoteFrame
      remote="hotel"
      title={t('preview.heading', { hotel: offer.hotelName, ...formatTripDates(offer.departureDate, offer.returnDate) })}
    >
      <OfferBreadcrumb offer={offer} />
      <OfferPreviewStatus preview={preview.data} />
      <OfferDetails offer={offer} />
    </RemoteFrame>
  );
}
