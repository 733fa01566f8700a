import { RemotePage } from './remote-page';

/** The four order steps in order, with their Polish URL segments (spec 001 §2). */
export const ORDER_STEPS = ['dane', 'potwierdzenie-danych', 'podsumowanie', 'platnosc'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** Remote `order`: the order steps, thank-you and tracking pages. */
export class OrderPages extends RemotePage {
  readonly remote = 'order' as const;

  stepPath(orderId: string, step: OrderStep): string {
    return `/rezerwacja/${orderId}/${step}/`;
  }

  thankYouPath(orderId: string): string {
    return `/rezerwacja/${orderId}/dziekujemy/`;
  }
}
