import { sql, type SQL } from 'drizzle-orm';
import type { OfferFiltersResponse, OfferListItem, PricedOffer } from '@travel/contracts';
import type { Database } from '../db/connection';
import { boards, departureCities, hotelAttributes, offerTypes, tourOperators } from '../seed/reference';
import {
  bestOffers,
  codedColumnOf,
  countMatchingHotels,
  currentOfferIndex,
  facetRows,
  matcherOf,
  matchingOffers,
  offerFacetNames,
  offerIndexUse,
  type BestOffer,
  type OfferIndex,
} from './offer-index';
import {
  facetNames,
  hotelLevelFacets,
  hotelWhereOf,
  probeWhereOf,
  sortKeys,
  totalPriceSql,
  withinHotelOrder,
  type CompiledFilters,
  type FacetName,
  type Party,
} from './filters';

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

/**
 * The best offer of each candidate hotel, found by one index probe per hotel (LATERAL … LIMIT 1
 * over offers(hotel_id, <sort key>, price)); hotels are few (thousands) next to their offers
 * (millions), so this stays fast however broad the filters are. `total` counts hotels.
 */
function bestPerHotel(c: CompiledFilters, probe: SQL): SQL {
  if (c.narrowWindow) {
    // Few offers in a short departure window: read them once (covering date index) and keep
    // each hotel's best, instead of probing every hotel.
    return sql`
      SELECT DISTINCT ON (o.hotel_id) o.hotel_id, h.popularity AS hotel_popularity, h.rating AS hotel_rating, o.id,
             ${totalPriceSql(c.party)} AS total, o.departure_date, o.discount_pct, o.is_hit, o.price_adult
      FROM offers o JOIN hotels h ON h.id = o.hotel_id
      WHERE ${probe} AND ${hotelWhereOf(c)}
      ORDER BY o.hotel_id, ${withinHotelOrder(c)}`;
  }
  return sql`
    SELECT h.id AS hotel_id, h.popularity AS hotel_popularity, h.rating AS hotel_rating, b.id, b.total, b.departure_date,
           b.discount_pct, b.is_hit, b.price_adult
    FROM hotels h CROSS JOIN LATERAL (
      SELECT o.id, ${totalPriceSql(c.party)} AS total, o.departure_date, o.discount_pct, o.is_hit, o.price_adult
      FROM offers o WHERE o.hotel_id = h.id AND ${probe}
      ORDER BY ${withinHotelOrder(c)} LIMIT 1
    ) b
    WHERE ${hotelWhereOf(c)}`;
}

/**
 * The in-memory offer index when it may answer `c` (it holds the database's current offers and
 * `c` has no condition it cannot evaluate), else null: the plain SQL answers.
 */
async function indexFor(db: Database, c: CompiledFilters, extraWhere?: SQL): Promise<OfferIndex | null> {
  const index = extraWhere || !c.offer.indexable ? null : await currentOfferIndex(db);
  offerIndexUse[index ? 'index' : 'sql']++;
  return index;
}

export async function listBestOffers(
  db: Database,
  c: CompiledFilters,
  limit: number,
  offset: number,
  extraWhere?: SQL,
): Promise<{ offers: OfferListItem[]; total: number }> {
  const index = await indexFor(db, c, extraWhere);
  return index ? listBestOffersFast(db, index, c, limit, offset) : listBestOffersPlain(db, c, limit, offset, extraWhere);
}

/** The best hit offer (`is_hit`, marked by staff) per hotel under the filters. */
export async function listHitOffers(db: Database, c: CompiledFilters, limit: number): Promise<OfferListItem[]> {
  return (await listBestOffers(db, c, limit, 0, sql`o.is_hit`)).offers;
}

/** The candidate hotels (every hotel-level condition), with what the sorts read. */
async function candidateHotels(db: Database, c: CompiledFilters) {
  return db.rows<{ id: number; popularity: number; rating: number }>(
    sql`SELECT h.id, h.popularity, h.rating::float8 AS rating FROM hotels h WHERE ${hotelWhereOf(c)} ORDER BY h.id`,
  );
}

