import { z } from 'zod';
import { day } from './common';
import { offerCheckSchema } from './offer-checks';
import { offerDetailSchema, offerListItemSchema } from './offers';
import { partyBodyFields, partyCountSchema } from './party';
import { ORDER_PATTERNS } from './order-validation';
import { OFFER_FOR_CLIENT_MAX_DAYS, OFFER_FOR_CLIENT_NOTE_MAX, offerForClientPath } from './offer-for-client-values';

// An offer a member of staff prepared for one client: the chosen offer, the party, a note and an
// expiry; the client opens its link, sees today's price and books it
// (docs/adr/0261-offer-for-client.md).

// The limits and the page's path live zod-free in `./offer-for-client-values` (the staff panel's first paint).
export { OFFER_FOR_CLIENT_MAX_DAYS, OFFER_FOR_CLIENT_NOTE_MAX, offerForClientPath };

/** 128 random bits, base64url: the link is the key, so it cannot be guessed. */
export const offerForClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'expected an offer-for-client id');

export const offerForClientCreateBody = z.object({
  offerHash: z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code'),
  ...partyBodyFields,
  /** For the client, shown above the offer; plain text. */
  note: z
    .string()
    .trim()
    .max(OFFER_FOR_CLIENT_NOTE_MAX, `at most ${OFFER_FOR_CLIENT_NOTE_MAX} characters`)
    .refine((v) => !ORDER_PATTERNS.cyrillic.test(v), 'must not contain Cyrillic characters')
    .default(''),
  /** The last day the link opens the offer (Europe/Warsaw): from today to OFFER_FOR_CLIENT_MAX_DAYS ahead, before departure. */
  expiresOn: day,
});
export type OfferForClientCreateBody = z.input<typeof offerForClientCreateBody>;

export const offerForClientQuery = z.object({ offerForClientId: offerForClientIdSchema });

const common = {
  id: z.string(),
  /** The last day the offer opens. */
  expiresOn: day,
  /** The offer as it was when staff made it, priced for the party (the page names what expired or was withdrawn). */
  snapshot: offerListItemSchema,
};

export const offerForClientActiveSchema = z.object({
  status: z.literal('active'),
  ...common,
  note: z.string(),
  createdAt: z.string(),
  /** Who prepared it (the staff member's name), for the client to ask. */
  preparedBy: z.string(),
  party: z.object({ adults: z.number().int(), children: z.array(day) }),
  partyCount: partyCountSchema,
  /** The offer with today's price for the party; null once the operator withdrew it. */
  offer: offerDetailSchema.nullable(),
  /** Today's availability and price against the price at preparation (`seenPriceTotal`). */
  check: offerCheckSchema,
});

export const offerForClientExpiredSchema = z.object({ status: z.literal('expired'), ...common });

export const offerForClientResponse = z.discriminatedUnion('status', [offerForClientActiveSchema, offerForClientExpiredSchema]);
export type OfferForClient = z.infer<typeof offerForClientResponse>;
export type OfferForClientActive = z.infer<typeof offerForClientActiveSchema>;

/** Who the offer is for and what it was, as the staff member's list shows it. */
export const offerForClientListItemSchema = z.object({
  id: z.string(),
  /** `active` until its last day (Europe/Warsaw), `expired` after. */
  status: z.enum(['active', 'expired']),
  expiresOn: day,
  createdAt: z.string(),
  note: z.string(),
  party: z.object({ adults: z.number().int(), children: z.array(day) }),
  /** The offer as it was when prepared, priced for the party. */
  snapshot: offerListItemSchema,
});
export type OfferForClientListItem = z.infer<typeof offerForClientListItemSchema>;

/** The offers the signed-in member of staff prepared, newest first (at most OFFERS_FOR_CLIENTS_LIST_LIMIT). */
export const offersForClientsListResponse = z.object({ offers: z.array(offerForClientListItemSchema) });
export type OffersForClientsList = z.infer<typeof offersForClientsListResponse>;
export const OFFERS_FOR_CLIENTS_LIST_LIMIT = 200;
