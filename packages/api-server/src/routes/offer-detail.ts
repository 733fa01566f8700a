import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { badRequest, notFound, route } from '../lib/http';
import { locationColumns, toLocationRef, type LocationRow } from '../lib/locations';
import { calendar, configure, loadHotelOffers, OWN_TRANSPORT_CITY, type Choice } from '../queries/configurator';
import { checkedParty } from '../queries/party-check';
import { loadOfferByHash, loadOffers, toListItem, toPricedOffer, totalOf, zl } from '../search/offers';
import type { Deps } from './deps';

/** The offer page and the hotel page's configurator: one offer priced for a party, options, calendar, availability. */
export async function offerDetailRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  route(app, ep.offersOffer, async ({ query }) => {
    const row = await loadOfferByHash(db, query.offerHash);
    if (!row || (query.mdsRelationId !== undefined && row.hotel_id !== query.mdsRelationId)) throw notFound('Offer not found');
    const party = checkedParty(query.adults, query.children, today(), row.dep);
    const hotel = (
      await db.rows<{
        description: string;
        location_text: string;
        accommodation_type: string;
        beach_type: string;
        photos: string[];
        ancestor_ids: number[];
      }>(
        sql`SELECT h.description, h.location_text, h.accommodation_type, h.beach_type, h.photos, l.ancestor_ids
          FROM hotels h JOIN locations l ON l.id = h.location_id WHERE h.id = ${row.hotel_id}::int`,
      )
    )[0];
    const trail = hotel?.ancestor_ids ?? [];
    const places = trail.length
      ? await db.rows<LocationRow>(
          sql`SELECT ${locationColumns} FROM locations WHERE id = ANY(ARRAY[${sql.join(
            trail.map((id) => sql`${id}::int`),
            sql`, `,
          )}])`,
        )
      : [];
    const placeById = new Map(places.map((p) => [p.id, p]));
    // From the continent down, as the hotel call answers them.
    const breadcrumbs = trail.flatMap((id) => {
      const p = placeById.get(id);
      return p ? [toLocationRef(p)] : [];
    });
    const history = await db.rows<{ day: string; price_adult: number }>(
      sql`SELECT day::text AS day, price_adult FROM offer_price_history WHERE offer_id = ${row.id}::int ORDER BY day`,
    );
    return {
      offer: {
        ...toPricedOffer(row, party),
        hotel: {
          id: row.hotel_id,
          slug: row.hotel_slug,
          name: row.hotel_name,
          description: hotel?.description ?? '',
          locationText: hotel?.location_text ?? '',
          accommodationType: hotel?.accommodation_type ?? 'hotel',
          beachType: hotel?.beach_type ?? '',
          photos: hotel?.photos ?? [],
          breadcrumbs,
        },
        priceHistory: history.map((h) => ({ day: h.day, pricePerPerson: zl(h.price_adult) })),
      },
    };
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
    const hotel = (await db.rows<{ rooms: { code: string; name: string }[] }>(sql`SELECT rooms FROM hotels WHERE id = ${hotelId}::int`))[0];
    if (!hotel) throw notFound('Hotel not found');
    const offers = await loadHotelOffers(db, hotelId, t);
    const outcome = configure(offers, choice, { adults: query.adults, children: query.children ?? [] });
    const ids = [...(outcome.selected ? [outcome.selected.offer.id] : []), ...outcome.alternatives.map((a) => a.priced.offer.id)];
    const rows = new Map((await loadOffers(db, ids)).map((r) => [r.id, r]));
    const selectedRow = outcome.selected && rows.get(outcome.selected.offer.id);
    const roomName = new Map(hotel.rooms.map((r) => [r.code, r.name]));
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
    const exists = await db.rows<{ id: number }>(sql`SELECT id FROM hotels WHERE id = ${query.mdsRelationId}::int`);
    if (exists.length === 0) throw notFound('Hotel not found');
    const offers = await loadHotelOffers(db, query.mdsRelationId, t);
    const choice = {
      departureCity: cityOf(query.departureCity),
      durationDays: query.durationDays,
      board: query.boardId,
      roomCode: query.roomCode,
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
