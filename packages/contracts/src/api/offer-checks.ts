import { z } from 'zod';
import { csv, day, slug, zl } from './common';
import { offerDetailSchema, priceLineSchema } from './offers';
import { partyBodyFields, partyCountSchema, partyQueryFields } from './party';

// Checks of offers a visitor already saw (favourites, the comparison, an offer for a client), the
// operator's facts of one offer and the offer preview (docs/adr/0260-offer-checks-and-preview.md).

const offerHash = z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code');
/** The most offers one batch check takes: a full comparison and a page of favourites fit. */
export const BATCH_AVAILABILITY_MAX = 50;

/** One offer as the caller showed it: its code and, when it showed one, the price for the whole party. */
export const offerSeenSchema = z.object({
  offerHash,
  seenPriceTotal: z
    .number()
    .min(0)
    .max(10_000_000)
    .optional()
    .describe('The price for the whole party the caller showed, zł; the answer says whether today’s differs'),
});
export type OfferSeen = z.input<typeof offerSeenSchema>;

export const checkAvailabilityBody = offerSeenSchema.extend(partyBodyFields);
export type CheckAvailabilityBody = z.input<typeof checkAvailabilityBody>;

export const batchAvailabilityBody = z.object({
  offers: z.array(offerSeenSchema).min(1, 'at least one offer').max(BATCH_AVAILABILITY_MAX, `at most ${BATCH_AVAILABILITY_MAX} offers`),
  ...partyBodyFields,
});
export type BatchAvailabilityBody = z.input<typeof batchAvailabilityBody>;

/**
 * Why an offer cannot be bought now: `departed` (departure day not after today), `places` (too few
 * seats for the party), `withdrawn` (no offer has this code any more: the operator withdrew it).
 */
export const unavailableReasonSchema = z.enum(['departed', 'places', 'withdrawn']);
export type UnavailableReason = z.infer<typeof unavailableReasonSchema>;

/** Today's price against the one the caller saw: `null` when it saw none or the offer is withdrawn. */
export const priceChangeSchema = z.enum(['same', 'lower', 'higher']);
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const offerCheckSchema = z.object({
  offerHash: z.string(),
  available: z.boolean(),
  reason: unavailableReasonSchema.nullable(),
  /** Seats left on the offer (0 when withdrawn). */
  placesLeft: z.number().int(),
  /** Today's price for one adult and for the whole party; null when withdrawn. */
  pricePerPerson: zl.nullable(),
  priceTotal: zl.nullable(),
  seenPriceTotal: zl.nullable(),
  priceChange: priceChangeSchema.nullable(),
  /** `priceTotal - seenPriceTotal` (negative: cheaper today). */
  priceDifference: zl.nullable(),
});
export type OfferCheck = z.infer<typeof offerCheckSchema>;

export const checkAvailabilityResponse = offerCheckSchema.extend({ party: partyCountSchema });
export type CheckAvailabilityResponse = z.infer<typeof checkAvailabilityResponse>;

export const batchAvailabilityResponse = z.object({
  party: partyCountSchema,
  /** One result per asked offer, in the order asked (a code asked twice is answered twice). */
  results: z.array(offerCheckSchema),
});
export type BatchAvailabilityResponse = z.infer<typeof batchAvailabilityResponse>;

/**
 * The operator's facts of one offer for a party. The party is the shop's (`adults`, `children` as
 * birth dates); `childrenBirthDates` and `infantsBirthDates` are the spec's names for the same
 * dates and are added to `children` (infants are the children under 2 on the departure day).
 */
export const extraMdsInfoQuery = z.object({
  offerHash,
  tourOperatorCode: slug.optional().describe('The offer’s tour operator; another operator’s code is a 404'),
  ...partyQueryFields,
  childrenBirthDates: csv(day, 6).optional(),
  infantsBirthDates: csv(day, 6).optional(),
});
export type ExtraMdsInfoQuery = z.input<typeof extraMdsInfoQuery>;

export const extraMdsInfoResponse = z.object({
  offerHash: z.string(),
  tourOperator: z.object({ code: z.string(), name: z.string() }),
  departureDate: day,
  returnDate: day,
  durationDays: z.number().int(),
  board: z.string(),
  room: z.object({ code: z.string(), name: z.string() }),
  /** `null` for own transport. */
  flight: z
    .object({
      departureCity: z.string(),
      airline: z.string(),
      directFlight: z.boolean(),
      flightMinutes: z.number().int(),
    })
    .nullable(),
  transport: z.string(),
  transferMinutes: z.number().int(),
  /** What the price includes, in Polish, in the operator's order. */
  included: z.array(z.string()),
  party: partyCountSchema,
  priceLines: z.array(priceLineSchema),
  feesPerPerson: zl,
  priceTotal: zl,
  available: z.boolean(),
  reason: unavailableReasonSchema.nullable(),
  placesLeft: z.number().int(),
});
export type ExtraMdsInfo = z.infer<typeof extraMdsInfoResponse>;

/** The preview's id is the offer's code. */
export const previewOfferParams = z.object({ previewOfferId: offerHash });

/**
 * An offer as the preview page shows it: any offer still stored, departed or sold out included,
 * priced for two adults, with whether it can be bought.
 */
export const previewOfferResponse = z.object({
  offer: offerDetailSchema,
  available: z.boolean(),
  reason: unavailableReasonSchema.nullable(),
});
export type PreviewOffer = z.infer<typeof previewOfferResponse>;
