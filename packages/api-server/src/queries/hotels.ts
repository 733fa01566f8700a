import { sql, type SQL } from 'drizzle-orm';
import type { HotelDetail, Opinion } from '@travel/contracts';
import type { HotelSort } from '@travel/contracts/api/reference-values';
import type { Database } from '../db/connection';
import { allLocations, locationColumns, toLocationRef, type LocationRow } from '../lib/locations';
import { attributeMask } from '../search/filters';
import { zl } from '../search/offers';
import { meanRating } from '../hotels/mean-rating';

interface OpinionRow {
  id: number;
  hotel_id: number;
  source: 'ft' | 'hc';
  author: string;
  rating: number;
  created_at: string;
  title: string;
  pros: string;
  cons: string;
  descriptions: Record<string, string>;
  ratings: Record<string, number>;
  recommended_for: string;
  photos: string[] | null;
  verified_stay: boolean;
}
const opinionColumns = sql`p.id, p.hotel_id, p.source, p.author, p.rating::float8 AS rating, p.created_at::text AS created_at, p.title,
  p.pros, p.cons, p.descriptions, p.ratings, p.recommended_for, p.photos, p.verified_stay`;
const toOpinion = (r: OpinionRow): Opinion => ({
  id: r.id,
  hotelId: r.hotel_id,
  source: r.source,
  author: r.author,
  rating: r.rating,
  createdAt: r.created_at,
  title: r.title,
  pros: r.pros,
  cons: r.cons,
  descriptions: r.descriptions,
  ratings: r.ratings,
  recommendedFor: r.recommended_for,
  verifiedStay: r.verified_stay,
  // Photos of a guest's review published in this shop (docs/adr/0185-hotel-reviews.md).
  ...(r.photos?.length ? { photos: r.photos } : {}),
});

export type OpinionSource = 'ft' | 'hc';
export type OpinionOrder = 'newest' | 'oldest' | 'highest' | 'lowest';
const opinionOrders: Record<OpinionOrder, SQL> = {
  newest: sql`p.created_at DESC`,
  oldest: sql`p.created_at ASC`,
  highest: sql`p.rating DESC`,
  lowest: sql`p.rating ASC`,
};

export async function hotelExists(db: Database, hotelId: number): Promise<boolean> {
  const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels WHERE id = ${hotelId}::int`);
  return (rows[0]?.n ?? 0) > 0;
}

/** A hotel's questions and answers, in their order. */
export async function hotelFaq(db: Database, hotelId: number) {
  return db.rows<{ question: string; answer: string }>(
    sql`SELECT question, answer FROM faq WHERE hotel_id = ${hotelId}::int ORDER BY position`,
  );
}

/** Featured opinions of every hotel, newest (or best) first, with their hotel's name and slug. */
export async function featuredOpinions(db: Database, sortBy: 'newest' | 'rating', limit: number) {
  const order = sortBy === 'rating' ? sql`p.rating DESC, p.created_at DESC, p.id` : sql`p.created_at DESC, p.id`;
  const rows = await db.rows<OpinionRow & { hotel_name: string; hotel_slug: string }>(sql`
    SELECT ${opinionColumns}, h.name AS hotel_name, h.slug AS hotel_slug
    FROM opinions p JOIN hotels h ON h.id = p.hotel_id WHERE p.featured ORDER BY ${order} LIMIT ${limit}::int`);
  return rows.map((r) => ({ ...toOpinion(r), hotelName: r.hotel_name, hotelSlug: r.hotel_slug }));
}

/** The newest opinions of one source (ft: our customers, hc: HolidayCheck). */
export async function latestOpinionsFrom(db: Database, hotelId: number, source: OpinionSource, limit: number): Promise<Opinion[]> {
  const rows = await db.rows<OpinionRow>(
    sql`SELECT ${opinionColumns} FROM opinions p WHERE p.hotel_id = ${hotelId}::int AND p.source = ${source}
      ORDER BY p.created_at DESC, p.id LIMIT ${limit}::int`,
  );
  return rows.map(toOpinion);
}

/** One page of a hotel's opinions and how many it has. */
export async function opinionsPage(db: Database, hotelId: number, page: { sortBy: OpinionOrder; limit: number; offset: number }) {
  const rows = await db.rows<OpinionRow>(sql`SELECT ${opinionColumns} FROM opinions p WHERE p.hotel_id = ${hotelId}::int
    ORDER BY ${opinionOrders[page.sortBy]}, p.id LIMIT ${page.limit}::int OFFSET ${page.offset}::int`);
  const total = (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM opinions WHERE hotel_id = ${hotelId}::int`))[0]?.n ?? 0;
  return { items: rows.map(toOpinion), total };
}

