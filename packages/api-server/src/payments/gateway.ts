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

/** What the gateway says about a session, asked server to server (`returned`: refunded). */
export type SessionStatus = 'none' | 'pending' | 'paid' | 'declined' | 'returned';

/** The gateway's answer about a session: its status and, once paid, its order id and amount (what verify needs). */
export interface SessionState {
  status: SessionStatus;
  orderId?: number | undefined;
  amount?: number | undefined;
  currency?: string | undefined;
}

export interface RefundRequest {
  /** Ours, unique per refund: a repeat of the same refund is answered, not paid twice. */
  requestId: string;
  sessionId: string;
  /** The gateway's order id of the captured transaction. */
  orderId: number;
  /** Grosze. */
  amount: number;
  description: string;
}

/**
 * A payment gateway as the order flow uses it (ADR 0150, ADR 0200). The order is `paid` only after
 * the gateway confirmed the transaction with `verify` (which captures the money), asked because of
 * a notification whose signature checks (`checkNotification`) or of the gateway's own answer to
 * `sessionStatus`.
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
  sessionStatus(sessionId: string): Promise<SessionState>;
  /** Gives a captured transaction's money back (Przelewy24's transaction/refund); true when the gateway took the order. */
  refund(request: RefundRequest): Promise<boolean>;
  /**
   * Closes a registered, unpaid session so it can no longer be paid. The sandbox does; Przelewy24
   * has no such call (its `timeLimit` closes the session), so there this answers false.
   */
  cancel(sessionId: string): Promise<boolean>;
}

export class GatewayError extends Error {}
