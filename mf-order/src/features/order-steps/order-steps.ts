import { ORDER_STEPS, TRACKING_TYPES, type OrderStep, type TrackingType } from '@travel/contracts/routes';

export { ORDER_STEPS, TRACKING_TYPES, type OrderStep, type OrderStepId, type TrackingType } from '@travel/contracts/routes';

/** The step of an order URL (`/rezerwacja/123/platnosc/` → payment); the first step otherwise. */
export function stepFromPath(pathname: string): OrderStep {
  const segments = pathname.split('/').filter(Boolean);
  return ORDER_STEPS.find((step) => segments.includes(step.segment)) ?? ORDER_STEPS[0];
}

/** The tracking type of a `/platnosc/{segment}/:orderHash/` URL; the summary otherwise. */
export function trackingTypeFromPath(pathname: string): TrackingType {
  const segment = pathname.split('/').filter(Boolean)[1];
  return TRACKING_TYPES.find((entry) => entry.segment === segment)?.type ?? 'summary';
}
