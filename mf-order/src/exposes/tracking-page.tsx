import { useLocation } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { OrderLayout } from '../layout/order-layout';
import { trackingTypeFromPath } from '../features/order-steps/order-steps';

/** `/platnosc/{sukces|niepowodzenie|podsumowanie|offline}/:orderHash/`: payment tracking pages. */
export function TrackingPage() {
  const { t } = useTranslation('payment');
  const type = trackingTypeFromPath(useLocation().pathname);
  return (
    <OrderLayout title={t(`tracking.${type}.heading`)}>
      <p>{t(`tracking.${type}.text`)}</p>
    </OrderLayout>
  );
}
