import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints as ep, type DestinationNode } from '@travel/contracts';
import { FAVORITES_COOKIE, FAVORITES_MARKER_COOKIE } from '@travel/contracts/events';
import { readCookie, setCookie } from '../lib/cookies';
import { addDays } from '../lib/dates';
import { badRequest, notFound, route } from '../lib/http';
import { allLocations, toLocationRef, type LocationRow } from '../lib/locations';
import { compileFilters, partyOf, transportCondition } from '../search/filters';
import {
  countHotels, filterFacets, listBestOffers, loadOfferByHash, loadOffers, mapListing, toListItem, totalOf, zl,
} from '../search/offers';
import type { Deps } from './deps';

const THIRTY_DAYS = 30 * 24 * 3600;

export async function offerRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  route(app, ep.offersList, async ({ query }) => {
    const c = await compileFilters(db, query, today());
    return listBestOffers(db, c, query.limit ?? 20, query.offset ?? 0);
  });

  route(app, ep.offersCount, async ({ query }) => ({ count: await countHotels(db, await compileFilters(db, query, today())) }));

  route(app, ep.offersFilters, async ({ query }) => filterFacets(db, await compileFilters(db, query, today())));

  route(app, ep.offersMapListing, async ({ query }) => mapListing(db, await compileFilters(db, query, today())));

  /** Offer counts per location id (every ancestor of each offer's hotel counts it). */
  const countsByLocation = async (category?: string, transport?: string) => {
    const c = await compileFilters(db, { ...(category ? { category } : {}) }, today());
    const t = transportCondition(transport);
    const rows = await db.rows<{ id: number; n: number; price: number | null; hotels: number }>(sql`
      SELECT unnest(o.location_ids) AS id, count(*)::int AS n, min(o.price_adult)::int AS price, count(DISTINCT o.hotel_id)::int AS hotels
      FROM offers o WHERE ${sql.join([...c.base, ...(t ? [t] : [])], sql` AND `)} GROUP BY 1`);
    return new Map(rows.map((r) => [r.id, r]));
  };

  route(app, ep.offersAutosuggest, async ({ query }) => {
    const like = `%${query.query.toLowerCase()}%`;
    const counts = await countsByLocation(query.category, query.transport);
    const locs = await db.rows<LocationRow>(sql`SELECT * FROM locations WHERE lower(name) LIKE ${like} OR slug LIKE ${like}
      ORDER BY depth, popularity DESC LIMIT 8`);
    const hotels = await db.rows<{ id: number; name: string; slug: string; destination: string }>(sql`
      SELECT h.id, h.name, h.slug, l.name AS destination FROM hotels h JOIN locations l ON l.id = h.location_id
      WHERE lower(h.name) LIKE ${like} ORDER BY h.popularity DESC, h.id LIMIT 8`);
    return {
      destinations: locs.map((l) => ({ ...toLocationRef(l), offersCount: counts.get(l.id)?.n ?? 0 })),
      hotels,
    };
  });

  route(app, ep.offersSearcherDestinations, async ({ query }) => {
    const counts = await countsByLocation(query.category, query.transport);
    const locs = await allLocations(db);
    const nodes = new Map<number, DestinationNode>(locs.map((l) => [l.id, { ...toLocationRef(l), offersCount: counts.get(l.id)?.n ?? 0, children: [] }]));
    const roots: DestinationNode[] = [];
    for (const l of locs) {
      const node = nodes.get(l.id) as DestinationNode;
      if (node.offersCount === 0) continue;
      const parent = l.parent_id === null ? undefined : nodes.get(l.parent_id);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return { destinations: roots };
  });

  const teasers = async (kind: 'country' | 'resort', limit: number) => {
    const counts = await countsByLocation();
    const locs = (await allLocations(db)).filter((l) => (kind === 'country' ? l.kind === 'country' : l.depth >= 2) && counts.has(l.id));
    locs.sort((a, b) => (counts.get(b.id)?.n ?? 0) - (counts.get(a.id)?.n ?? 0) || a.id - b.id);
    const photos = await db.rows<{ location_id: number; photo: string }>(sql`
      SELECT DISTINCT ON (location_id) location_id, photos->>0 AS photo FROM hotels ORDER BY location_id, popularity DESC`);
    const photoOf = new Map(photos.map((p) => [p.location_id, p.photo]));
    return {
      items: locs.slice(0, limit).map((l) => {
        const cnt = counts.get(l.id);
        const photo = photoOf.get(l.id) ?? [...photoOf.entries()].find(([id]) => locs.some((x) => x.id === id && x.ancestor_ids.includes(l.id)))?.[1] ?? null;
        return { location: toLocationRef(l), priceFrom: cnt?.price ? zl(cnt.price) : null, offersCount: cnt?.n ?? 0, hotelsCount: cnt?.hotels ?? 0, photo };
      }),
    };
  };
  route(app, ep.offersDestinationsGuide, async ({ query }) => teasers('country', query.limit ?? 8));
  route(app, ep.offersDestinationsDiscover, async ({ query }) => teasers('resort', query.limit ?? 8));

  route(app, ep.offersLastMinute, async ({ query }) => {
    const t = today();
    const from = query.departureDateFrom ?? addDays(t, 1);
    const to = query.departureDateTo ?? addDays(t, 14);
    if (to < from) throw badRequest('departureDateTo', 'must not be before departureDateFrom');
    const c = await compileFilters(db, { departureDateFrom: from, departureDateTo: to }, t);
    return { offers: (await listBestOffers(db, c, query.limit ?? 12, 0)).offers };
  });

  route(app, ep.offersHitOffers, async ({ query }) => {
    const c = await compileFilters(db, { sortBy: 'hity' }, today());
    return { offers: (await listBestOffers(db, c, query.limit ?? 12, 0, sql`o.is_hit`)).offers };
  });

  route(app, ep.offersHitOffersCount, async () => {
    const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM offers WHERE is_hit AND departure_date > ${today()}::date`);
    return { count: rows[0]?.n ?? 0 };
  });

  route(app, ep.offersOffer, async ({ query }) => {
    const row = await loadOfferByHash(db, query.offerHash);
    if (!row || (query.mdsRelationId !== undefined && row.hotel_id !== query.mdsRelationId)) throw notFound('Offer not found');
    const party = partyOf(query.adults, query.children, today());
    const hotel = (await db.rows<{ description: string; location_text: string; accommodation_type: string; beach_type: string; photos: string[] }>(
      sql`SELECT description, location_text, accommodation_type, beach_type, photos FROM hotels WHERE id = ${row.hotel_id}::int`))[0];
    const history = await db.rows<{ day: string; price_adult: number }>(
      sql`SELECT day::text AS day, price_adult FROM offer_price_history WHERE offer_id = ${row.id}::int ORDER BY day`);
    const lines = [
      { label: 'Dorosły', count: party.adults, unit: row.price_adult },
      { label: 'Dziecko', count: party.children, unit: row.price_child },
      { label: 'Niemowlę', count: party.infants, unit: row.price_infant },
    ].filter((l) => l.count > 0);
    return {
      offer: {
        ...toListItem(row, party, 1),
        hotel: {
          id: row.hotel_id, slug: row.hotel_slug, name: row.hotel_name, description: hotel?.description ?? '',
          locationText: hotel?.location_text ?? '', accommodationType: hotel?.accommodation_type ?? 'hotel',
          beachType: hotel?.beach_type ?? '', photos: hotel?.photos ?? [],
        },
        party,
        priceLines: lines.map((l) => ({ label: l.label, count: l.count, unitPrice: zl(l.unit), total: zl(l.unit * l.count) })),
        feesPerPerson: zl(row.fees_per_person),
        priceHistory: history.map((h) => ({ day: h.day, pricePerPerson: zl(h.price_adult) })),
      },
    };
  });

  route(app, ep.offersOfferConfig, async ({ query }) => {
    let hotelId = query.mdsRelationId;
    if (query.hashId) {
      const row = await loadOfferByHash(db, query.hashId);
      if (!row) throw notFound('Offer not found');
      hotelId = row.hotel_id;
    }
    if (hotelId === undefined) throw badRequest('hashId', 'required (or mdsRelationId)');
    const t = today();
    const party = partyOf(query.adults, query.children, t);
    const options = await db.rows<{ dates: string[]; durations: number[]; cities: (string | null)[]; boards: string[]; rooms: string[]; n: number }>(sql`
      SELECT array_agg(DISTINCT departure_date::text) AS dates, array_agg(DISTINCT duration_days::int) AS durations,
             array_agg(DISTINCT departure_city) AS cities, array_agg(DISTINCT board) AS boards, array_agg(DISTINCT room_code) AS rooms,
             count(*)::int AS n
      FROM offers WHERE hotel_id = ${hotelId}::int AND departure_date > ${t}::date`);
    const hotel = (await db.rows<{ rooms: { code: string; name: string }[] }>(sql`SELECT rooms FROM hotels WHERE id = ${hotelId}::int`))[0];
    if (!hotel) throw notFound('Hotel not found');
    const o = options[0];
    const conds = [sql`o.hotel_id = ${hotelId}::int`, sql`o.departure_date > ${t}::date`, sql`o.places_left >= ${party.adults + party.children}::int`];
    if (query.boardId) conds.push(sql`o.board = ${query.boardId}`);
    if (query.departureCity) conds.push(sql`o.departure_city = ${query.departureCity}`);
    if (query.departureDateFrom) conds.push(sql`o.departure_date = ${query.departureDateFrom}::date`);
    if (query.durationDays) conds.push(sql`o.duration_days = ${query.durationDays}::int`);
    if (query.roomCode) conds.push(sql`o.room_code = ${query.roomCode}`);
    const best = await db.rows<{ id: number }>(sql`SELECT o.id FROM offers o WHERE ${sql.join(conds, sql` AND `)}
      ORDER BY o.price_adult * ${party.adults}::int + o.price_child * ${party.children}::int, o.id LIMIT 1`);
    const selected = (await loadOffers(db, best.map((b) => b.id)))[0];
    const roomCodes = new Set(o?.rooms ?? []);
    return {
      hotelId,
      departureDates: (o?.dates ?? []).filter(Boolean).sort(),
      durations: (o?.durations ?? []).filter((d) => d !== null).sort((a, b) => a - b),
      departureCities: (o?.cities ?? []).sort((a, b) => (a ?? '').localeCompare(b ?? '')),
      boards: (o?.boards ?? []).filter(Boolean).sort(),
      rooms: hotel.rooms.filter((r) => roomCodes.has(r.code)),
      selected: selected ? toListItem(selected, party, 1) : null,
      offersCount: o?.n ?? 0,
    };
  });

  route(app, ep.offersOfferExtraInfo, async ({ query }) => {
    const h = (await db.rows<{ attributes: string[]; beach_type: string; beach_distance: number; transfer_minutes: number; accommodation_type: string; recommended_for: string[]; location_text: string }>(
      sql`SELECT attributes, beach_type, beach_distance, transfer_minutes, accommodation_type, recommended_for, location_text FROM hotels WHERE id = ${query.mdsRelationId}::int`))[0];
    if (!h) throw notFound('Hotel not found');
    return {
      hotelId: query.mdsRelationId, attributes: h.attributes, beachType: h.beach_type, beachDistance: h.beach_distance,
      transferMinutes: h.transfer_minutes, accommodationType: h.accommodation_type, recommendedFor: h.recommended_for,
      locationText: h.location_text,
    };
  });

  route(app, ep.offersOfferAvailability, async ({ body }) => {
    const row = await loadOfferByHash(db, body.offerHash);
    if (!row) throw notFound('Offer not found');
    const t = today();
    const party = partyOf(body.adults, body.children, t);
    return {
      offerHash: row.hash,
      available: row.dep > t && row.places_left >= party.adults + party.children,
      placesLeft: row.places_left,
      pricePerPerson: zl(row.price_adult),
      priceTotal: zl(totalOf(row, party)),
    };
  });

  // Favourites: keyed by an anonymous id, taken from ?id= or the HttpOnly cookie.
  const favoritesId = (req: FastifyRequest, fromQuery: string | undefined) => fromQuery ?? readCookie(req, FAVORITES_COOKIE);
  const ensureId = (req: FastifyRequest, reply: FastifyReply, fromQuery: string | undefined) => {
    const existing = favoritesId(req, fromQuery);
    if (existing && /^[a-zA-Z0-9-]{8,64}$/.test(existing)) return existing;
    const id = randomUUID();
    setCookie(reply, FAVORITES_COOKIE, id, THIRTY_DAYS);
    setCookie(reply, FAVORITES_MARKER_COOKIE, '1', THIRTY_DAYS, { httpOnly: false });
    return id;
  };
  const favoritesOf = async (id: string | undefined) => {
    if (!id) return { id: null, offers: [], missing: [] };
    const t = today();
    const rows = await db.rows<{ offer_hash: string; id: number | null }>(sql`
      SELECT f.offer_hash, o.id FROM favorites f LEFT JOIN offers o ON o.hash = f.offer_hash AND o.departure_date > ${t}::date
      WHERE f.favorites_id = ${id} ORDER BY f.created_at DESC, f.offer_hash`);
    const loaded = await loadOffers(db, rows.flatMap((r) => (r.id === null ? [] : [r.id])));
    const party = partyOf(2, [], t);
    return { id, offers: loaded.map((r) => toListItem(r, party, 1)), missing: rows.filter((r) => r.id === null).map((r) => r.offer_hash) };
  };
  const assertOffer = async (hash: string) => {
    const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM offers WHERE hash = ${hash}`);
    if ((rows[0]?.n ?? 0) === 0) throw notFound('Offer not found');
  };

  route(app, ep.favoritesGet, async ({ query, req }) => favoritesOf(favoritesId(req, query.id)));
  route(app, ep.favoritesCount, async ({ query, req }) => {
    const id = favoritesId(req, query.id);
    if (!id) return { count: 0 };
    const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM favorites WHERE favorites_id = ${id}`);
    return { count: rows[0]?.n ?? 0 };
  });
  route(app, ep.favoritesAdd, async ({ query, body, req, reply }) => {
    await assertOffer(body.offerHash);
    const id = ensureId(req, reply, query.id);
    await db.rows(sql`INSERT INTO favorites (favorites_id, offer_hash) VALUES (${id}, ${body.offerHash}) ON CONFLICT DO NOTHING`);
    return favoritesOf(id);
  });
  route(app, ep.favoritesReplace, async ({ query, body, req, reply }) => {
    const id = ensureId(req, reply, query.id);
    await db.rows(sql`DELETE FROM favorites WHERE favorites_id = ${id}`);
    for (const hash of [...new Set(body.offerHashes)]) {
      await db.rows(sql`INSERT INTO favorites (favorites_id, offer_hash) SELECT ${id}, hash FROM offers WHERE hash = ${hash} ON CONFLICT DO NOTHING`);
    }
    return favoritesOf(id);
  });
  route(app, ep.favoritesRemove, async ({ query, body, req }) => {
    const id = favoritesId(req, query.id);
    if (id) await db.rows(sql`DELETE FROM favorites WHERE favorites_id = ${id} AND offer_hash = ${body.offerHash}`);
    return favoritesOf(id);
  });
}
