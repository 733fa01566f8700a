import { z } from 'zod';
import { botTokenSchema, newsletterConfirmBody, newsletterSubscribeFields } from './marketing';
import { offerFiltersQuery } from './offers';

/**
 * Price alerts (docs/product/price-alerts.md, ADR 0267): "Powiadom mnie, gdy cena spadnie" on an
 * offer or on a whole search, confirmed by a double opt-in e-mail like the newsletter's.
 */

const offerHash = z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code');
/** A listing address of the shop (`/last-minute/grecja/?filtr=...`), the page the e-mail links back to. */
const listingUrl = z
  .string()
  .min(2)
  .max(1000)
  .regex(/^\/[a-z0-9-]+\/[^\s#]*$/, 'expected a listing address');

export const priceAlertTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), offerHash }),
  /** The search as the listing asks for its offers (`buildOfferListQuery` without page and size). */
  z.object({ kind: z.literal('search'), filters: offerFiltersQuery, url: listingUrl }),
]);
export type PriceAlertTarget = z.input<typeof priceAlertTargetSchema>;

export const priceAlertSubscribeFields = z.object({
  email: newsletterSubscribeFields.shape.email,
  consent: newsletterSubscribeFields.shape.consent,
  target: priceAlertTargetSchema,
});
export const priceAlertSubscribeBody = priceAlertSubscribeFields.extend({ botToken: botTokenSchema });
export type PriceAlertSubscribe = z.input<typeof priceAlertSubscribeFields>;
export const priceAlertSubscribeResponse = z.object({ status: z.literal('confirmation-sent') });

/** What an alert watches, as its e-mails and pages name it. */
export const priceAlertSummarySchema = z.object({
  kind: z.enum(['offer', 'search']),
  /** `Hotel Albatros, Kreta, 12.05.2027, 8 dni` or the search's heading. */
  label: z.string(),
  /** The price per adult the alert waits to see go down, zł; null: a search with no offer yet (the first one will do). */
  pricePerPerson: z.number().nullable(),
  /** The last day the alert works (the departure date), yyyy-mm-dd. */
  expiresOn: z.string(),
  /** The shop's page of the offer or the search. */
  url: z.string(),
});
export type PriceAlertSummary = z.infer<typeof priceAlertSummarySchema>;

export const priceAlertConfirmBody = newsletterConfirmBody;
export const priceAlertConfirmResponse = z.object({ status: z.literal('confirmed'), alert: priceAlertSummarySchema });

export const priceAlertParams = z.object({ id: z.uuid() });
/** The signature of the alert's unsubscribe link (HMAC of its id, hex). */
export const priceAlertUnsubscribeBody = z.object({ signature: z.string({ error: 'required' }).regex(/^[0-9a-f]{64}$/, 'invalid') });
export const priceAlertUnsubscribeResponse = z.object({ status: z.literal('unsubscribed') });
