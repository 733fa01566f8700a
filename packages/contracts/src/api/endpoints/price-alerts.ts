import { endpoint, BOT_CHECK_REFUSED, FORM_LIMIT, RATE_LIMITED } from './endpoint';
import * as p from '../price-alerts';

/** "Powiadom mnie, gdy cena spadnie" (docs/product/price-alerts.md, ADR 0267). */
export const priceAlertEndpoints = {
  priceAlertSubscribe: endpoint({
    method: 'POST',
    path: '/price-alerts/',
    summary:
      'A price alert on an offer or a search: sends the double opt-in e-mail (the same answer whether the address is known or not; 422 `code: alert-departed` for an offer that departs before tomorrow)',
    body: p.priceAlertSubscribeBody,
    response: p.priceAlertSubscribeResponse,
    successStatus: 202,
    rateLimit: FORM_LIMIT,
    errors: { 403: BOT_CHECK_REFUSED, 422: 'The offer departs before tomorrow (`code: alert-departed`)', 429: RATE_LIMITED },
  }),
  priceAlertConfirm: endpoint({
    method: 'POST',
    path: '/price-alerts/confirm/',
    summary: 'Confirms a price alert with the token of its e-mail (404 `code: confirm-token-unknown` for an unknown, used or expired one)',
    body: p.priceAlertConfirmBody,
    response: p.priceAlertConfirmResponse,
    rateLimit: FORM_LIMIT,
    errors: { 429: RATE_LIMITED },
  }),
  priceAlertUnsubscribe: endpoint({
    method: 'DELETE',
    path: '/price-alerts/{id}/',
    summary: 'Switches a price alert off from the signed link of its e-mails (the same answer for an alert already off)',
    params: p.priceAlertParams,
    body: p.priceAlertUnsubscribeBody,
    response: p.priceAlertUnsubscribeResponse,
    rateLimit: FORM_LIMIT,
    errors: { 403: 'The signature does not match the alert (`code: unsubscribe-signature-invalid`)', 429: RATE_LIMITED },
  }),
} as const;
