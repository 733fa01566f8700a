import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';

/** `/oferta-dla-klienta/:offerForClientId/`: an offer an agent prepared for one client. */
export function OfferForClientPage() {
  const { t } = useTranslation('offer-for-client');
  const { offerForClientId = '' } = useParams();
  return (
    <RemoteFrame remote="order" title={t('heading')}>
      <p>{t('intro')}</p>
      <p>{t('offerNumber', { id: offerForClientId })}</p>
    </RemoteFrame>
  );
}
