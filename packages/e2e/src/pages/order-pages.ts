import { expect, type Locator } from '@playwright/test';
import { polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

/** The four order steps: Polish URL segment (docs/product/order-and-payment.md) → step id of the `order` texts. */
export const ORDER_STEPS = {
  dane: 'client',
  'potwierdzenie-danych': 'client-confirm',
  podsumowanie: 'summary',
  platnosc: 'payment',
} as const;
export type OrderStep = keyof typeof ORDER_STEPS;

const orderText = (key: string): string => polishText('order', key);
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface BookerData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
}

export interface ParticipantData {
  firstName: string;
  lastName: string;
  birthDate: string;
  nationality: string;
}

/** Remote `order`: the order steps, thank-you and tracking pages. */
export class OrderPages extends RemotePage {
  readonly remote = 'order' as const;

  stepPath(orderId: string, step: OrderStep): string {
    return `/rezerwacja/${orderId}/${step}/`;
  }

  thankYouPath(orderId: string): string {
    return `/rezerwacja/${orderId}/dziekujemy/`;
  }

  trackingPath(segment: 'sukces' | 'niepowodzenie' | 'podsumowanie' | 'offline', orderHash: string): string {
    return `/platnosc/${segment}/${orderHash}/`;
  }

  async expectStep(step: OrderStep): Promise<void> {
    await this.expectRendered(orderText(`steps.${ORDER_STEPS[step]}.title`));
    await expect(this.stepNavigation.locator('[aria-current="step"]')).toContainText(orderText(`steps.${ORDER_STEPS[step]}.nav`));
  }

  get stepNavigation(): Locator {
    return this.slot.getByRole('navigation', { name: orderText('stepsLabel') });
  }

  /** The next-button of a step, by its docs/product/order-and-payment.md text. */
  nextButton(step: OrderStep): Locator {
    return this.slot.getByRole('button', { name: orderText(`steps.${ORDER_STEPS[step]}.next`), exact: true });
  }

  get bookerGroup(): Locator {
    return this.slot.getByRole('group', { name: orderText('client.bookerHeading') });
  }

  participantGroup(index: number): Locator {
    return this.slot.getByRole('group', {
      name: new RegExp(`^${escapeRe(orderText('client.participantHeading').split('{{')[0] ?? '')}${index + 1}:`),
    });
  }

  get participantGroups(): Locator {
    return this.slot.getByRole('group', {
      name: new RegExp(`^${escapeRe(orderText('client.participantHeading').split('{{')[0] ?? '')}\\d+:`),
    });
  }

  /** A field of a group by its Polish label (the label carries a '(wymagane)' mark after it). */
  field(group: Locator, field: string): Locator {
    return group.getByLabel(new RegExp(`^${escapeRe(orderText(`client.fields.${field}`))}`));
  }

  get errorSummary(): Locator {
    return this.slot.getByRole('alert').filter({ has: this.page.getByRole('heading', { name: /Popraw błę/ }) });
  }

  /** Types into a field with the keyboard (focus, select all, type), as a visitor does. */
  async typeInto(field: Locator, value: string): Promise<void> {
    await field.focus();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.type(value);
  }

  async fillBooker(data: BookerData): Promise<void> {
    for (const [name, value] of Object.entries(data)) await this.typeInto(this.field(this.bookerGroup, name), value);
  }

  async fillParticipant(index: number, data: ParticipantData): Promise<void> {
    const group = this.participantGroup(index);
    await this.typeInto(this.field(group, 'firstName'), data.firstName);
    await this.typeInto(this.field(group, 'lastName'), data.lastName);
    // A date input takes its value in the browser's locale order: filled through its value, as autofill does.
    await this.field(group, 'birthDate').fill(data.birthDate);
    await this.field(group, 'nationality').focus();
    await this.field(group, 'nationality').selectOption(data.nationality);
  }

  /** Presses a control from the keyboard: focus, then Enter (buttons, links) or Space (checkboxes, radios). */
  async press(control: Locator, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
    await control.focus();
    await this.page.keyboard.press(key === ' ' ? 'Space' : key);
  }

  agreement(name: string): Locator {
    return this.slot.getByRole('checkbox', { name: new RegExp(`^${escapeRe(orderText(`summary.agreements.${name}`))}`) });
  }

  paymentMethod(id: string): Locator {
    return this.slot.getByRole('radio', { name: new RegExp(`^${escapeRe(orderText(`payment.methods.${id}`))}`) });
  }
}
