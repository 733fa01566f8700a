import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '../marketing/signatures';

/** The page that confirms and switches off alerts (`PriceAlertPage` of the search remote). */
export const PRICE_ALERT_PAGE = '/powiadomienie-o-cenie/';

/** The signature of an alert's "switch off" link: HMAC-SHA256 of its id under the shop's secret (hex). */
export function priceAlertSignature(secret: string, alertId: string): string {
  return createHmac('sha256', purposeKey(secret, 'price-alert-unsubscribe')).update(alertId).digest('hex');
}

export function isPriceAlertSignature(secret: string, alertId: string, signature: string): boolean {
  const expected = Buffer.from(priceAlertSignature(secret, alertId), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where the e-mails of alerts point: the shop's public address and the secret that signs the links. */
export interface PriceAlertLinks {
  publicUrl: string;
  secret: string;
}

export const confirmLink = (links: PriceAlertLinks, token: string): string =>
  `${links.publicUrl}${PRICE_ALERT_PAGE}?${new URLSearchParams({ potwierdz: token }).toString()}`;

export const switchOffLink = (links: PriceAlertLinks, alertId: string): string =>
  `${links.publicUrl}${PRICE_ALERT_PAGE}?${new URLSearchParams({ wylacz: alertId, podpis: priceAlertSignature(links.secret, alertId) }).toString()}`;