/** `sortKeys` of filters.ts, then the hotel id, over best offers. */
function compareBest(sort: CompiledFilters['sort'], hotel: Map<number, { popularity: number; rating: number }>) {
  const key = (b: BestOffer): number => {
    switch (sort) {
      case 'popularnosc':
        return -(hotel.get(b.hotelId)?.popularity ?? 0);
      case 'ocena':
        return -(hotel.get(b.hotelId)?.rating ?? 0);
      case 'termin':
        return b.dep;
      case 'rabat':
        return -b.discount;
      case 'hity':
        return -b.hit;
      default:
        return 0;
    }
  };
  return (a: BestOffer, b: BestOffer) => key(a) - key(b) || a.total - b.total || a.hotelId - b.hotelId;
}

/** `listBestOffersPlain`'s answer from the in-memory offer index: the same page, total and counts. */
export async function listBestOffersFast(
  db: Database,
  index: OfferIndex,
  c: CompiledFilters,
  limit: number,
  offset: number,
): Promise<{ offers: OfferListItem[]; total: number }> {
  const hotels = await candidateHotels(db, c);
  const matcher = matcherOf(index, c.offer, c.party, c.totalPrice);
  const best = bestOffers(
    index,
    matcher,
    hotels.map((h) => h.id),
    c.sort,
  );
  best.sort(compareBest(c.sort, new Map(hotels.map((h) => [h.id, h]))));
  const page = best.slice(offset, offset + limit);
  const counts = new Map(page.map((b) => [b.hotelId, matchingOffers(index, matcher, b.hotelId)]));
  const full = await loadOffers(
    db,
    page.map((b) => b.offerId),
  );
  return { offers: full.map((r) => toListItem(r, c.party, counts.get(r.hotel_id) ?? 1)), total: best.length };
}

export async function listBestOffersPlain(
  db: Database,
  c: CompiledFilters,
  limit: number,
  offset: number,
  extraWhere?: SQL,
): Promise<{ offers: OfferListItem[]; total: number }> {
  const probe = extraWhere ? sql`${probeWhereOf(c)} AND ${extraWhere}` : probeWhereOf(c);
  const rows = await db.rows<{ id: number; hotel_id: number; total_count: number }>(sql`
    WITH best AS (${bestPerHotel(c, probe)})
    SELECT id, hotel_id, (count(*) OVER ())::int AS total_count
    FROM best ORDER BY ${sortKeys(c.sort, '')}, hotel_id
    LIMIT ${limit}::int OFFSET ${offset}::int`);
  let total = rows[0]?.total_count;
  if (total === undefined) total = offset > 0 ? await countHotelsPlain(db, c, extraWhere) : 0;
  const counts = new Map<number, number>();
  if (rows.length) {
    const hotelIds = sql`ARRAY[${sql.join(
      rows.map((r) => sql`${r.hotel_id}::int`),
      sql`, `,
    )}]`;
    for (const r of await db.rows<{ hotel_id: number; n: number }>(sql`
      SELECT o.hotel_id, count(*)::int AS n FROM offers o WHERE o.hotel_id = ANY(${hotelIds}) AND ${probe} GROUP BY o.hotel_id`)) {
      counts.set(r.hotel_id, r.n);
    }
  }
  const full = await loadOffers(
    db,
    rows.map((r) => r.id),
  );
  return { offers: full.map((r) => toListItem(r, c.party, counts.get(r.hotel_id) ?? 1)), total };
}

export async function countHotels(db: Database, c: CompiledFilters, extraWhere?: SQL): Promise<number> {
  const index = await indexFor(db, c, extraWhere);
  return index ? countHotelsFast(db, index, c) : countHotelsPlain(db, c, extraWhere);
}

export async function countHotelsFast(db: Database, index: OfferIndex, c: CompiledFilters): Promise<number> {
  const hotels = await db.rows<{ id: number }>(sql`SELECT h.id FROM hotels h WHERE ${hotelWhereOf(c)} ORDER BY h.id`);
  return countMatchingHotels(
    index,
    matcherOf(index, c.offer, c.party, c.totalPrice),
    hotels.map((h) => h.id),
  );
}