export interface OpinionSummary {
  ratingValue: number | null;
  reviewCount: number;
  ratingDistribution: Record<string, number>;
  categoryRatings: Record<string, number>;
}

/** Average, distribution over 1-6 and per-category averages of a hotel's opinions (of one source). */
export async function opinionSummary(db: Database, hotelId: number, source?: OpinionSource): Promise<OpinionSummary> {
  const rows = await db.rows<{ rating: number; ratings: Record<string, number> }>(sql`
    SELECT rating::float8 AS rating, ratings FROM opinions WHERE hotel_id = ${hotelId}::int ${source ? sql`AND source = ${source}` : sql``}`);
  const distribution: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  const categories: Record<string, number[]> = {};
  for (const r of rows) {
    const bucket = String(Math.min(6, Math.max(1, Math.floor(r.rating))));
    distribution[bucket] = (distribution[bucket] ?? 0) + 1;
    for (const [key, value] of Object.entries(r.ratings)) (categories[key] ??= []).push(value);
  }
  return {
    ratingValue: meanRating(rows.map((r) => r.rating)),
    reviewCount: rows.length,
    ratingDistribution: distribution,
    categoryRatings: Object.fromEntries(Object.entries(categories).map(([k, values]) => [k, meanRating(values) ?? 0])),
  };
}

interface HotelRow {
  id: number;
  slug: string;
  name: string;
  standard: number;
  rating: number;
  review_count: number;
  photos: string[];
  attributes: string[];
  location_id: number;
  description: string;
  location_text: string;
  accommodation_type: string;
  beach_type: string;
  beach_distance: number;
  transfer_minutes: number;
  boards: string[];
  rooms: { code: string; name: string }[];
  lat: number;
  lng: number;
  recommended_for: string[];
  category_ratings: Record<string, number>;
  price_from: number | null;
}
const hotelColumns = sql`h.id, h.slug, h.name, h.standard, h.rating::float8 AS rating, h.review_count, h.photos, h.attributes,
  h.location_id, h.description, h.location_text, h.accommodation_type, h.beach_type, h.beach_distance, h.transfer_minutes,
  h.boards, h.rooms, h.lat, h.lng, h.recommended_for, h.category_ratings`;
/** The lowest adult price of the hotel's offers departing after `today`. */
const priceFrom = (today: string) =>
  sql`(SELECT min(o.price_adult) FROM offers o WHERE o.hotel_id = h.id AND o.departure_date > ${today}::date)::int AS price_from`;

const toCard = (h: HotelRow, locations: ReadonlyMap<number, LocationRow>) => ({
  id: h.id,
  slug: h.slug,
  name: h.name,
  standard: h.standard / 10,
  rating: h.review_count > 0 ? h.rating : null,
  reviewCount: h.review_count,
  photo: h.photos[0] ?? '',
  location: toLocationRef(locations.get(h.location_id) as LocationRow),
  attributes: h.attributes,
  priceFrom: h.price_from === null ? null : zl(h.price_from),
});

