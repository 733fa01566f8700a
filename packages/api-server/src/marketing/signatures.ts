import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A key for one purpose, derived from the shop's secret, so no two uses share a key. */
export const purposeKey = (secret: string, purpose: string): string => createHmac('sha256', secret).update(purpose).digest('hex');

/** The signature of a newsletter unsubscribe link: HMAC-SHA256 of the lower-case address (hex). */
export function unsubscribeSignature(secret: string, email: string): string {
  return createHmac('sha256', purposeKey(secret, 'newsletter-unsubscribe')).update(email.trim().toLowerCase()).digest('hex');
}

export function isUnsubscribeSignature(secret: string, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, email), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
