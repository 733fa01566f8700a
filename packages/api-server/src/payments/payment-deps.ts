import type { Database } from '../db/connection';
import type { ConfirmationContext } from '../mail/confirmation';
import type { OutboxSender } from '../mail/outbox';
import type { PaymentConfig } from './config';
import type { PaymentGateway } from './gateway';

/**
 * Points where a test stops a transition between its steps (docs/adr/0200-payment-state-machine.md):
 * the race of verify and hold release is forced by a pause, not by timing.
 */
export interface PaymentPauses {
  /** After the fence committed (payment `verifying`), before the gateway's verify. */
  afterFence?(paymentId: string): Promise<void>;
  /** After the gateway's verify answered, before the outcome is written. */
  afterVerify?(paymentId: string): Promise<void>;
}

/** What the payment transitions need (the order flow is one). */
export interface PaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  config: Pick<PaymentConfig, 'publicUrl'>;
  now: () => Date;
  today: () => string;
  /** The day, time and review links a booking confirmation is rendered with. */
  confirmationContext(): ConfirmationContext;
  /** Delivers an outbox row right after its commit; without it the sender's timer does. */
  outbox?: Pick<OutboxSender, 'deliver'> | undefined;
  pauses?: PaymentPauses | undefined;
  /** Where a failure after a commit is reported (it never undoes the commit). */
  log?: ((err: unknown, context: string) => void) | undefined;
}
