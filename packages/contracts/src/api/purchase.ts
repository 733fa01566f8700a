import { z } from 'zod';
import { AGREEMENT_NAMES, REQUIRED_AGREEMENTS, type AgreementName } from './agreements';
import { day, zl } from './common';
import { offerListItemSchema, priceLineSchema } from './offers';
import { partyBodyFields, partyCountSchema } from './party';
import { clientDataSchema, clientDraftSchema, isPhone, ORDER_PATTERNS } from './order-validation';

/** An order id: a random UUID (v4), not guessable from another order's id (ADR 0130). */
export const orderIdSchema = z.uuid({ version: 'v4', message: 'expected an order id' });

/** 'Rezerwuj': the offer and the party; the price is computed by the server, never sent. */
export const createOfferRequestBody = z.object({
  offerHash: z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code'),
  ...partyBodyFields,
});
export type CreateOfferRequestBody = z.input<typeof createOfferRequestBody>;

/** 201: the new order; the order steps live at `/rezerwacja/{orderId}/dane/`. */
export const createOfferRequestResponse = z.object({
  orderId: orderIdSchema,
  state: z.literal('new'),
});

/** Order / reservation states (docs/product/order-and-payment.md). */
export const orderStateSchema = z.enum(['new', 'pending', 'paid', 'cancelled']);

