import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { badRequest, notFound, route } from '../lib/http';
import { offerDetailOf } from '../queries/offer-detail';
import { calendar, configure, loadHotelOffers, OWN_TRANSPORT_CITY, type Choice } from '../queries/configurator';
import { hotelExists, hotelRooms } from '../queries/hotels';
import { checkedParty } from '../queries/party-check';
import { loadOfferByHash, loadOffers, toListItem, toPricedOffer, totalOf, zl } from '../search/offers';
import type { Deps } from './deps';

/** The offer page and the hotel page's configurator: one offer priced for a party, options, calendar, availability. */
export async function offerDetailRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  route(app, ep.offersOffer, async ({ query }) => {
    const row = await loadOfferByHash(db, query.offerHash);
    if (!row || (query.mdsRelationId !== undefined && row.hotel_id !== query.mdsRelationId)) throw notFound('Offer not found');
    const party = checkedParty(query.adults, query.children, today(), row.dep);
    return { offer: await offerDetailOf(db, row, party) };
  });

  const cityOf = (slug: string | undefined) => (slug === undefined ? undefined : slug === OWN_TRANSPORT_CITY ? null : slug);

  route(app, ep.offersOfferConfig, async ({ query }) => {
    const t = today();
    let hotelId = query.mdsRelationId;
    const choice: Choice = {
      departureCity: cityOf(query.departureCity),
      departureDate: query.departureDateFrom,
      durationDays: query.durationDays,
      board: query.boardId,
      roomCode: query.roomCode,
    };
    if (query.hashId) {
      const row = await loadOfferByHash(db, query.hashId);
      if (!row) throw notFound('Offer not found');
      hotelId = row.hotel_id;
      // The offer of a card preselects every choice the query does not make.
      if (query.departureCity === undefined) choice.departureCity = row.departure_city;
      choice.departureDate ??= row.dep;
      choice.durationDays ??= row.duration_days;
      choice.board ??= row.board;
      choice.roomCode ??= row.room_code;
    }
    if (hotelId === undefined) throw badRequest('hashId', 'required (or mdsRelationId)');
    const party = checkedParty(query.adults, query.children, t, choice.departureDate ?? t);
    const rooms = await hotelRooms(db, hotelId);
    if (!rooms) throw notFound('Hotel not found');
    const offers = await loadHotelOffers(db, hotelId, t);
    const outcome = configure(offers, choice, { adults: query.adults, children: query.children ?? [] });
    const ids = [...(outcome.selected ? [outcome.selected.offer.id] : []), ...outcome.alternatives.map((a) => a.priced.offer.id)];
    const rows = new Map((await loadOffers(db, ids)).map((r) => [r.id, r]));
    const selectedRow = outcome.selected && rows.get(outcome.selected.offer.id);
    const roomName = new Map(rooms.map((r) => [r.code, r.name]));
    return {
      hotelId,
      departureDates: outcome.facts.departureDates,
      durations: outcome.facts.durations,
      departureCities: outcome.facts.departureCities,
      boards: outcome.facts.boards,
      rooms: outcome.facts.roomCodes.map((code) => ({ code, name: roomName.get(code) ?? code })),
      offersCount: outcome.facts.offersCount,
      party: outcome.selected?.party ?? party,
      choice: Object.fromEntries(Object.entries(choice).filter(([, v]) => v !== undefined)),
      options: {
        ...outcome.options,
        rooms: outcome.options.rooms.map((r) => ({ ...r, name: roomName.get(r.value) ?? r.value })),
      },
      status: selectedRow ? ('available' as const) : ('unavailable' as const),
      selected: selectedRow && outcome.selected ? toPricedOffer(selectedRow, outcome.selected.party) : null,
      alternatives: outcome.alternatives.flatMap((a) => {
        const row = rows.get(a.priced.offer.id);
        return row ? [{ change: a.change, offer: toListItem(row, a.priced.party, 1) }] : [];
      }),
    };
  });

  route(app, ep.offersOfferCalendar, async ({ query }) => {
    const t = today();
    checkedParty(query.adults, query.children, t);
    if (!(await hotelExists(db, query.mdsRelationId))) throw notFound('Hotel not found');
    const offers = await loadHotelOffers(db, query.mdsRelationId, t);
    const choice = {
      departureCity: cityOf(query.departureCity),
      durationDays: query.durationDays,
      board: query.boardId,
      roomCode: query.roomCode,
      tourOperator: query.tourOperator,
    };
    return {
      hotelId: query.mdsRelationId,
      ...calendar(offers, choice, { adults: query.adults, children: query.children ?? [] }, query.month, t),
    };
  });

  route(app, ep.offersOfferAvailability, async ({ body }) => {
    const row = await loadOfferByHash(db, body.offerHash);
    if (!row) throw notFound('Offer not found');
    const t = today();
    const party = checkedParty(body.adults, body.children, t, row.dep);
    const reason = row.dep <= t ? ('departed' as const) : row.places_left < party.adults + party.children ? ('places' as const) : null;
    return {
      offerHash: row.hash,
      available: reason === null,
      reason,
      placesLeft: row.places_left,
      party,
      pricePerPerson: zl(row.price_adult),
      priceTotal: zl(totalOf(row, party)),
    };
  });
}
