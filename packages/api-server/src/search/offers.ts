import { sql, type SQL } from 'drizzle-orm';
import type { OfferFiltersResponse, OfferListItem } from '@travel/contracts';
import type { Database } from '../db/connection';
import { hotelAttributes } from '../seed/reference';
import {
  facetNames, sortKeys, totalPriceSql, whereOf, type CompiledFilters, type FacetName, type Party,
} from './filters';

export const zl = (grosze: number): number => Math.round(grosze) / 100;

interface OfferRow {
  id: number; hash: string; hotel_id: number; dep: string; ret: string; duration_days: number;
  departure_city: string | null; board: string; room_code: string; transport: string; offer_type: string;
  tour_operator: string; airline: string; direct_flight: boolean; flight_minutes: number; price_adult: number;
  price_child: number; price_infant: number; fees_per_person: number; regular_price_adult: number;
  lowest_price_30d_adult: number; discount_pct: number; is_hit: boolean; places_left: number; hotel_standard: number;
  hotel_rating: number; beach_distance: number; transfer_minutes: number; lat: number; lng: number;
  hotel_slug: string; hotel_name: string; review_count: number; photo: string; attributes: string[];
  rooms: { code: string; name: string }[]; loc_name: string; loc_path: string; loc_slug: string;
  loc_locative: string; country: string;
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
    lowestPrice30dPerPerson: zl(r.lowest_price_30d_adult),
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

export const offerColumns = sql`o.id, o.hash, o.hotel_id, o.departure_date::text AS dep, o.return_date::text AS ret,
  o.duration_days, o.departure_city, o.board, o.room_code, o.transport, o.offer_type, o.tour_operator, o.airline,
  o.direct_flight, o.flight_minutes, o.price_adult, o.price_child, o.price_infant, o.fees_per_person,
  o.regular_price_adult, o.lowest_price_30d_adult, o.discount_pct, o.is_hit, o.places_left, o.hotel_standard,
  o.hotel_rating::float8 AS hotel_rating, o.beach_distance, o.transfer_minutes, o.lat, o.lng,
  h.slug AS hotel_slug, h.name AS hotel_name, h.review_count, h.photos->>0 AS photo, h.attributes, h.rooms,
  l.name AS loc_name, l.path AS loc_path, l.slug AS loc_slug, l.name_locative AS loc_locative, c.name AS country`;

export const offerJoins = sql`FROM offers o JOIN hotels h ON h.id = o.hotel_id JOIN locations l ON l.id = h.location_id
  JOIN locations c ON c.id = l.ancestor_ids[2]`;

/** Full rows for the given offer ids, in the given order. */
export async function loadOffers(db: Database, ids: number[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.rows<OfferRow>(sql`SELECT ${offerColumns} ${offerJoins} WHERE o.id = ANY(ARRAY[${sql.join(ids.map((i) => sql`${i}::int`), sql`, `)}])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((i) => byId.get(i)).filter((r): r is OfferRow => r !== undefined);
}

export async function loadOfferByHash(db: Database, hash: string): Promise<OfferRow | undefined> {
  const rows = await db.rows<OfferRow>(sql`SELECT ${offerColumns} ${offerJoins} WHERE o.hash = ${hash}`);
  return rows[0];
}

/** The best offer of each matching hotel, in sort order, paged; `total` counts hotels. */
export async function listBestOffers(
  db: Database, c: CompiledFilters, limit: number, offset: number, extraWhere?: SQL,
): Promise<{ offers: OfferListItem[]; total: number }> {
  const where = extraWhere ? sql`${whereOf(c)} AND ${extraWhere}` : whereOf(c);
  const rows = await db.rows<{ id: number; offers_count: number; total_count: number }>(sql`
    WITH m AS (
      SELECT o.id, o.hotel_id, ${totalPriceSql(c.party)} AS total, o.departure_date, o.discount_pct, o.is_hit,
             o.hotel_rating, o.hotel_popularity
      FROM offers o WHERE ${where}
    ), best AS (
      SELECT DISTINCT ON (hotel_id) m.*, count(*) OVER (PARTITION BY hotel_id) AS offers_count
      FROM m ORDER BY hotel_id, ${sortKeys(c.sort, 'm.')}, m.id
    )
    SELECT id, offers_count::int AS offers_count, (count(*) OVER ())::int AS total_count
    FROM best ORDER BY ${sortKeys(c.sort, '')}, hotel_id
    LIMIT ${limit}::int OFFSET ${offset}::int`);
  let total = rows[0]?.total_count;
  if (total === undefined) total = offset > 0 ? await countHotels(db, c) : 0;
  const full = await loadOffers(db, rows.map((r) => r.id));
  const counts = new Map(rows.map((r) => [r.id, r.offers_count]));
  return { offers: full.map((r) => toListItem(r, c.party, counts.get(r.id) ?? 1)), total };
}

export async function countHotels(db: Database, c: CompiledFilters): Promise<number> {
  const rows = await db.rows<{ n: number }>(sql`SELECT count(DISTINCT o.hotel_id)::int AS n FROM offers o WHERE ${whereOf(c)}`);
  return rows[0]?.n ?? 0;
}

export async function mapListing(db: Database, c: CompiledFilters, limit = 500) {
  const rows = await db.rows<{
    hotel_id: number; slug: string; name: string; standard: number; rating: number; review_count: number; lat: number;
    lng: number; hash: string; price_adult: number; total: number; offers_count: number; total_count: number;
  }>(sql`
    WITH best AS (
      SELECT DISTINCT ON (o.hotel_id) o.hotel_id, o.hash, o.price_adult, ${totalPriceSql(c.party)} AS total,
             count(*) OVER (PARTITION BY o.hotel_id) AS offers_count
      FROM offers o WHERE ${whereOf(c)}
      ORDER BY o.hotel_id, total, o.id
    )
    SELECT b.hotel_id, h.slug, h.name, h.standard, h.rating::float8 AS rating, h.review_count, h.lat, h.lng, b.hash,
           b.price_adult, b.total::bigint AS total, b.offers_count::int AS offers_count, (count(*) OVER ())::int AS total_count
    FROM best b JOIN hotels h ON h.id = b.hotel_id
    ORDER BY b.total, b.hotel_id LIMIT ${limit}::int`);
  return {
    hotels: rows.map((r) => ({
      hotelId: r.hotel_id, hotelSlug: r.slug, hotelName: r.name, hotelStandard: r.standard / 10,
      hotelRating: r.review_count > 0 ? r.rating : null, lat: r.lat, lng: r.lng, hash: r.hash,
      pricePerPerson: zl(r.price_adult), priceTotal: zl(Number(r.total)), offersCount: r.offers_count,
    })),
    total: rows[0]?.total_count ?? 0,
  };
}

/** Offer transport codes as the transport filter's values. */
const transportSlugs: Record<string, string> = { F: 'samolot', BU: 'autokar', W: 'wlasny' };

const standardBuckets = [50, 40, 30];
const ratingBuckets = [5, 4, 3];
const airportBuckets = [30, 60, 90];
const durationBuckets: [string, number, number][] = [['1-5', 0, 4], ['6-8', 5, 7], ['9-12', 8, 11], ['13-15', 12, 14], ['16+', 15, 60]];

/**
 * Live counts of every filter option in one statement: the matching offers are materialised once
 * (CTE `m`, every non-facet condition applied, each facet's own condition kept as a boolean column),
 * then each facet counts hotels with all the other facets applied, so choosing an option shows how
 * many hotels it would leave.
 */
export async function filterFacets(db: Database, c: CompiledFilters): Promise<OfferFiltersResponse> {
  const active = facetNames.filter((n) => c.facets[n]);
  const flag = (n: FacetName) => sql.raw(`f_${n}`);
  const others = (n: FacetName | null) => {
    const conds = active.filter((a) => a !== n).map((a) => sql`${flag(a)}`);
    return conds.length ? sql.join(conds, sql` AND `) : sql`true`;
  };
  const flagCols = active.length ? sql`, ${sql.join(active.map((a) => sql`(${c.facets[a] as SQL}) AS ${flag(a)}`), sql`, `)}` : sql``;
  const group = (n: FacetName, column: string) => sql`
    SELECT ${n}::text AS facet, ${sql.raw(column)}::text AS value, count(DISTINCT hotel_id)::int AS n
    FROM m WHERE ${others(n)} GROUP BY ${sql.raw(column)}`;
  const bucket = (n: FacetName, label: string, cond: SQL) => sql`
    SELECT ${n}::text AS facet, ${label}::text AS value, count(DISTINCT hotel_id)::int AS n FROM m WHERE ${others(n)} AND ${cond}`;
  const parts: SQL[] = [
    group('board', 'board'), group('offerType', 'offer_type'), group('transport', 'transport'),
    group('departureCity', 'departure_city'), group('tourOperator', 'tour_operator'),
    ...standardBuckets.map((s) => bucket('hotelStandard', String(s), sql`hotel_standard >= ${s}::int`)),
    ...ratingBuckets.map((s) => bucket('hotelRating', String(s), sql`hotel_rating >= ${s}::float8`)),
    ...airportBuckets.map((s) => bucket('maxRouteDurationFromAirport', String(s), sql`transfer_minutes <= ${s}::int`)),
    ...durationBuckets.map(([label, a, b]) => bucket('durationDays', label, sql`duration_days - 1 BETWEEN ${a}::int AND ${b}::int`)),
  ];
  const attrCounts = hotelAttributes.map((a, bit) => sql`count(*) FILTER (WHERE hotel_attrs & ${2 ** bit}::bigint <> 0)::int AS ${sql.raw(`a${bit}`)}`);
  const rows = await db.rows<{ facet: string; value: string | null; n: number }>(sql`
    WITH m AS MATERIALIZED (
      SELECT o.hotel_id, o.board, o.offer_type, o.transport, o.departure_city, o.tour_operator, o.hotel_standard,
             o.hotel_rating, o.transfer_minutes, o.duration_days, o.hotel_attrs, o.price_adult,
             ${c.totalPrice ? totalPriceSql(c.party) : sql`o.price_adult`} AS total ${flagCols}
      FROM offers o WHERE ${sql.join(c.base.length ? c.base : [sql`true`], sql` AND `)}
    ),
    hits AS (SELECT * FROM m WHERE ${others(null)}),
    hotels_hit AS (SELECT DISTINCT hotel_id, hotel_attrs FROM hits)
    ${sql.join(parts, sql` UNION ALL `)}
    UNION ALL SELECT 'total', NULL, count(DISTINCT hotel_id)::int FROM hits
    UNION ALL SELECT 'priceMin', NULL, min(total)::bigint::int FROM hits
    UNION ALL SELECT 'priceMax', NULL, max(total)::bigint::int FROM hits
    UNION ALL SELECT 'attrs', ${sql`(SELECT row_to_json(x)::text FROM (SELECT ${sql.join(attrCounts, sql`, `)} FROM hotels_hit) x)`}, 0`);
  const facets: OfferFiltersResponse['facets'] = {
    board: [], offerType: [], transport: [], departureCity: [], tourOperator: [], hotelAttributes: [], hotelStandard: [],
    hotelRating: [], maxRouteDurationFromAirport: [], durationDays: [],
  };
  let total = 0;
  let priceMin: number | null = null;
  let priceMax: number | null = null;
  for (const r of rows) {
    if (r.facet === 'total') total = r.n;
    else if (r.facet === 'priceMin') priceMin = r.n === null ? null : zl(r.n);
    else if (r.facet === 'priceMax') priceMax = r.n === null ? null : zl(r.n);
    else if (r.facet === 'attrs') {
      const counts = JSON.parse(r.value ?? '{}') as Record<string, number>;
      facets.hotelAttributes = hotelAttributes.map((a, bit) => ({ value: a.slug, count: counts[`a${bit}`] ?? 0 }));
    } else if (r.value !== null) {
      const list = facets[r.facet as FacetName];
      list.push({ value: r.facet === 'transport' ? (transportSlugs[r.value] ?? r.value) : r.value, count: r.n });
    }
  }
  for (const list of [facets.board, facets.offerType, facets.transport, facets.departureCity, facets.tourOperator]) {
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  return { total, priceMin, priceMax, facets };
}
