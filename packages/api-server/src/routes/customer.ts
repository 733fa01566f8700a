import type { FastifyInstance } from 'fastify';
import { bookingDocumentKindSchema, endpoints as ep, orderIdSchema, SIGN_IN_LINK_INVALID } from '@travel/contracts';
import { documentFileName, loadBookedOrder, renderBookingDocument } from '../documents/booking-documents';
import { HttpError, notFound, route } from '../lib/http';
import { loadBooking } from '../customers/booking';
import { mayReadPersonalData } from '../customers/order-access';
import type { OutboxSender } from '../mail/outbox';
import {
  bookingsOf,
  clearCustomerMarker,
  closeCustomerSession,
  customerEmailOf,
  openCustomerSession,
  requestSignInLink,
  spendSignInLink,
} from '../customers/customer-sessions';
import type { Deps } from './deps';

export interface CustomerRouteOptions {
  outbox: OutboxSender;
  /** The shop's public address the e-mailed link starts with. */
  siteUrl: string;
}

const noSession = () => new HttpError(401, 'No customer session', undefined, { code: 'no-customer-session' });

/** 'Moje rezerwacje': the e-mailed sign-in link, the customer session and its bookings (docs/adr/0240-customer-access.md). */
export async function customerRoutes(
  app: FastifyInstance,
  { db, now, today }: Deps,
  { outbox, siteUrl }: CustomerRouteOptions,
): Promise<void> {
  route(app, ep.customerSignInLink, async ({ body, reply }) => {
    const id = await requestSignInLink(db, body.email, now(), siteUrl);
    // Delivered behind the answer, so its time does not tell whether the address has bookings.
    if (id) void outbox.deliver(id).catch((err: unknown) => app.log.error({ err }, 'sign-in link not delivered'));
    reply.code(ep.customerSignInLink.successStatus);
    return { sent: true as const };
  });

  route(app, ep.customerSignIn, async ({ body, req, reply }) => {
    const at = now();
    const email = await spendSignInLink(db, body.token, at);
    if (email === null) throw new HttpError(401, 'The sign-in link is unknown, used or expired', undefined, { code: SIGN_IN_LINK_INVALID });
    await openCustomerSession(db, req, reply, email, at);
    return { email, bookings: await bookingsOf(db, email) };
  });

  route(app, ep.customerBookings, async ({ req, reply }) => {
    const email = await customerEmailOf(db, req, now());
    if (email === null) {
      // A marker outliving its session (expired, ended elsewhere) is dropped, so the page stops asking.
      clearCustomerMarker(req, reply);
      throw noSession();
    }
    return { email, bookings: await bookingsOf(db, email) };
  });

  route(app, ep.customerBooking, async ({ params, req }) => {
    const booking = await loadBooking(db, params.orderId);
    if (!booking) throw notFound('Order not found', 'order-not-found');
    if (!(await mayReadPersonalData(db, req, params.orderId, now())))
      throw new HttpError(403, 'This booking belongs to another browser or e-mail', undefined, { code: 'not-your-booking' });
    return booking;
  });

  // A booking's documents: PDF bytes, not a call of the contracts (docs/adr/0241-documents-as-pdfs.md);
  // to the same three callers as the booking page.
  app.get('/customer/booking/:orderId/dokumenty/:file', async (req, reply) => {
    const { orderId = '', file = '' } = req.params as Record<string, string | undefined>;
    const kind = bookingDocumentKindSchema.safeParse(file.replace(/\.pdf$/, ''));
    if (!file.endsWith('.pdf') || !kind.success || !orderIdSchema.safeParse(orderId).success)
      throw notFound('Document not found', 'document-not-found');
    const booked = await loadBookedOrder(db, orderId);
    if (!booked) throw notFound('Order not found', 'order-not-found');
    if (!(await mayReadPersonalData(db, req, orderId, now())))
      throw new HttpError(403, 'This booking belongs to another browser or e-mail', undefined, { code: 'not-your-booking' });
    const at = now();
    const pdf = await renderBookingDocument(booked, kind.data, { today: today(), createdAt: at });
    if (!pdf) throw notFound('The booking has no such document', 'document-not-found');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${documentFileName(booked.row, kind.data)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  route(app, ep.customerSignOut, async ({ req, reply }) => {
    await closeCustomerSession(db, req, reply);
    return { signedOut: true as const };
  });
}
