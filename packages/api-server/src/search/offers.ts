import { sql } from 'drizzle-orm';
import type { OfferListItem, PricedOffer } from '@travel/contracts';
import type { Database } from '../db/connection';
import type { Party } from './filters';

export const zl = (grosze: number): number => Math.round(grosze) / 100;

export interface OfferRow {
  id: number;
  hash: string;
  hotel_id: number;
  dep: string;
  ret: string;
  duration_days: number;
  departure_city: string | null;
  board: string;
  room_code: string;
  transport: string;
  offer_type: string;
  tour_operator: string;
  airline: string;
  direct_flight: boolean;
  flight_minutes: number;
  price_adult: number;
  price_child: number;
  price_infant: number;
  fees_per_person: number;
  regular_price_adult: number;
  lowest_price_30d_adult: number;
  /** From the stored price history (`lowest30dSql`). */
  lowest_30d_adult: number;
  discount_pct: number;
  is_hit: boolean;
  places_left: number;
  hotel_standard: number;
  hotel_rating: number;
  beach_distance: number;
  transfer_minutes: number;
  lat: number;
  lng: number;
  hotel_slug: string;
  hotel_name: string;
  review_count: number;
  photo: string;
  attributes: string[];
  rooms: { code: string; name: string }[];
  loc_name: string;
  loc_path: string;
  loc_slug: string;
  loc_locative: string;
  country: string;
}

export function totalOf(row: Pick<OfferRow, 'price_adult' | 'price_child' | 'price_infant'>, p: Party): number {
  return row.price_adult * p.adults + row.price_child * p.children + row.price_infant * p.infants;
}

export function toListItem(r: OfferRow, party: Party, offersCount: number): OfferListItem {
  return {
    hash: r.hash,
    hotelId: r.hotel_id,
    hotelSlug: r.hotel_slug,
    hotelName: r.hotel_name,
    hotelStandard: r.hotel_standard / 10,
    hotelRating: r.review_count > 0 ? r.hotel_rating : null,
    reviewCount: r.review_count,
    photo: r.photo,
    destination: { name: r.loc_name, path: r.loc_path, slug: r.loc_slug, locative: r.loc_locative, country: r.country },
    departureDate: r.dep,
    returnDate: r.ret,
    durationDays: r.duration_days,
    nights: r.duration_days - 1,
    departureCity: r.departure_city,
    board: r.board as OfferListItem['board'],
    room: { code: r.room_code, name: r.rooms.find((x) => x.code === r.room_code)?.name ?? r.room_code },
    transport: r.transport as OfferListItem['transport'],
    offerType: r.offer_type as OfferListItem['offerType'],
    tourOperator: r.tour_operator,
    airline: r.airline as OfferListItem['airline'],
    directFlight: r.direct_flight,
    flightMinutes: r.flight_minutes,
    pricePerPerson: zl(r.price_adult),
    priceTotal: zl(totalOf(r, party)),
    regularPricePerPerson: zl(r.regular_price_adult),
    lowestPrice30dPerPerson: zl(r.lowest_30d_adult),
    discountPercent: r.discount_pct,
    isHit: r.is_hit,
    placesLeft: r.places_left,
    offersCount,
    hotelAttributes: r.attributes,
    beachDistance: r.beach_distance,
    transferMinutes: r.transfer_minutes,
    lat: r.lat,
    lng: r.lng,
  };
}

/**
 * EU Omnibus, per adult: the lowest price in effect during the 30 days before the current price
 * took effect (the latest stored change), read from `offer_price_history` as a step function: the
 * change in effect when the window opens counts too. An offer whose price never changed answers its
 * current price. One primary-key range read per offer.
 */
export const lowest30dSql = sql`coalesce((
    SELECT min(ph.price_adult) FROM offer_price_history ph,
      (SELECT max(day) AS since FROM offer_price_history WHERE offer_id = o.id) cur
    WHERE ph.offer_id = o.id AND ph.day < cur.since
      AND ph.day >= coalesce(
        (SELECT max(day) FROM offer_price_history WHERE offer_id = o.id AND day <= cur.since - 30), cur.since - 30)
  ), o.price_adult)`;

