import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Przelewy24's checksum: SHA-384 (hex) of the JSON of the fields in the documented order with the
 * CRC key last. JSON.stringify neither escapes slashes nor non-ASCII characters, which is what
 * Przelewy24 asks for (`JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES`).
 */
export const p24Sign = (fields: Readonly<Record<string, string | number>>): string =>
  createHash('sha384').update(JSON.stringify(fields)).digest('hex');

export const registerSign = (f: { sessionId: string; merchantId: number; amount: number; currency: string; crc: string }) =>
  p24Sign({ sessionId: f.sessionId, merchantId: f.merchantId, amount: f.amount, currency: f.currency, crc: f.crc });

export interface NotificationFields {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
}

export const notificationSign = (f: NotificationFields & { crc: string }) =>
  p24Sign({
    merchantId: f.merchantId,
    posId: f.posId,
    sessionId: f.sessionId,
    amount: f.amount,
    originAmount: f.originAmount,
    currency: f.currency,
    orderId: f.orderId,
    methodId: f.methodId,
    statement: f.statement,
    crc: f.crc,
  });

export const verifySign = (f: { sessionId: string; orderId: number; amount: number; currency: string; crc: string }) =>
  p24Sign({ sessionId: f.sessionId, orderId: f.orderId, amount: f.amount, currency: f.currency, crc: f.crc });

/** Constant-time comparison of two hex digests (a different length is simply unequal). */
export function signsEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
