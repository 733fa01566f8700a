import type { Clock } from '../lib/dates';
import type { Database } from '../db/connection';
import type { ConfirmationContext } from '../mail/confirmation';
import type { OutboxSender } from '../mail/outbox';
import type { PaymentConfig } from '../payments/config';
import type { PaymentGateway } from '../payments/gateway';
import type { SandboxGateway } from '../payments/sandbox';

/** What the order, payment and track routes share (built once by `purchaseRoutes`). */
export interface OrderFlow {
  db: Database;
  today(): string;
  now: Clock;
  config: PaymentConfig;
  gateway: PaymentGateway;
  /** Set when the gateway is the built-in sandbox (its page is served by the API). */
  sandbox: SandboxGateway | undefined;
  /**
   * Delivers outbox rows. A transition that pays an order writes its confirmation in its own
   * transaction (`enqueueConfirmation(tx, orderId, flow.confirmationContext())` from
   * mail/confirmation.ts) and, after the commit, may call `outbox.deliver(id)` to send it at once;
   * the sender's timer delivers it otherwise (docs/adr/0205-outbox-idempotency-lanes.md).
   */
  outbox: OutboxSender;
  confirmationContext(): ConfirmationContext;
  /**
   * Writes the confirmation of a paid (or deposit-paid) order to the outbox in a transaction of its
   * own (once per order) and delivers it; failures are logged, never thrown.
   */
  confirm(orderId: string): Promise<void>;
  /** Where a payment transition reports a failure after its commit (docs/adr/0200-payment-state-machine.md). */
  log?: ((err: unknown, context: string) => void) | undefined;
}
