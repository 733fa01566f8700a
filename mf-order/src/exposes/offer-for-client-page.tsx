import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText, RemoteFrame, Skeleton } from '@travel/ui';
import { isOfferForClientMissing, OfferForClientView, useOfferForClient } from '../features/offer-for-client';
import { useOrderStylesheet } from '../order-styles/use-order-stylesheet';

/** `/oferta-dla-klienta/:offerForClientId/`: an offer staff prepared for one client (docs/adr/0261-offer-for-client.md). */
export function OfferForClientPage() {
  useOrderStylesheet();
  const { t } = useTranslation('offer-for-client');
  const { offerForClientId = '' } = useParams();
  const query = useOfferForClient(offerForClientId);

  if (query.isError && isOfferForClientMissing(query.error)) {
    return (
      <RemoteFrame remote="order" title={t('notFound.heading')}>
        <p data-testid="offer-for-client-not-found">{t('notFound.text')}</p>
        <Link to="/">{t('notFound.link')}</Link>
      </RemoteFrame>
    );
  }
  if (query.isError) {
    return (
      <RemoteFrame remote="order" title={t('loadError')}>
        <ErrorMessage title={t('loadError')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      </RemoteFrame>
    );
  }
  if (query.data === undefined) {
    return (
      <RemoteFrame remote="order" title={t('heading')}>
        <LoadingText>{t('loading')}</LoadingText>
        <Skeleton height={320} />
      </RemoteFrame>
    );
  }
  return (
    <RemoteFrame remote="order" title={query.data.status === 'expired' ? t('expired.heading') : t('heading')}>
      <OfferForClientView offerForClient={query.data} />
    </RemoteFrame>
  );
}
