import { z } from 'zod';
import { orderDetailSchema, orderIdSchema, orderStateSchema, paymentStatusSchema } from './purchase';

/**
 * A shopper's own bookings without a password (docs/adr/0240-customer-access.md): a sign-in link
 * e-mailed to the booking's address opens a customer session, separate from staff sessions.
 */

/** The browser that created an order holds this HttpOnly cookie (plain HTTP, local runs). */
export const ORDER_OWNER_COOKIE = 'order_owner';
/** …over HTTPS, with the `__Host-` prefix (Secure, Path=/, no Domain). */
export const SECURE_ORDER_OWNER_COOKIE = '__Host-order_owner';
/** The customer session id over plain HTTP. */
export const CUSTOMER_SESSION_COOKIE = 'customer_session';
export const SECURE_CUSTOMER_SESSION_COOKIE = '__Host-customer_session';
export { CUSTOMER_AUTHCHECK_COOKIE } from '../events';

/** A sign-in link works this long after it was sent, and once. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** Links sent to one address within the link lifetime; more requests get the same answer and no e-mail. */
export const SIGN_IN_LINKS_PER_ADDRESS = 3;

export const signInLinkBody = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email()) });
/** The same answer whether or not the address has bookings. */
export const signInLinkResponse = z.object({ sent: z.literal(true) });

/** The token of the e-mailed link (posted by the page the link opens, so a mail scanner's GET spends nothing). */
export const customerSignInBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalid-token') });

/** `401` of a link that is unknown, used or expired: one code, the page offers a new link. */
export const SIGN_IN_LINK_INVALID = 'sign-in-link-invalid';

export const customerBookingSchema = z.object({
  orderId: orderIdSchema,
  reservationNumber: z.string().nullable(),
  state: orderStateSchema,
  hotelName: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  returnDate: z.string(),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

export const customerBookingsResponse = z.object({
  email: z.string(),
  bookings: z.array(customerBookingSchema),
});
export type CustomerBookings = z.infer<typeof customerBookingsResponse>;

/** The rest of the price after a deposit: a direct payment due by its date. */
export const balanceSchema = z.object({
  directPaymentId: z.string(),
  amount: z.number(),
  dueDate: z.string(),
  status: z.enum(['open', 'pending', 'paid', 'expired']),
});

/** One payment of the booking, as the shopper is told its state. */
export const bookingPaymentSchema = z.object({
  /** `order`: paid with the order (whole sum or the deposit); `balance`: the rest. */
  part: z.enum(['order', 'balance']),
  condition: z.string(),
  amount: z.number(),
  status: paymentStatusSchema,
  createdAt: z.string(),
});

/**
 * The booking's documents as PDFs the server renders (docs/adr/0241-documents-as-pdfs.md): the
 * booking confirmation, the standard information form with the pre-contract information and,
 * where insurance was chosen, its certificate. Each is a file name under the booking's URL.
 */
export const BOOKING_DOCUMENT_KINDS = ['potwierdzenie-rezerwacji', 'formularz-informacyjny', 'certyfikat-ubezpieczenia'] as const;
export const bookingDocumentKindSchema = z.enum(BOOKING_DOCUMENT_KINDS);
export type BookingDocumentKind = z.infer<typeof bookingDocumentKindSchema>;

/** Where a booking's document is downloaded (bytes, not JSON: outside the endpoints map); owner only, 404 otherwise. */
export const bookingDocumentPath = (orderId: string, kind: BookingDocumentKind): string =>
  `/api/customer/booking/${orderId}/dokumenty/${kind}.pdf`;

export const bookingDocumentSchema = z.object({
  kind: bookingDocumentKindSchema,
  /** The document's title, as on its first page. */
  title: z.string(),
  url: z.string(),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

/** A booking page: the order (with its personal data: only its owner gets this answer), the schedule and the payments. */
export const customerBookingResponse = z.object({
  order: orderDetailSchema,
  balance: balanceSchema.nullable(),
  payments: z.array(bookingPaymentSchema),
  /** The PDFs of a reserved booking (none before the reservation). */
  documents: z.array(bookingDocumentSchema),
  contact: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
});
export type CustomerBookingDetail = z.infer<typeof customerBookingResponse>;
