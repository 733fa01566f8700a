import { Link } from 'react-router-dom';
import { ORDER_STEPS, type OrderStepId } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { VisuallyHidden } from '@travel/ui';
import { canOpenStep } from '../../order-store';

export interface StepNavigationProps {
  orderId: string;
  current: OrderStepId;
  /** The furthest step reached: earlier steps are links, later ones plain text. */
  reached: OrderStepId;
}

export const stepPath = (orderId: string, step: OrderStepId): string =>
  `/rezerwacja/${orderId}/${ORDER_STEPS.find((s) => s.id === step)?.segment ?? 'dane'}/`;

/** The four steps of docs/product/order-and-payment.md: back to any reached step, never ahead of it. */
export function StepNavigation({ orderId, current, reached }: StepNavigationProps) {
  const { t } = useTranslation('order');
  return (
    <nav aria-label={t('stepsLabel')} className="order-steps">
      <ol>
        {ORDER_STEPS.map((step, i) => {
          const label = `${i + 1}. ${t(`steps.${step.id}.nav`)}`;
          if (step.id === current)
            return (
              <li key={step.id} aria-current="step">
                <strong>{label}</strong> <VisuallyHidden>{t('stepsNav.current')}</VisuallyHidden>
              </li>
            );
          if (canOpenStep(reached, step.id))
            return (
              <li key={step.id}>
                <Link to={stepPath(orderId, step.id)}>{label}</Link>
              </li>
            );
          return (
            <li key={step.id}>
              <span>{label}</span> <VisuallyHidden>{t('stepsNav.locked')}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