export async function countHotelsPlain(db: Database, c: CompiledFilters, extraWhere?: SQL): Promise<number> {
  const probe = extraWhere ? sql`${probeWhereOf(c)} AND ${extraWhere}` : probeWhereOf(c);
  const rows = await db.rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM hotels h
    CROSS JOIN LATERAL (SELECT 1 FROM offers o WHERE o.hotel_id = h.id AND ${probe} LIMIT 1) hit
    WHERE ${hotelWhereOf(c)}`);
  return rows[0]?.n ?? 0;
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

interface MapRow {
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

const toMapHotel = (r: MapRow): MapListing['hotels'][number] => ({
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

/** Map pins: each hotel's cheapest matching offer (no per-hotel offer counts: a pin opens the list). */
export async function mapListing(db: Database, c: CompiledFilters, limit = 500): Promise<MapListing> {
  const index = await indexFor(db, c);
  return index ? mapListingFast(db, index, c, limit) : mapListingPlain(db, c, limit);
}

export async function mapListingFast(db: Database, index: OfferIndex, c: CompiledFilters, limit = 500): Promise<MapListing> {
  const hotels = await candidateHotels(db, c);
  const best = bestOffers(
    index,
    matcherOf(index, c.offer, c.party, c.totalPrice),
    hotels.map((h) => h.id),
    'cena',
  );
  best.sort((a, b) => a.total - b.total || a.hotelId - b.hotelId);
  const pins = best.slice(0, limit);
  if (pins.length === 0) return { hotels: [], total: 0 };
  const rows = await db.rows<MapRow & { id: number }>(sql`
    SELECT o.id, h.id AS hotel_id, h.slug, h.name, h.standard, h.rating::float8 AS rating, h.review_count, h.lat, h.lng, o.hash,
           o.price_adult, o.regular_price_adult, ${lowest30dSql} AS lowest_30d_adult, o.discount_pct,
           ${totalPriceSql(c.party)}::bigint AS total
    FROM offers o JOIN hotels h ON h.id = o.hotel_id
    WHERE o.id = ANY(ARRAY[${sql.join(
      pins.map((b) => sql`${b.offerId}::int`),
      sql`, `,
    )}])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    hotels: pins.flatMap((b) => {
      const r = byId.get(b.offerId);
      return r ? [toMapHotel(r)] : [];
    }),
    total: best.length,
  };
}

export async function mapListingPlain(db: Database, c: CompiledFilters, limit = 500): Promise<MapListing> {
  const cheapest: CompiledFilters = { ...c, sort: 'cena' };
  const rows = await db.rows<MapRow & { total_count: number }>(sql`
    WITH best AS (${bestPerHotel(cheapest, probeWhereOf(c))})
    SELECT b.hotel_id, h.slug, h.name, h.standard, h.rating::float8 AS rating, h.review_count, h.lat, h.lng, o.hash,
           b.price_adult, o.regular_price_adult, ${lowest30dSql} AS lowest_30d_adult, o.discount_pct, b.total::bigint AS total,
           (count(*) OVER ())::int AS total_count
    FROM best b JOIN hotels h ON h.id = b.hotel_id JOIN offers o ON o.id = b.id
    ORDER BY b.total, b.hotel_id LIMIT ${limit}::int`);
  return { hotels: rows.map(toMapHotel), total: rows[0]?.total_count ?? 0 };
}

/** Offer transport codes as the transport filter's values. */
const transportSlugs: Record<string, string> = { F: 'samolot', BU: 'autokar', W: 'wlasny' };

const standardBuckets = [50, 40, 30];
const ratingBuckets = [5, 4, 3];
const airportBuckets = [30, 60, 90];
const durationBuckets: [string, number, number][] = [
  ['1-5', 0, 4],
  ['6-8', 5, 7],
  ['9-12', 8, 11],
  ['13-15', 12, 14],
  ['16+', 15, 60],
];

