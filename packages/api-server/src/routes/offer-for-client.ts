import type { FastifyInstance } from 'fastify';
import {
  countParty,
  endpoints as ep,
  OFFER_FOR_CLIENT_MAX_DAYS,
  OFFERS_FOR_CLIENTS_LIST_LIMIT,
  type OfferForClient,
  type OfferForClientActive,
  type OffersForClientsList,
} from '@travel/contracts';
import { addDays } from '../lib/dates';
import { HttpError, notFound, route } from '../lib/http';
import { checkOffer, unavailableReason } from '../queries/offer-checks';
import { offerDetailOf } from '../queries/offer-detail';
import {
  insertOfferForClient,
  listOffersForClientsBy,
  loadOfferForClient,
  newOfferForClientId,
  type OfferForClientRow,
} from '../queries/offer-for-client';
import { checkedParty } from '../queries/party-check';
import { loadOfferByHash, toListItem } from '../search/offers';
import type { Deps } from './deps';

/** Offers staff prepare for one client and the client's view of one (docs/adr/0261-offer-for-client.md). */
export async function offerForClientRoutes(app: FastifyInstance, { db, today, now }: Deps): Promise<void> {
  /** The client's view: the offer with today's price for the stored party, and today's check. */
  async function activeView(row: OfferForClientRow): Promise<OfferForClientActive> {
    const t = today();
    const offer = await loadOfferByHash(db, row.offer_hash);
    const party = { adults: row.adults, children: row.children };
    const partyCount = countParty(row.adults, row.children, offer?.dep ?? row.snapshot.departureDate);
    return {
      status: 'active',
      id: row.id,
      expiresOn: row.expires_on,
      snapshot: row.snapshot,
      note: row.note,
      createdAt: row.created_at,
      preparedBy: row.prepared_by,
      party,
      partyCount,
      offer: offer ? await offerDetailOf(db, offer, partyCount) : null,
      check: checkOffer({ offerHash: row.offer_hash, seenPriceTotal: row.snapshot.priceTotal }, offer, party, t),
    };
  }

  route(app, ep.offerForClientCreate, async ({ body, req, reply }) => {
    const user = await req.server.sessionUserOf(req);
    // `roles` on the endpoint let only sellers through; the user is there.
    if (!user) throw new HttpError(401, 'Sign in first', undefined, { code: 'not-signed-in' });
    const t = today();
    const offer = await loadOfferByHash(db, body.offerHash);
    if (!offer) throw notFound('Offer not found', 'offer-not-found');
    const party = checkedParty(body.adults, body.children, t, offer.dep);
    const reason = unavailableReason(offer, party, t);
    if (reason === 'departed') throw new HttpError(409, 'The offer is no longer on sale', undefined, { code: 'offer-departed' });
    if (reason === 'places') throw new HttpError(409, 'Too few places for the party', undefined, { code: 'no-places' });
    const lastDay = [addDays(t, OFFER_FOR_CLIENT_MAX_DAYS), addDays(offer.dep, -1)].sort()[0]!;
    if (body.expiresOn < t || body.expiresOn > lastDay) {
      throw new HttpError(422, `The last day must be between ${t} and ${lastDay}`, 'expiresOn', { code: 'expiry-invalid', lastDay });
    }
    const id = newOfferForClientId();
    await insertOfferForClient(db, id, {
      offerHash: offer.hash,
      adults: body.adults,
      children: body.children,
      note: body.note,
      expiresOn: body.expiresOn,
      createdBy: user.id,
      preparedBy: user.displayName ?? user.email,
      createdAt: now(),
      snapshot: toListItem(offer, party, 1),
    });
    const stored = await loadOfferForClient(db, id);
    reply.status(201);
    return activeView(stored!);
  });

  route(app, ep.offerForClientGet, async ({ query }): Promise<OfferForClient> => {
    const row = await loadOfferForClient(db, query.offerForClientId);
    if (!row) throw notFound('No offer for a client has this id', 'offer-for-client-not-found');
    if (row.expires_on < today()) return { status: 'expired', id: row.id, expiresOn: row.expires_on, snapshot: row.snapshot };
    return activeView(row);
  });

  // The staff member's own offers (`roles` on the endpoint: sellers only), with their expiry state.
  route(app, ep.staffOffersForClients, async ({ req }): Promise<OffersForClientsList> => {
    const user = await req.server.sessionUserOf(req);
    if (!user) throw new HttpError(401, 'Sign in first', undefined, { code: 'not-signed-in' });
    const t = today();
    const rows = await listOffersForClientsBy(db, user.id, OFFERS_FOR_CLIENTS_LIST_LIMIT);
    return {
      offers: rows.map((row) => ({
        id: row.id,
        status: row.expires_on < t ? 'expired' : 'active',
        expiresOn: row.expires_on,
        createdAt: row.created_at,
        note: row.note,
        party: { adults: row.adults, children: row.children },
        snapshot: row.snapshot,
      })),
    };
  });
}
