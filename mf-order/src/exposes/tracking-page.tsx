import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { trackingTypeFromPath } from '../features/order-steps/order-steps';
import { PaymentTracking, type TransferDetails } from '../features/tracking';
import { useOrderStylesheet } from '../order-styles/use-order-stylesheet';

/** `/platnosc/{sukces|niepowodzenie|podsumowanie|offline}/:orderHash/`: payment tracking pages, read from the server. */
export function TrackingPage() {
  useOrderStylesheet();
  const { t } = useTranslation('payment');
  const { orderHash = '' } = useParams();
  const location = useLocation();
  const urlType = trackingTypeFromPath(location.pathname);
  const transfer = (location.state as { transfer?: TransferDetails } | null)?.transfer;
  return (
    <PaymentTracking
      orderHash={orderHash}
      urlType={urlType}
      transfer={transfer}
      renderFrame={(type, body) => (
        <RemoteFrame remote="order" title={t(`tracking.${type}.heading`)}>
          {body}
        </RemoteFrame>
      )}
    />
  );
}