/** The offer-level facets in `offerFacetNames` order (offer-index.ts): the bit of a fail mask is the position here. */
const bitFacets: { name: (typeof offerFacetNames)[number]; values: readonly string[]; code: SQL }[] = [
  { name: 'board', values: boards.map((b) => b.slug), code: sql`o.board` },
  { name: 'offerType', values: offerTypes.map((t) => t.slug), code: sql`o.offer_type` },
  { name: 'transport', values: ['F', 'BU', 'W'], code: sql`o.transport` },
  { name: 'departureCity', values: departureCities.map((c) => c.slug), code: sql`o.departure_city` },
  { name: 'tourOperator', values: tourOperators.map((t) => t.slug), code: sql`o.tour_operator` },
  {
    name: 'durationDays',
    values: durationBuckets.map(([label]) => label),
    code: sql`CASE ${sql.join(
      durationBuckets.map(([label, a, b]) => sql`WHEN o.duration_days - 1 BETWEEN ${a}::int AND ${b}::int THEN ${label}`),
      sql` `,
    )} END`,
  },
];

/** The duration bucket position of a duration in days (the CASE of `bitFacets`), -1 for none. */
const durationPosition = (days: number) => durationBuckets.findIndex(([, a, b]) => days - 1 >= a && days - 1 <= b);

/** One count of the `filters` answer: the column it is computed into, and what it counts. */
type FacetKey = { facet: FacetName; value: string; column: string } & (
  { kind: 'bit'; facetIndex: number; bit: number } | { kind: 'hotel'; test: (h: CandidateHotel) => boolean }
);

interface CandidateHotel {
  id: number;
  standard: number;
  rating: number | string;
  transfer_minutes: number;
  attrs_mask: number | string | bigint;
  [flag: `f_${string}`]: boolean;
}

const facetKeys: FacetKey[] = (() => {
  const keys: FacetKey[] = [];
  const column = () => `c${keys.length}`;
  bitFacets.forEach((f, facetIndex) =>
    f.values.forEach((value, bit) => keys.push({ facet: f.name, value, column: column(), kind: 'bit', facetIndex, bit })),
  );
  for (const s of standardBuckets)
    keys.push({ facet: 'hotelStandard', value: String(s), column: column(), kind: 'hotel', test: (h) => h.standard >= s });
  for (const r of ratingBuckets)
    keys.push({ facet: 'hotelRating', value: String(r), column: column(), kind: 'hotel', test: (h) => Number(h.rating) >= r });
  for (const a of airportBuckets)
    keys.push({
      facet: 'maxRouteDurationFromAirport',
      value: String(a),
      column: column(),
      kind: 'hotel',
      test: (h) => h.transfer_minutes <= a,
    });
  return keys;
})();

/** The SQL condition of a hotel-level key over `hotels h` (the same test as `FacetKey.test`). */
function hotelKeySql(k: FacetKey): SQL {
  if (k.facet === 'hotelStandard') return sql`h.standard >= ${Number(k.value)}::int`;
  if (k.facet === 'hotelRating') return sql`h.rating >= ${Number(k.value)}::float8`;
  return sql`h.transfer_minutes <= ${Number(k.value)}::int`;
}

const attrColumns = hotelAttributes.map((a, bit) => ({ slug: a.slug, column: `a${bit}`, bit }));
const hasAttribute = (mask: number, bit: number) => Math.floor(mask / 2 ** bit) % 2 === 1;

/** The hotels the `filters` call counts (non-facet hotel conditions), with a flag per chosen hotel-level facet. */
function candidatesSql(c: CompiledFilters): SQL {
  const hotelFacetNames = facetNames.filter((n) => c.hotelFacets[n]);
  const hotelFlags = hotelFacetNames.map((n) => sql`(${c.hotelFacets[n] as SQL}) AS ${sql.raw(`f_${n}`)}`);
  return sql`SELECT h.id, h.standard, h.rating, h.transfer_minutes, h.attrs_mask${hotelFlags.length ? sql`, ${sql.join(hotelFlags, sql`, `)}` : sql``}
    FROM hotels h WHERE ${c.hotel.length ? sql.join(c.hotel, sql` AND `) : sql`true`}`;
}

/**
 * Live counts of every filter option: per hotel, which values each offer-level facet still offers
 * with the *other* offer-level facets applied; hotel-level facets (standard, rating, airport) are
 * constant per hotel and are applied afterwards on the few thousand hotel rows. Choosing an option
 * thus shows how many hotels it leaves. From the in-memory offer index when it is current, else
 * with one SQL pass over the candidate hotels' offers.
 */
