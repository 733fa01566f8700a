// The hotel-level columns every search condition and sort reads, kept with the in-memory offer
// index (docs/adr/0320-search-hotel-rows-and-cores.md): the index engine picks its candidate hotels
// from these instead of asking the database for ~1 500 hotel rows on every call. Loaded in the
// index's snapshot, so they hold the same data version as its offers (ADR 0190).
import { sql, type SQL } from 'drizzle-orm';
import type { FacetName } from './filters';

/** The offer sets of a hotel (migration 0005) a chosen offer-level facet is checked against. */
export const hotelSetColumns = ['offer_boards', 'offer_types', 'departure_cities', 'tour_operators', 'transports'] as const;
export type HotelSetColumn = (typeof hotelSetColumns)[number];

export interface HotelRow {
  id: number;
  slug: string;
  popularity: number;
  /** numeric(2,1) as float8 (what the SQL's sorts and bucket counts compare). */
  rating: number;
  standard: number;
  transfer_minutes: number;
  attrs_mask: number;
  beach_distance: number;
  lat: number;
  lng: number;
  /** The ancestors of the hotel's location (itself included), `locations.ancestor_ids`. */
  ancestor_ids: number[];
  exotic: boolean;
  offer_boards: string[];
  offer_types: string[];
  departure_cities: string[];
  tour_operators: string[];
  transports: string[];
}

/** The rows of `where` (over `hotels h`), one query. */
export const hotelRowsSql = (where: SQL) => sql`
  SELECT h.id, h.slug, h.popularity, h.rating::float8 AS rating, h.standard::int AS standard, h.transfer_minutes,
         h.attrs_mask::float8 AS attrs_mask, h.beach_distance, h.lat, h.lng, coalesce(l.ancestor_ids, '{}') AS ancestor_ids,
         coalesce(l.exotic, false) AS exotic, h.offer_boards, h.offer_types, h.departure_cities, h.tour_operators, h.transports
  FROM hotels h JOIN locations l ON l.id = h.location_id WHERE ${where}`;

/** Driver values to plain numbers (pg hands float8 as numbers, PGlite too; ints may come as strings from some drivers). */
export function toHotelRow(r: Record<string, unknown>): HotelRow {
  return {
    id: Number(r.id),
    slug: String(r.slug),
    popularity: Number(r.popularity),
    rating: Number(r.rating),
    standard: Number(r.standard),
    transfer_minutes: Number(r.transfer_minutes),
    attrs_mask: Number(r.attrs_mask),
    beach_distance: Number(r.beach_distance),
    lat: Number(r.lat),
    lng: Number(r.lng),
    ancestor_ids: ((r.ancestor_ids as unknown[]) ?? []).map(Number),
    exotic: r.exotic === true,
    offer_boards: (r.offer_boards as string[]) ?? [],
    offer_types: (r.offer_types as string[]) ?? [],
    departure_cities: (r.departure_cities as string[]) ?? [],
    tour_operators: (r.tour_operators as string[]) ?? [],
    transports: (r.transports as string[]) ?? [],
  };
}

/** A numeric range of a hotel-level facet, both ends inclusive (`rangeSql` of filters.ts). */
export interface Range {
  from?: number;
  to?: number;
}

/**
 * The hotel-level conditions of `compileFilters` as plain values, built beside each SQL condition
 * (`hotel`, `hotelSets`, `hotelFacets` of CompiledFilters), so that the index engine applies exactly
 * what the SQL applies.
 */
export interface HotelSpec {
  /** Destinations: the location ids the hotel's location must descend from (empty: nothing matches). */
  locationIds?: number[];
  slugs?: string[];
  exotic: boolean;
  /** Every bit must be set; null: an unknown attribute (nothing matches). */
  attrsMask?: number | null;
  maxBeach?: number;
  lat?: { south: number; north: number };
  lng?: { west: number; east: number };
  sets: Partial<Record<HotelSetColumn, string[]>>;
  facets: { hotelStandard?: Range; hotelRating?: Range; maxRouteDurationFromAirport?: number };
}

export const emptyHotelSpec = (): HotelSpec => ({ exotic: false, sets: {}, facets: {} });

const inRange = (v: number, r: Range) => (r.from === undefined || v >= r.from) && (r.to === undefined || v <= r.to);

const hasAllBits = (value: number, mask: number): boolean => {
  for (let bit = 0; 2 ** bit <= mask; bit++) {
    if (Math.floor(mask / 2 ** bit) % 2 === 1 && Math.floor(value / 2 ** bit) % 2 !== 1) return false;
  }
  return true;
};

/** `c.hotel`: the hotel-level conditions that are not facets. */
export function hotelBaseOk(s: HotelSpec, h: HotelRow): boolean {
  if (s.locationIds && !h.ancestor_ids.some((id) => (s.locationIds as number[]).includes(id))) return false;
  if (s.slugs && !s.slugs.includes(h.slug)) return false;
  if (s.exotic && !h.exotic) return false;
  if (s.attrsMask !== undefined && (s.attrsMask === null || !hasAllBits(h.attrs_mask, s.attrsMask))) return false;
  if (s.maxBeach !== undefined && !(h.beach_distance <= s.maxBeach)) return false;
  if (s.lat && !(h.lat >= s.lat.south && h.lat <= s.lat.north)) return false;
  if (s.lng) {
    const { west, east } = s.lng;
    if (west <= east ? !(h.lng >= west && h.lng <= east) : !(h.lng >= west || h.lng <= east)) return false;
  }
  return true;
}

/** `c.hotelSets`: the hotel's offers carry at least one chosen value of each chosen offer-level facet. */
export function hotelSetsOk(s: HotelSpec, h: HotelRow): boolean {
  for (const column of hotelSetColumns) {
    const chosen = s.sets[column];
    if (chosen && !h[column].some((v) => chosen.includes(v))) return false;
  }
  return true;
}

/** Whether `h` passes the chosen hotel-level facet `name` (true when it is not chosen). */
export function hotelFacetOk(s: HotelSpec, name: FacetName, h: HotelRow): boolean {
  const f = s.facets;
  if (name === 'hotelStandard') return !f.hotelStandard || inRange(h.standard, f.hotelStandard);
  if (name === 'hotelRating') return !f.hotelRating || inRange(h.rating, f.hotelRating);
  if (name === 'maxRouteDurationFromAirport')
    return f.maxRouteDurationFromAirport === undefined || h.transfer_minutes <= f.maxRouteDurationFromAirport;
  return true;
}

/** `hotelWhereOf`: every hotel-level condition, facets included. */
export const hotelMatches = (s: HotelSpec, h: HotelRow): boolean =>
  hotelBaseOk(s, h) &&
  hotelSetsOk(s, h) &&
  hotelFacetOk(s, 'hotelStandard', h) &&
  hotelFacetOk(s, 'hotelRating', h) &&
  hotelFacetOk(s, 'maxRouteDurationFromAirport', h);