/** Every location by id, for cards and breadcrumbs. */
async function locationsById(db: Database): Promise<Map<number, LocationRow>> {
  return new Map((await allLocations(db)).map((l) => [l.id, l]));
}

/** A hotel's page data (by id or slug), with its price from today and its location trail; undefined when unknown. */
export async function hotelDetails(db: Database, key: { id: number } | { slug: string }, today: string): Promise<HotelDetail | undefined> {
  const where = 'id' in key ? sql`h.id = ${key.id}::int` : sql`h.slug = ${key.slug}`;
  const h = (await db.rows<HotelRow>(sql`SELECT ${hotelColumns}, ${priceFrom(today)} FROM hotels h WHERE ${where}`))[0];
  if (!h) return undefined;
  const locations = await locationsById(db);
  const location = locations.get(h.location_id) as LocationRow;
  return {
    ...toCard(h, locations),
    description: h.description,
    locationText: h.location_text,
    accommodationType: h.accommodation_type,
    beachType: h.beach_type,
    beachDistance: h.beach_distance,
    transferMinutes: h.transfer_minutes,
    boards: h.boards,
    rooms: h.rooms,
    photos: h.photos,
    lat: h.lat,
    lng: h.lng,
    recommendedFor: h.recommended_for,
    categoryRatings: h.category_ratings,
    breadcrumbs: location.ancestor_ids.map((id) => toLocationRef(locations.get(id) as LocationRow)),
  };
}

/** The facts of a hotel's extra-info boxes, raw; undefined when the hotel is unknown. */
export async function hotelFacts(db: Database, hotelId: number) {
  const h = (
    await db.rows<
      Pick<
        HotelRow,
        | 'id'
        | 'attributes'
        | 'beach_distance'
        | 'beach_type'
        | 'transfer_minutes'
        | 'accommodation_type'
        | 'location_text'
        | 'recommended_for'
      >
    >(
      sql`SELECT h.id, h.attributes, h.beach_distance, h.beach_type, h.transfer_minutes, h.accommodation_type, h.location_text,
          h.recommended_for
        FROM hotels h WHERE h.id = ${hotelId}::int`,
    )
  )[0];
  if (!h) return undefined;
  return {
    id: h.id,
    attributes: h.attributes,
    beachDistance: h.beach_distance,
    beachType: h.beach_type,
    transferMinutes: h.transfer_minutes,
    accommodationType: h.accommodation_type,
    locationText: h.location_text,
    recommendedFor: h.recommended_for,
  };
}

export interface HotelFilter {
  /** Hotels in this location or below it. */
  locationId: number;
  hotelAttribute?: string[] | undefined;
  hotelRating?: { from?: number | undefined; to?: number | undefined } | undefined;
  hotelStandard?: { from?: number | undefined; to?: number | undefined } | undefined;
  hotelRecommendedFor?: string[] | undefined;
}
const hotelOrders: Record<HotelSort, SQL> = {
  popularnosc: sql`h.popularity DESC`,
  ocena: sql`h.rating DESC`,
  standard: sql`h.standard DESC`,
  nazwa: sql`h.name ASC`,
  cena: sql`price_from ASC NULLS LAST`,
};

function hotelConditions(filter: HotelFilter): SQL {
  const conditions: SQL[] = [sql`h.location_id IN (SELECT id FROM locations WHERE ${filter.locationId}::int = ANY(ancestor_ids))`];
  if (filter.hotelAttribute?.length) {
    const mask = attributeMask(filter.hotelAttribute);
    conditions.push(mask === null ? sql`false` : sql`(h.attrs_mask & ${mask}::bigint) = ${mask}::bigint`);
  }
  if (filter.hotelRating?.from !== undefined) conditions.push(sql`h.rating >= ${filter.hotelRating.from}::float8`);
  if (filter.hotelRating?.to !== undefined) conditions.push(sql`h.rating <= ${filter.hotelRating.to}::float8`);
  if (filter.hotelStandard?.from !== undefined) conditions.push(sql`h.standard >= ${filter.hotelStandard.from}::float8`);
  if (filter.hotelStandard?.to !== undefined) conditions.push(sql`h.standard <= ${filter.hotelStandard.to}::float8`);
  if (filter.hotelRecommendedFor?.length)
    conditions.push(
      sql`h.recommended_for && ARRAY[${sql.join(
        filter.hotelRecommendedFor.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`,
    );
  return sql.join(conditions, sql` AND `);
}

