/** Spec 001 §2: the four order steps in sequence, with their Polish URL segments. */
export const ORDER_STEPS = [
  { id: 'client', segment: 'dane' },
  { id: 'client-confirm', segment: 'potwierdzenie-danych' },
  { id: 'summary', segment: 'podsumowanie' },
  { id: 'payment', segment: 'platnosc' },
] as const;

export type OrderStep = (typeof ORDER_STEPS)[number];
export type OrderStepId = OrderStep['id'];

/** The step of an order URL (`/rezerwacja/123/platnosc/` → payment); the first step otherwise. */
export function stepFromPath(pathname: string): OrderStep {
  const segments = pathname.split('/').filter(Boolean);
  return ORDER_STEPS.find((step) => segments.includes(step.segment)) ?? ORDER_STEPS[0];
}

/** Spec 001 §2 tracking page types and their URL segments (`/platnosc/{segment}/:orderHash/`). */
export const TRACKING_TYPES = [
  { type: 'success', segment: 'sukces' },
  { type: 'failure', segment: 'niepowodzenie' },
  { type: 'summary', segment: 'podsumowanie' },
  { type: 'offline', segment: 'offline' },
] as const;

export type TrackingType = (typeof TRACKING_TYPES)[number]['type'];

export function trackingTypeFromPath(pathname: string): TrackingType {
  const segment = pathname.split('/').filter(Boolean)[1];
  return TRACKING_TYPES.find((entry) => entry.segment === segment)?.type ?? 'summary';
}