export const offerColumns = sql`o.id, o.hash, o.hotel_id, o.departure_date::text AS dep, o.return_date::text AS ret,
  o.duration_days, o.departure_city, o.board, o.room_code, o.transport, o.offer_type, o.tour_operator, o.airline,
  o.direct_flight, o.flight_minutes, o.price_adult, o.price_child, o.price_infant, o.fees_per_person,
  o.regular_price_adult, o.lowest_price_30d_adult, ${lowest30dSql} AS lowest_30d_adult, o.discount_pct, o.is_hit, o.places_left, o.hotel_standard,
  o.hotel_rating::float8 AS hotel_rating, o.beach_distance, o.transfer_minutes, o.lat, o.lng,
  h.slug AS hotel_slug, h.name AS hotel_name, h.review_count, h.photos->>0 AS photo, h.attributes, h.rooms,
  l.name AS loc_name, l.path AS loc_path, l.slug AS loc_slug, l.name_locative AS loc_locative, c.name AS country`;

export const offerJoins = sql`FROM offers o JOIN hotels h ON h.id = o.hotel_id JOIN locations l ON l.id = h.location_id
  JOIN locations c ON c.id = l.ancestor_ids[2]`;

/** Full rows for the given offer ids, in the given order. */

export async function loadOffers(db: Database, ids: number[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.rows<OfferRow>(
    sql`SELECT ${offerColumns} ${offerJoins} WHERE o.id = ANY(ARRAY[${sql.join(
      ids.map((i) => sql`${i}::int`),
      sql`, `,
    )}])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((i) => byId.get(i)).filter((r): r is OfferRow => r !== undefined);
}

const lineLabels = { adult: 'Dorosły', child: 'Dziecko', infant: 'Niemowlę' } as const;

/** An offer priced for a party: one line per kind of traveller, every mandatory fee inside the lines. */
export function toPricedOffer(r: OfferRow, party: Party, offersCount = 1): PricedOffer {
  const lines = (
    [
      ['adult', party.adults, r.price_adult],
      ['child', party.children, r.price_child],
      ['infant', party.infants, r.price_infant],
    ] as const
  ).filter(([, count]) => count > 0);
  return {
    ...toListItem(r, party, offersCount),
    party,
    priceLines: lines.map(([kind, count, unit]) => ({
      kind,
      label: lineLabels[kind],
      count,
      unitPrice: zl(unit),
      total: zl(unit * count),
    })),
    feesPerPerson: zl(r.fees_per_person),
  };
}

export async function loadOfferByHash(db: Database, hash: string): Promise<OfferRow | undefined> {
  const rows = await db.rows<OfferRow>(sql`SELECT ${offerColumns} ${offerJoins} WHERE o.hash = ${hash}`);
  return rows[0];
}

export interface MapListing {
  hotels: {
    hotelId: number;
    hotelSlug: string;
    hotelName: string;
    hotelStandard: number;
    hotelRating: number | null;
    lat: number;
    lng: number;
    hash: string;
    pricePerPerson: number;
    priceTotal: number;
    regularPricePerPerson: number;
    lowestPrice30dPerPerson: number;
    discountPercent: number;
  }[];
  total: number;
}

export interface MapRow {
  hotel_id: number;
  slug: string;
  name: string;
  standard: number;
  rating: number;
  review_count: number;
  lat: number;
  lng: number;
  hash: string;
  price_adult: number;
  regular_price_adult: number;
  lowest_30d_adult: number;
  discount_pct: number;
  total: number;
}

export const toMapHotel = (r: MapRow): MapListing['hotels'][number] => ({
  hotelId: r.hotel_id,
  hotelSlug: r.slug,
  hotelName: r.name,
  hotelStandard: r.standard / 10,
  hotelRating: r.review_count > 0 ? r.rating : null,
  lat: r.lat,
  lng: r.lng,
  hash: r.hash,
  pricePerPerson: zl(r.price_adult),
  priceTotal: zl(Number(r.total)),
  regularPricePerPerson: zl(r.regular_price_adult),
  lowestPrice30dPerPerson: zl(r.lowest_30d_adult),
  discountPercent: r.discount_pct,
});