/** One page of the hotels under the filter, as cards, and how many there are. */
export async function listHotels(
  db: Database,
  filter: HotelFilter,
  page: { sortBy: HotelSort; limit: number; offset: number },
  today: string,
): Promise<{ hotels: ReturnType<typeof toCard>[]; total: number }> {
  const where = hotelConditions(filter);
  const rows = await db.rows<HotelRow & { total: number }>(sql`
    SELECT ${hotelColumns}, ${priceFrom(today)}, (count(*) OVER ())::int AS total FROM hotels h WHERE ${where}
    ORDER BY ${hotelOrders[page.sortBy]}, h.id LIMIT ${page.limit}::int OFFSET ${page.offset}::int`);
  const locations = await locationsById(db);
  // A page past the end has no row to carry the window count.
  const total = rows[0]?.total ?? (await countHotelsIn(db, filter));
  return { hotels: rows.map((h) => toCard(h, locations)), total };
}

export async function countHotelsIn(db: Database, filter: HotelFilter): Promise<number> {
  return (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels h WHERE ${hotelConditions(filter)}`))[0]?.n ?? 0;
}

/** How many hotels each location holds, itself and below. */
export async function hotelCountsByLocation(db: Database): Promise<Map<number, number>> {
  const rows = await db.rows<{ id: number; n: number }>(sql`
    SELECT unnest(l.ancestor_ids) AS id, count(*)::int AS n FROM hotels h JOIN locations l ON l.id = h.location_id GROUP BY 1`);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The first photo of each location's most popular hotel. */
export async function locationCoverPhotos(db: Database): Promise<Map<number, string>> {
  const rows = await db.rows<{ location_id: number; photo: string }>(sql`
    SELECT DISTINCT ON (location_id) location_id, photos->>0 AS photo FROM hotels ORDER BY location_id, popularity DESC`);
  return new Map(rows.map((p) => [p.location_id, p.photo]));
}

/** A country by its slug and its child regions, most popular first; undefined when unknown. */
export async function countryWithRegions(db: Database, slug: string) {
  const country = (await db.rows<LocationRow>(sql`SELECT ${locationColumns} FROM locations WHERE slug = ${slug} AND kind = 'country'`))[0];
  if (!country) return undefined;
  const regions = await db.rows<LocationRow>(
    sql`SELECT ${locationColumns} FROM locations WHERE parent_id = ${country.id}::int ORDER BY popularity DESC, id`,
  );
  return { country, regions };
}

/** Hotels whose name holds the text, most popular first. */
export async function hotelsNamed(db: Database, text: string, limit = 10) {
  return db.rows<{ id: number; name: string; slug: string; destination: string }>(sql`
    SELECT h.id, h.name, h.slug, l.name AS destination FROM hotels h JOIN locations l ON l.id = h.location_id
    WHERE lower(h.name) LIKE ${`%${text.toLowerCase()}%`} ORDER BY h.popularity DESC, h.id LIMIT ${limit}::int`);
}

/** A hotel's rooms (code and name); undefined when the hotel is unknown. */
export async function hotelRooms(db: Database, hotelId: number): Promise<{ code: string; name: string }[] | undefined> {
  const rows = await db.rows<{ rooms: { code: string; name: string }[] }>(sql`SELECT rooms FROM hotels WHERE id = ${hotelId}::int`);
  return rows[0]?.rooms;
}
