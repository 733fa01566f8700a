import { ORDER_STEPS, type OrderStepId } from '@travel/contracts/routes';

const key = (orderId: string) => `order-step:${orderId}`;

/** The furthest step this tab reached for an order (the confirmation leaves no trace on the server). */
export function rememberedStep(orderId: string): OrderStepId {
  try {
    const value = sessionStorage.getItem(key(orderId));
    return ORDER_STEPS.find((s) => s.id === value)?.id ?? 'client';
  } catch {
    return 'client';
  }
}

export function rememberStep(orderId: string, step: OrderStepId): void {
  try {
    sessionStorage.setItem(key(orderId), step);
  } catch {
    // Storage refused (private mode, quota): the server's data still opens the steps it allows.
  }
}
