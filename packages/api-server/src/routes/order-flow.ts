import type { Clock } from '../lib/dates';
import type { Database } from '../db/connection';
import type { Mailer } from '../mail/mailer';
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
  mailer: Mailer;
  /** Sends the confirmation of a paid (or deposit-paid) order; failures are logged, never thrown. */
  confirm(orderId: string): Promise<void>;
}
