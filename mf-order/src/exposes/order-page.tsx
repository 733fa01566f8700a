import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { OrderLayout } from '../layout/order-layout';
import { ORDER_STEPS, stepFromPath } from '../features/order-steps/order-steps';

/** `/rezerwacja/:orderId/{step}/`: one of the four order steps (spec 001 §2). */
export function OrderPage() {
  const { t } = useTranslation('order');
  const { orderId = '' } = useParams();
  const current = stepFromPath(useLocation().pathname);
  return (
    <OrderLayout title={t(`steps.${current.id}.title`)}>
      <nav aria-label={t('stepsLabel')}>
        <ol>
          {ORDER_STEPS.map((step) => (
            <li key={step.id} aria-current={step.id === current.id ? 'step' : undefined}>
              {t(`steps.${step.id}.nav`)}
            </li>
          ))}
        </ol>
      </nav>
      <p>{t(`steps.${current.id}.purpose`)}</p>
      <p>{t('reservationNumber', { id: orderId })}</p>
    </OrderLayout>
  );
}
