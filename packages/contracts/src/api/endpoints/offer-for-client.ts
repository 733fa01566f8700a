import { endpoint, CREATE_LIMIT, RATE_LIMITED, STAFF_ERRORS } from './endpoint';
import { ROLE_PERMISSIONS, USER_ROLES } from '../../events';
import * as ofc from '../offer-for-client';

/** The roles that sell (docs/product/roles.md: `offersForClients`). */
const SELLER_ROLES = USER_ROLES.filter((role) => ROLE_PERMISSIONS[role].offersForClients);

/** An offer staff prepare for one client, opened by its link (docs/adr/0261-offer-for-client.md). */
export const offerForClientEndpoints = {
  offerForClientCreate: endpoint({
    method: 'POST',
    path: '/offers/offer-for-client/',
    summary:
      'Staff who sell: prepares an offer for a client (offer, party, note, last day); answers it with its id, the link is /oferta-dla-klienta/{id}/',
    body: ofc.offerForClientCreateBody,
    response: ofc.offerForClientActiveSchema,
    successStatus: 201,
    roles: SELLER_ROLES,
    rateLimit: CREATE_LIMIT,
    errors: {
      ...STAFF_ERRORS,
      409: 'The offer cannot be bought for this party now (`code: offer-departed | no-places`)',
      422: `The last day is before today, more than ${ofc.OFFER_FOR_CLIENT_MAX_DAYS} days ahead or not before departure (\`code: expiry-invalid\`)`,
      429: RATE_LIMITED,
    },
  }),
  offerForClientGet: endpoint({
    method: 'GET',
    path: '/offers/offer-for-client/',
    summary:
      "An offer for a client by its id: `active` with today's price and availability for its party, or `expired` after its last day (404 `offer-for-client-not-found` for an unknown id)",
    query: ofc.offerForClientQuery,
    response: ofc.offerForClientResponse,
  }),
  staffOffersForClients: endpoint({
    method: 'GET',
    path: '/offers/debug/offers-for-clients/',
    summary:
      'Staff who sell: the offers for clients they prepared, newest first, each `active` or `expired` (after its last day), with what the offer was',
    response: ofc.offersForClientsListResponse,
    roles: SELLER_ROLES,
    errors: STAFF_ERRORS,
  }),
} as const;
