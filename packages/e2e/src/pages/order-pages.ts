import { polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

/** The four order steps: Polish URL segment (spec 001 §2) → step id of the `order` texts. */
export const ORDER_STEPS = {
  dane: 'client',
  'potwierdzenie-danych': 'client-confirm',
  podsumowanie: 'summary',
  platnosc: 'payment',
} as const;
export type OrderStep = keyof typeof ORDER_STEPS;

/** Remote `order`: the order steps, thank-you and tracking pages. */
export class OrderPages extends RemotePage {
  readonly remote = 'order' as const;

  stepPath(orderId: string, step: OrderStep): string {
    return `/rezerwacja/${orderId}/${step}/`;
  }

  thankYouPath(orderId: string): string {
    return `/rezerwacja/${orderId}/dziekujemy/`;
  }

  async expectStep(step: OrderStep): Promise<void> {
    await this.expectRendered(polishText('order', `steps.${ORDER_STEPS[step]}.title`));
  }
}
