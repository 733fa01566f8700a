import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { OffersForClientsListView, useMyOffersForClients, useOffersForClientsStylesheet } from '../features/offers-for-clients-list';

/** `/debug/oferty-dla-klientow/` (container `order_debug`, staff who sell): the offers they prepared for clients. */
export function OffersForClientsPage() {
  useOffersForClientsStylesheet();
  const { t } = useTranslation('staff');
  const list = useMyOffersForClients();
  return (
    <RemoteFrame remote="order" title={t('offersForClients.heading')}>
      <div className="offers-for-clients">
        <p>{t('offersForClients.intro')}</p>
        <OffersForClientsListView data={list.data} loadFailed={list.isError} onRetry={() => void list.refetch()} />
      </div>
    </RemoteFrame>
  );
}
