import { endpoint, FORM_LIMIT, RATE_LIMITED, SIGN_IN_LIMIT } from './endpoint';
import * as auth from '../auth';
import * as cu from '../customer';
import * as p from '../purchase';

/** Moje rezerwacje: a customer signed in by an e-mailed link. */
export const customerEndpoints = {
  customerSignInLink: endpoint({
    method: 'POST',
    path: '/customer/sign-in-link/',
    summary:
      "'Moje rezerwacje': e-mails a single-use sign-in link (15 minutes) to an address that has bookings; the same 202 for any address",
    body: cu.signInLinkBody,
    response: cu.signInLinkResponse,
    successStatus: 202,
    rateLimit: FORM_LIMIT,
    errors: { 429: RATE_LIMITED },
  }),
  customerSignIn: endpoint({
    method: 'POST',
    path: '/customer/sign-in/',
    summary: "Spends a sign-in link's token: opens a customer session (HttpOnly cookie) and answers the address's bookings",
    body: cu.customerSignInBody,
    response: cu.customerBookingsResponse,
    rateLimit: SIGN_IN_LIMIT,
    errors: { 401: `The link is unknown, used or expired (\`code: '${cu.SIGN_IN_LINK_INVALID}'\`)`, 429: RATE_LIMITED },
  }),
  customerBookings: endpoint({
    method: 'GET',
    path: '/customer/bookings/',
    summary: "The bookings of the customer session's e-mail address",
    response: cu.customerBookingsResponse,
    errors: { 401: 'No customer session' },
  }),
  customerBooking: endpoint({
    method: 'GET',
    path: '/customer/booking/{orderId}/',
    summary:
      "A booking page: the order with its participants, the payment schedule (the balance and its due date) and every payment's state; only to the order's owner",
    params: p.orderIdParams,
    response: cu.customerBookingResponse,
    errors: { 403: 'Neither the browser that created the order, nor a customer session of its e-mail, nor staff' },
  }),
  customerSignOut: endpoint({
    method: 'POST',
    path: '/customer/sign-out/',
    summary: 'Ends the customer session (also when there is none)',
    response: auth.signOutResponse,
  }),
} as const;