export async function filterFacets(db: Database, c: CompiledFilters): Promise<OfferFiltersResponse> {
  const index = await indexFor(db, c);
  return index ? filterFacetsFast(db, index, c) : filterFacetsPlain(db, c);
}

/** `filterFacetsPlain`'s answer from the in-memory offer index: the per-hotel rows in memory, the same counts over them. */
export async function filterFacetsFast(db: Database, index: OfferIndex, c: CompiledFilters): Promise<OfferFiltersResponse> {
  const hotels = await db.rows<CandidateHotel>(candidatesSql(c));
  const byId = new Map(hotels.map((h) => [h.id, h]));
  const hotelFacetNames = facetNames.filter((n) => c.hotelFacets[n]);
  // Unquoted aliases come back folded to lower case (`f_hotelstandard`).
  const failingHotelFacets = (h: CandidateHotel) => hotelFacetNames.filter((n) => h[`f_${n.toLowerCase()}`] !== true);
  const rows = facetRows(
    index,
    matcherOf(index, c.offer, c.party, c.totalPrice),
    hotels.map((h) => h.id),
    bitFacets.map((f) => f.values.length),
    durationPosition,
    bitFacets.flatMap((f) => (f.name === 'durationDays' ? [] : [index.dict[codedColumnOf(f.name)].positionsIn(f.values)])),
    (id) => failingHotelFacets(byId.get(id) as CandidateHotel).length === 0,
  );
  // Counters by key position (facetKeys, then attrColumns), turned into the SQL row's columns at the end.
  const counts = new Int32Array(facetKeys.length + attrColumns.length);
  let total = 0;
  let pmin: number | null = null;
  let pmax: number | null = null;
  for (const r of rows) {
    const h = byId.get(r.hotelId) as CandidateHotel;
    const failing = failingHotelFacets(h);
    const all = failing.length === 0;
    // A hotel-level key counts with every *other* hotel-level facet applied.
    const othersOk = (facet: FacetName) => all || (failing.length === 1 && failing[0] === facet);
    if (all) {
      if (r.allOk) total++;
      if (r.pmin !== null) pmin = pmin === null ? r.pmin : Math.min(pmin, r.pmin);
      if (r.pmax !== null) pmax = pmax === null ? r.pmax : Math.max(pmax, r.pmax);
    }
    for (let j = 0; j < facetKeys.length; j++) {
      const k = facetKeys[j] as FacetKey;
      if (k.kind === 'bit' ? all && r.has[k.facetIndex]?.[k.bit] === 1 : r.allOk && othersOk(k.facet) && k.test(h)) counts[j]!++;
    }
    if (r.allOk && all) {
      const mask = Number(h.attrs_mask);
      for (const a of attrColumns) if (hasAttribute(mask, a.bit)) counts[facetKeys.length + a.bit]!++;
    }
  }
  const out: Record<string, number | null> = { total, pmin, pmax };
  facetKeys.forEach((k, j) => {
    out[k.column] = counts[j] as number;
  });
  attrColumns.forEach((a) => {
    out[a.column] = counts[facetKeys.length + a.bit] as number;
  });
  return filtersResponse(out);
}