export const orderSchema = z.object({
  id: orderIdSchema,
  state: orderStateSchema,
  /** ISO timestamp. */
  createdAt: z.string(),
  party: z.object({
    adults: z.number().int(),
    /** Birth dates as given. */
    children: z.array(day),
    counted: partyCountSchema,
  }),
  /** The price stored when the order was created, for the whole party. */
  price: z.object({
    currency: z.literal('PLN'),
    total: zl,
    perPerson: zl,
    lines: z.array(priceLineSchema),
  }),
  /** The offer as it was when the order was made (hotel, dates, board, room, prices for the party). */
  offer: offerListItemSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParams = z.object({ orderId: orderIdSchema });
export const orderResponse = z.object({ order: orderSchema });

// ---------------------------------------------------------------------------------------------
// The four order steps, the reservation and the payment (docs/product/order-and-payment.md; ADR 0150).
// ---------------------------------------------------------------------------------------------

// The client data's schemas and the docs/product/validation-and-display.md patterns live in `./order-validation` (one copy for
// the order remote and the server).

/** One problem of a body, named as a 400 names it (`participants.1.birthDate`). */
export const fieldIssueSchema = z.object({ parameter: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export { AGREEMENT_NAMES, REQUIRED_AGREEMENTS, type AgreementName };
export const agreementNameSchema = z.enum(AGREEMENT_NAMES);
export const agreementsSchema = z.object(
  Object.fromEntries(AGREEMENT_NAMES.map((n) => [n, z.boolean()])) as Record<AgreementName, z.ZodBoolean>,
);
export type Agreements = z.infer<typeof agreementsSchema>;

export const orderModeSchema = z.enum(['form', 'thank-you', 'unavailable']);
export const paymentStatusSchema = z.enum(['paid', 'pending', 'fail', 'expired']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Extras (docs/product/order-and-payment.md: insurance, luggage, other); each priced for the whole party. */
export const productTypeSchema = z.enum(['insurance', 'luggage', 'other']);
export const productCodeSchema = z.enum(['insurance-basic', 'insurance-standard', 'insurance-cancellation', 'parking', 'luggage']);
export type ProductCode = z.infer<typeof productCodeSchema>;

export const productOfferSchema = z.object({
  code: productCodeSchema,
  type: productTypeSchema,
  /** Products of one group exclude each other (one insurance variant). */
  group: z.enum(['insurance', 'parking', 'luggage']),
  /** How the price counts: per traveller, per car, per piece. */
  unit: z.enum(['person', 'car', 'piece']),
  unitPrice: zl,
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  /** The quantity a tick means (every traveller for insurance, one car, one piece per seat). */
  defaultQuantity: z.number().int(),
  /** `defaultQuantity` × `unitPrice`. */
  priceTotal: zl,
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const chosenProductSchema = z.object({
  code: productCodeSchema,
  type: productTypeSchema,
  quantity: z.number().int(),
  unitPrice: zl,
  total: zl,
});
export type ChosenProduct = z.infer<typeof chosenProductSchema>;

export const productChoiceSchema = z.object({
  code: productCodeSchema,
  /** Default: the product's `defaultQuantity`. */
  quantity: z.number().int().min(1).max(15).optional(),
});
export const productsBody = z.object({
  orderId: orderIdSchema,
  products: z.array(productChoiceSchema).max(5),
});
export type ProductsBody = z.input<typeof productsBody>;

/** The full price: trip (lines), extras, fees; `total` = trip + extras (transaction fee comes with the method). */
export const orderPriceSchema = z.object({
  currency: z.literal('PLN'),
  trip: zl,
  extras: zl,
  total: zl,
  perPerson: zl,
  lines: z.array(priceLineSchema),
});

export const reservationSchema = z.object({
  number: z.string().regex(ORDER_PATTERNS.reservationNumber),
  /** ISO timestamp: until then the places are held; unpaid after it, they are released. null once a payment came in. */
  holdUntil: z.string().nullable(),
});

/** The order as GET /order/summary/{orderId}/ answers it (every field of docs/product/order-and-payment.md's order state the server owns). */
export const orderDetailSchema = orderSchema.extend({
  price: orderPriceSchema,
  mode: orderModeSchema,
  /** The key of the tracking pages `/platnosc/{type}/{orderHash}/` (not the order id). */
  orderHash: z.string(),
  /** Set once the reservation is made (create-executive). */
  reservation: reservationSchema.nullable(),
  products: z.array(chosenProductSchema),
  agreements: agreementsSchema,
  /** The client data: the validated data once saved, else the last draft; empty unless `personalData`. */
  client: z.object({ draft: clientDraftSchema, valid: clientDataSchema.nullable() }),
  /**
   * Whether this caller may read the order's personal data (the browser that created the order, a
   * customer session of the booking's e-mail, or staff); otherwise `client` is empty.
   */
  personalData: z.boolean(),
  payment: z.object({
    /** null before any payment started. */
    status: paymentStatusSchema.nullable(),
    paid: zl,
    /** What is still to pay (0 when paid in full). */
    due: zl,
  }),
  /** When mode is `unavailable`: other offers of the hotel with places for the party. */
  alternatives: z.array(offerListItemSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailResponse = z.object({ order: orderDetailSchema });

// --- purchase ---------------------------------------------------------------------------------

export const nationalityListResponse = z.object({
  items: z.array(z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string() })),
});

/** Live re-check of the order's offer (client-confirm): current price and places for the party. */
export const offerSummaryResponse = z.object({
  orderId: orderIdSchema,
  available: z.boolean(),
  reason: z.enum(['departed', 'places']).nullable(),
  placesLeft: z.number().int(),
  /** The trip price now; when it differs from the stored one the order takes it (`priceChanged`). */
  tripPrice: zl,
  previousTripPrice: zl,
  priceChanged: z.boolean(),
  price: orderPriceSchema,
  offer: offerListItemSchema,
});

export const orderIdBody = z.object({ orderId: orderIdSchema });
export const additionalProductsResponse = z.object({
  products: z.array(productOfferSchema),
  chosen: z.array(chosenProductSchema),
});
export const productsPriceResponse = z.object({
  products: z.array(chosenProductSchema),
  price: orderPriceSchema,
});

export const clientDraftBody = z.object({ orderId: orderIdSchema, client: clientDraftSchema });
export const clientDraftResponse = z.object({
  saved: z.literal(true),
  /** What the strict check would refuse now (empty when the data would pass). */
  issues: z.array(fieldIssueSchema),
});
export const clientDataBody = z.object({ orderId: orderIdSchema, client: clientDataSchema });
export const clientDataResponse = z.object({ client: clientDataSchema });

/** A 400 of a form body names every field: `{ parameter: <first>, fields: [...] }`. */
export const fieldsErrorSchema = z.object({
  statusCode: z.literal(400),
  error: z.string(),
  message: z.string(),
  parameter: z.string(),
  fields: z.array(fieldIssueSchema),
});

export const createExecutiveBody = z.object({ orderId: orderIdSchema });
/** The reservation at the tour operator (docs/product/order-and-payment.md create-executive result: ok, error). */
export const createExecutiveResponse = z.object({
  uuid: z.uuid(),
  orderId: orderIdSchema,
  status: z.enum(['pending', 'ok', 'error']),
  /** `unavailable` (too few places or departed), `price-changed` (order re-priced: confirm again), `expired`. */
  reason: z.enum(['unavailable', 'price-changed', 'expired']).nullable(),
  mode: orderModeSchema,
  reservation: reservationSchema.nullable(),
  alternatives: z.array(offerListItemSchema),
});
export type CreateExecutiveResult = z.infer<typeof createExecutiveResponse>;
export const executiveParams = z.object({ uuid: z.uuid({ message: 'expected an execution id' }) });

/** Documents to read and accept on the summary step (docs/product/order-and-payment.md, art. 40 of the Polish package travel act). */
export const documentSchema = z.object({
  kind: z.enum(['terms', 'insurance-terms', 'standard-information-form', 'pre-contract-information']),
  title: z.string(),
  /** Where the document can be opened (a shop page or an API document). */
  url: z.string(),
  /** The text, paragraph by paragraph (the same text the confirmation e-mail carries). */
  paragraphs: z.array(z.string()),
});
export const purchaseSummaryParams = z.object({ uuid: orderIdSchema });
export const purchaseSummaryResponse = z.object({
  orderId: orderIdSchema,
  documents: z.array(documentSchema),
  price: orderPriceSchema,
  requiredAgreements: z.array(agreementNameSchema),
});

const contactText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max, 'too-long')
    .refine((v) => !ORDER_PATTERNS.cyrillic.test(v), 'cyrillic');
export const purchaseContactBody = z.object({
  orderId: orderIdSchema.optional(),
  name: contactText(100),
  email: contactText(254).regex(ORDER_PATTERNS.email, 'invalid-email'),
  phone: contactText(20).refine(isPhone, 'invalid-phone').optional(),
  message: contactText(2000),
});
export const purchaseContactResponse = z.object({ id: z.uuid(), received: z.literal(true) });

export const timeoutLogBody = z.object({
  orderId: orderIdSchema.optional(),
  /** The call that took too long (endpoint name or path). */
  call: z.string().min(1).max(200),
  step: z.string().max(40).optional(),
  elapsedMs: z.number().int().min(0).max(600_000),
});
export const acceptedResponse = z.object({ accepted: z.literal(true) });

// --- order ------------------------------------------------------------------------------------

export const acceptAgreementsBody = z.object({
  orderId: orderIdSchema,
  agreements: agreementsSchema.partial(),
});
export const acceptAgreementsResponse = z.object({ agreements: agreementsSchema });

export const orderHashParams = z.object({ orderHash: z.string().regex(/^[a-f0-9]{32}$/, 'expected an order hash') });
/** Payment status by the order hash: what the thank-you and tracking pages show (never taken from the return URL). */
export const paymentStatusResponse = z.object({
  orderId: orderIdSchema,
  orderState: orderStateSchema,
  /** null before any payment started. */
  status: paymentStatusSchema.nullable(),
  /** The tracking page that fits the status: success (paid), failure (fail/expired), offline (transfer awaited), summary. */
  trackingType: z.enum(['success', 'failure', 'summary', 'offline']),
  reservationNumber: z.string().nullable(),
  /** Booked towards the order's price (fees not included). */
  paid: zl,
  /**
   * Transaction fees charged with the booked payments: the buyer was charged `paid + fees`.
   * Optional: an API from before it answers without (read as 0).
   */
  fees: zl.optional(),
  due: zl,
  /** Poll again while `pending`. */
  final: z.boolean(),
  /** The order's whole price (trip and extras) and its offer: the purchase analytics event of a paid order (ADR 0182). */
  total: zl,
  offer: offerListItemSchema,
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusResponse>;

// --- payment ----------------------------------------------------------------------------------

/** Service type 1: an order (serviceId = orderId); 2: a direct payment (serviceId = its id). */
export const serviceParams = z.object({
  serviceTypeId: z.enum(['1', '2']).transform(Number),
  serviceId: z.uuid({ message: 'expected a service id' }),
});
export const paymentMethodIdSchema = z.enum(['card', 'blik', 'pay-by-link', 'transfer']);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;
export const paymentKindSchema = z.enum(['PrePayment', 'RestPayment', 'BookingFee', 'SurchargePayment', 'Whole', 'Any']);

export const paymentMethodSchema = z.object({
  id: paymentMethodIdSchema,
  /** Paid online through the gateway (redirect); `transfer` is a traditional transfer (info). */
  online: z.boolean(),
  /** Transaction fee, percent of the amount. */
  feePercent: z.number(),
});
/** One way to pay: the whole sum now, or a deposit now and the rest by a due date (departure far enough). */
export const paymentConditionSchema = z.object({
  id: z.enum(['whole', 'deposit']),
  parts: z.array(z.object({ kind: paymentKindSchema, amount: zl, dueDate: day })),
});
export type PaymentCondition = z.infer<typeof paymentConditionSchema>;
export const paymentMethodsResponse = z.object({
  methods: z.array(paymentMethodSchema),
  paymentConditions: z.array(paymentConditionSchema),
});

export const transactionFeeBody = z.object({
  methodId: paymentMethodIdSchema,
  conditionId: z.enum(['whole', 'deposit']).default('whole'),
});
export const transactionFeeResponse = z.object({
  /** The part paid now, the fee on it, and both together. */
  amount: zl,
  fee: zl,
  total: zl,
});

export const paymentActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({
    type: z.literal('info'),
    /** Traditional transfer details. */
    transfer: z.object({ accountNumber: z.string(), recipient: z.string(), title: z.string(), amount: zl, dueDate: day }),
  }),
]);
export const onlinePaymentBody = z.object({
  orderId: orderIdSchema,
  methodId: paymentMethodIdSchema,
  conditionId: z.enum(['whole', 'deposit']).default('whole'),
});
export const onlinePaymentResponse = z.object({
  paymentId: z.uuid(),
  orderHash: z.string(),
  amount: zl,
  fee: zl,
  action: paymentActionSchema,
});

export const directPaymentParams = z.object({ id: z.uuid({ message: 'expected a payment id' }) });
export const directPaymentStatusParams = z.object({ paymentId: z.uuid({ message: 'expected a payment id' }) });
/** A direct payment: a sum due on a booked order (the rest after a deposit), paid by a link. */
export const directPaymentSchema = z.object({
  id: z.uuid(),
  orderId: orderIdSchema,
  reservationNumber: z.string().nullable(),
  kind: paymentKindSchema,
  amount: zl,
  dueDate: day,
  status: z.enum(['open', 'pending', 'paid', 'expired']),
});
export const directPaymentResponse = z.object({ directPayment: directPaymentSchema });
export const directPaymentStatusResponse = z.object({
  status: paymentStatusSchema.nullable(),
  /** Why the last attempt failed, when it did. */
  error: z.string().nullable(),
});
export const onlineDirectPaymentBody = z.object({ directPaymentId: z.uuid(), methodId: paymentMethodIdSchema });

export const reportErrorBody = z.object({
  orderId: orderIdSchema.optional(),
  paymentId: z.uuid().optional(),
  message: z.string().min(1).max(2000),
  context: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/** Przelewy24's notification to our status URL (their `TransactionResult`), amounts in grosze. */
export const paymentNotificationBody = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int(),
  originAmount: z.number().int(),
  currency: z.string().length(3),
  orderId: z.number().int(),
  methodId: z.number().int(),
  statement: z.string().max(200),
  sign: z.string().regex(/^[a-f0-9]{96}$/, 'expected a SHA-384 hex digest'),
});
export const paymentNotificationResponse = z.object({ status: z.enum(['verified', 'ignored']) });

// --- track ------------------------------------------------------------------------------------

export const trackPurchaseBody = z.object({
  orderId: orderIdSchema,
  event: z.literal('purchase'),
});
/** `recorded: false` when this order's purchase was already tracked (the event counts once). */
export const trackPurchaseResponse = z.object({
  recorded: z.boolean(),
  /** The analytics purchase event: transaction id = reservation number, value, items. */
  purchase: z.object({
    transactionId: z.string(),
    value: zl,
    currency: z.literal('PLN'),
    items: z.array(z.object({ id: z.string(), name: z.string(), price: zl, quantity: z.number().int() })),
  }),
});
