import type { FastifyInstance } from 'fastify';
import { endpoints as ep, SIGN_IN_LINK_INVALID } from '@travel/contracts';
import { HttpError, notFound, route } from '../lib/http';
import { loadBooking } from '../customers/booking';
import { mayReadPersonalData } from '../customers/order-access';
import type { OutboxSender } from '../mail/outbox';
import {
  bookingsOf,
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
export async function customerRoutes(app: FastifyInstance, { db, now }: Deps, { outbox, siteUrl }: CustomerRouteOptions): Promise<void> {
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

  route(app, ep.customerBookings, async ({ req }) => {
    const email = await customerEmailOf(db, req, now());
    if (email === null) throw noSession();
    return { email, bookings: await bookingsOf(db, email) };
  });

  route(app, ep.customerBooking, async ({ params, req }) => {
    const booking = await loadBooking(db, params.orderId);
    if (!booking) throw notFound('Order not found', 'order-not-found');
    if (!(await mayReadPersonalData(db, req, params.orderId, now())))
      throw new HttpError(403, 'This booking belongs to another browser or e-mail', undefined, { code: 'not-your-booking' });
    return booking;
  });

  route(app, ep.customerSignOut, async ({ req, reply }) => {
    await closeCustomerSession(db, req, reply);
    return { signedOut: true as const };
  });
}
