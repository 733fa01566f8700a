import type { NotificationFields } from './sign';

export interface RegisterRequest {
  /** Our payment's id at the gateway (unique). */
  sessionId: string;
  /** Grosze. */
  amount: number;
  currency: 'PLN';
  description: string;
  email: string;
  /** Where the shopper comes back (never taken as proof of payment). */
  urlReturn: string;
  /** Where the gateway posts its signed notification. */
  urlStatus: string;
  /** Minutes the shopper has to pay (0: no limit). */
  timeLimitMinutes: number;
}

export interface Notification extends NotificationFields {
  sign: string;
}

/** What the gateway says about a session, asked server to server. Only a negative answer is acted on. */
export type SessionStatus = 'none' | 'pending' | 'paid' | 'declined';

/**
 * A payment gateway as the order flow uses it (ADR 0150). The order is `paid` only after a
 * notification whose signature checks (`checkNotification`) has been confirmed by `verify`.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'przelewy24';
  /** Registers a transaction; answers its token and where to send the shopper. */
  register(request: RegisterRequest): Promise<{ token: string; redirectUrl: string }>;
  /** Where the shopper pays a registered transaction (`trnRequest/{token}`). */
  redirectUrl(token: string): string;
  /** The notification's signature (constant-time) and our merchant and shop ids. */
  checkNotification(notification: Notification): boolean;
  /** Confirms a notified transaction with the gateway (Przelewy24's transaction/verify). */
  verify(transaction: { sessionId: string; orderId: number; amount: number; currency: string }): Promise<boolean>;
  sessionStatus(sessionId: string): Promise<SessionStatus>;
}

export class GatewayError extends Error {}