/** One pass over the candidate hotels' offers, grouped by hotel, with `bit_or … FILTER` per facet. */
export async function filterFacetsPlain(db: Database, c: CompiledFilters): Promise<OfferFiltersResponse> {
  const offerFacets = facetNames.filter((n) => c.facets[n] && !hotelLevelFacets.has(n));
  const hotelFacetNames = facetNames.filter((n) => c.hotelFacets[n]);
  const and = (conds: SQL[]) =>
    conds.length
      ? sql.join(
          conds.map((x) => sql`(${x})`),
          sql` AND `,
        )
      : sql`true`;
  const offerOthers = (n: FacetName | null) => and([...offerFacets.filter((a) => a !== n).map((a) => c.facets[a] as SQL)]);
  const hotelOthers = (n: FacetName | null) => and(hotelFacetNames.filter((a) => a !== n).map((a) => sql.raw(`h.f_${a}`)));
  const price = c.totalPrice ? totalPriceSql(c.party) : sql`o.price_adult`;
  const perHotel = [
    ...bitFacets.map(
      (f) =>
        sql`bit_or(1::bigint << (array_position(${textArray(f.values)}, ${f.code}) - 1)) FILTER (WHERE ${offerOthers(f.name)}) AS ${sql.raw(`${f.name}_bits`)}`,
    ),
    sql`bool_or(${offerOthers(null)}) AS all_ok`,
    sql`min(${price}) FILTER (WHERE ${offerOthers(null)}) AS pmin`,
    sql`max(${price}) FILTER (WHERE ${offerOthers(null)}) AS pmax`,
  ];
  const hotelAll = hotelOthers(null);
  const counts: SQL[] = [
    sql`count(*) FILTER (WHERE p.all_ok AND ${hotelAll})::int AS total`,
    sql`min(p.pmin) FILTER (WHERE ${hotelAll})::bigint AS pmin`,
    sql`max(p.pmax) FILTER (WHERE ${hotelAll})::bigint AS pmax`,
  ];
  for (const k of facetKeys) {
    const cond =
      k.kind === 'bit'
        ? sql`p.${sql.raw(`${bitFacets[k.facetIndex]?.name}_bits`)} & ${2 ** k.bit}::bigint <> 0 AND ${hotelAll}`
        : sql`p.all_ok AND ${hotelOthers(k.facet)} AND ${hotelKeySql(k)}`;
    counts.push(sql`count(*) FILTER (WHERE ${cond})::int AS ${sql.raw(k.column)}`);
  }
  for (const a of attrColumns) {
    counts.push(
      sql`count(*) FILTER (WHERE p.all_ok AND ${hotelAll} AND h.attrs_mask & ${2 ** a.bit}::bigint <> 0)::int AS ${sql.raw(a.column)}`,
    );
  }
  const row =
    (
      await db.rows<Record<string, number | string | null>>(sql`
    WITH h AS NOT MATERIALIZED (${candidatesSql(c)}),
    p AS (
      SELECT o.hotel_id, ${sql.join(perHotel, sql`, `)}
      -- NOT MATERIALIZED above: a CTE scan would keep PostgreSQL from a parallel scan of offers.
      FROM offers o WHERE ${c.probe.length ? sql.join(c.probe, sql` AND `) : sql`true`} AND o.hotel_id IN (SELECT id FROM h)
      GROUP BY o.hotel_id
    )
    SELECT ${sql.join(counts, sql`, `)} FROM p JOIN h ON h.id = p.hotel_id`)
    )[0] ?? {};
  return filtersResponse(row);
}

/** The answer from the counts by column (`facetKeys`, `attrColumns`), whichever path computed them. */
function filtersResponse(row: Record<string, number | string | null>): OfferFiltersResponse {
  const facets: OfferFiltersResponse['facets'] = {
    board: [],
    offerType: [],
    transport: [],
    departureCity: [],
    tourOperator: [],
    hotelAttributes: [],
    hotelStandard: [],
    hotelRating: [],
    maxRouteDurationFromAirport: [],
    durationDays: [],
  };
  const bucketed = new Set<FacetName>(['hotelStandard', 'hotelRating', 'maxRouteDurationFromAirport', 'durationDays']);
  for (const k of facetKeys) {
    const n = Number(row[k.column] ?? 0);
    if (n === 0 && !bucketed.has(k.facet)) continue;
    facets[k.facet].push({ value: k.facet === 'transport' ? (transportSlugs[k.value] ?? k.value) : k.value, count: n });
  }
  facets.hotelAttributes = attrColumns.map((a) => ({ value: a.slug, count: Number(row[a.column] ?? 0) }));
  for (const list of [facets.board, facets.offerType, facets.transport, facets.departureCity, facets.tourOperator]) {
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  const pmin = row.pmin === null || row.pmin === undefined ? null : zl(Number(row.pmin));
  const pmax = row.pmax === null || row.pmax === undefined ? null : zl(Number(row.pmax));
  return { total: Number(row.total ?? 0), priceMin: pmin, priceMax: pmax, facets };
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
