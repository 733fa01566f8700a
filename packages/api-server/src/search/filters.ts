import { sql, type SQL } from 'drizzle-orm';
import { countParty, type OfferFilters, type OfferSort, type PartyCount } from '@travel/contracts';
import type { Database } from '../db/connection';
import { addDays, daysBetween } from '../lib/dates';
import { HOTEL_ATTRIBUTES } from '@travel/search-model/reference/hotel-attributes';
import { emptyHotelSpec, type HotelSpec } from './hotel-rows';

export type Party = PartyCount;

/** The party as prices count it (contracts' `countParty`: a child under one on the day is an infant). */
export function partyOf(adults: number | undefined, childBirthDates: readonly string[] | undefined, onDay: string): Party {
  return countParty(adults, childBirthDates, onDay);
}

/** The party's price of an offer row (grosze), as SQL over `offers o`. */
export function totalPriceSql(p: Party): SQL {
  return sql`(o.price_adult * ${p.adults}::int + o.price_child * ${p.children}::int + o.price_infant * ${p.infants}::int)`;
}

/**
 * Categories whose slug alone narrows the offers (ADR 0040): exotic countries, one offer type, or own
 * transport; other categories arrive as explicit filters. The search compiles them to SQL, the
 * offer index and the location figures read them as values.
 */
export const categoryRules: Readonly<Record<string, { exotic?: true; offerType?: string; transport?: string }>> = {
  egzotyka: { exotic: true },
  rejsy: { offerType: 'rejs' },
  narty: { offerType: 'narty' },
  sylwester: { offerType: 'sylwester' },
  'city-break': { offerType: 'city-break' },
  zwiedzanie: { offerType: 'wycieczka-objazdowa' },
  'wycieczki-objazdowe': { offerType: 'wycieczka-objazdowa' },
  'dojazd-wlasny': { transport: 'W' },
};

/** The category rule of a slug, if it has one of its own. */
export function categoryRuleOf(category: string | undefined) {
  return category !== undefined && Object.hasOwn(categoryRules, category) ? categoryRules[category] : undefined;
}

/** An offer in an exotic country (the egzotyka rule), as SQL over `offers o`. */
export const exoticOfferSql = sql`o.location_ids && (SELECT coalesce(array_agg(id), '{}') FROM locations WHERE exotic AND kind = 'country')`;

export const facetNames = [
  'board',
  'offerType',
  'transport',
  'departureCity',
  'tourOperator',
  'hotelStandard',
  'hotelRating',
  'maxRouteDurationFromAirport',
  'durationDays',
] as const;
export type FacetName = (typeof facetNames)[number];

export interface CompiledFilters {
  /** Conditions that are not facets. */
  base: SQL[];
  /** The hotel-level conditions that are not facets, over `hotels h`. */
  hotel: SQL[];
  /** Offer-level facet choices checked against the hotels' offer sets (a hotel that never has them is out). */
  hotelSets: SQL[];
  /** The hotel-level facets (standard, rating, airport transfer) over `hotels h`. */
  hotelFacets: Partial<Record<FacetName, SQL>>;
  /** The offer-level conditions of the base (hotel-level ones are settled by `hotel`). */
  probe: SQL[];
  /** One condition per facet that has a value. */
  facets: Partial<Record<FacetName, SQL>>;
  party: Party;
  totalPrice: boolean;
  /** The departure window spans at most a month: few offers qualify, so scanning them beats probing every hotel. */
  narrowWindow: boolean;
  sort: OfferSort;
  /** The same offer-level conditions as plain values, for the in-memory offer index (offer-index.ts). */
  offer: OfferSpec;
  /** The hotel-level conditions (`hotel`, `hotelSets`, `hotelFacets`) as plain values, for the index's hotel rows (hotel-rows.ts). */
  hotelSpec: HotelSpec;
}

/**
 * The offer-level conditions of `probe` and `facets`, built beside each SQL condition so that the
 * in-memory index applies exactly what the SQL applies. Dates are yyyy-mm-dd, prices grosze.
 */
export interface OfferSpec {
  /** False when a condition has no in-memory form (a single offer's hash): the SQL answers. */
  indexable: boolean;
  departureFrom: string;
  departureTo: string[];
  returnTo: string[];
  seats: number;
  /** Category rules: `offer_type = …`, `transport = …`. */
  offerTypeIs: string[];
  transportIs: string[];
  airlineNot: string[];
  directFlight: boolean;
  /** Over the party price when `totalPrice`, else over price_adult. */
  priceFrom?: number;
  priceTo?: number;
  adultPriceTo?: number;
  /** Offer-level facets; `duration` in days (the column), both ends inclusive. */
  facets: {
    board?: string[];
    offerType?: string[];
    transport?: string[];
    departureCity?: string[];
    tourOperator?: string[];
    durationDays?: { from?: number; to?: number };
  };
}

const textList = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export function attributeMask(slugs: readonly string[]): number | null {
  let mask = 0;
  for (const s of slugs) {
    const bit = HOTEL_ATTRIBUTES.findIndex((a) => a.slug === s);
    if (bit < 0) return null;
    mask += 2 ** bit;
  }
  return mask;
}

/** Turns validated filters into SQL conditions over `offers o`. */
export async function compileFilters(db: Database, f: OfferFilters, today: string): Promise<CompiledFilters> {
  const base: SQL[] = [];
  const hotel: SQL[] = [];
  const probe: SQL[] = [];
  const hotelFacets: CompiledFilters['hotelFacets'] = {};
  const hotelSets: SQL[] = [];
  /** An offer-level condition: part of the base and of the per-hotel probe. */
  const offer = (cond: SQL) => {
    base.push(cond);
    probe.push(cond);
  };
  const facets: CompiledFilters['facets'] = {};
  const party = partyOf(f.adults, f.children, today);
  const totalPrice = f.totalPrice ?? true;
  const tomorrow = addDays(today, 1);
  const departureFrom = f.departureDateFrom && f.departureDateFrom > tomorrow ? f.departureDateFrom : tomorrow;
  const spec: OfferSpec = {
    indexable: true,
    departureFrom: f.dateFrom && f.dateFrom > departureFrom ? f.dateFrom : departureFrom,
    departureTo: [],
    returnTo: [],
    seats: party.adults + party.children,
    offerTypeIs: [],
    transportIs: [],
    airlineNot: [],
    directFlight: false,
    facets: {},
  };
  const hs = emptyHotelSpec();
  offer(sql`o.departure_date >= ${departureFrom}::date`);
  if (f.departureDateTo) {
    offer(sql`o.departure_date <= ${f.departureDateTo}::date`);
    spec.departureTo.push(f.departureDateTo);
  }
  if (f.dateFrom) offer(sql`o.departure_date >= ${f.dateFrom}::date`);
  if (f.dateTo) {
    offer(sql`o.return_date <= ${f.dateTo}::date`);
    spec.returnTo.push(f.dateTo);
  }
  // Seats are needed for every traveller except infants.
  offer(sql`o.places_left >= ${spec.seats}::int`);

  if (f.destinations?.length) {
    const rows = await db.rows<{ id: number }>(
      sql`SELECT id FROM locations WHERE slug = ANY(${textList(f.destinations)}) OR path = ANY(${textList(f.destinations)})`,
    );
    const ids = rows.map((r) => r.id);
    const idList = sql`ARRAY[${sql.join(
      ids.map((i) => sql`${i}::int`),
      sql`, `,
    )}]`;
    base.push(ids.length ? sql`o.location_ids && ${idList}` : sql`false`);
    hotel.push(ids.length ? sql`h.location_id IN (SELECT id FROM locations WHERE ancestor_ids && ${idList})` : sql`false`);
    hs.locationIds = ids.map(Number);
  }
  if (f.hotels?.length) {
    base.push(sql`o.hotel_id IN (SELECT id FROM hotels WHERE slug = ANY(${textList(f.hotels)}))`);
    hotel.push(sql`h.slug = ANY(${textList(f.hotels)})`);
    hs.slugs = [...f.hotels];
  }
  if (f.offer) {
    offer(sql`o.hash = ${f.offer}`);
    spec.indexable = false;
  }
  const categoryRule = categoryRuleOf(f.category);
  if (categoryRule?.exotic) {
    base.push(exoticOfferSql);
    hotel.push(sql`h.location_id IN (SELECT id FROM locations WHERE exotic)`);
    hs.exotic = true;
  }
  if (categoryRule?.offerType !== undefined) {
    offer(sql`o.offer_type = ${categoryRule.offerType}`);
    spec.offerTypeIs.push(categoryRule.offerType);
  }
  if (categoryRule?.transport !== undefined) {
    offer(sql`o.transport = ${categoryRule.transport}`);
    spec.transportIs.push(categoryRule.transport);
  }
  if (f.hotelAttributes?.length) {
    const mask = attributeMask(f.hotelAttributes);
    base.push(mask === null ? sql`false` : sql`(o.hotel_attrs & ${mask}::bigint) = ${mask}::bigint`);
    hotel.push(mask === null ? sql`false` : sql`(h.attrs_mask & ${mask}::bigint) = ${mask}::bigint`);
    hs.attrsMask = mask;
  }
  if (f.maxDistanceFromBeach !== undefined) {
    base.push(sql`o.beach_distance <= ${f.maxDistanceFromBeach}::int`);
    hotel.push(sql`h.beach_distance <= ${f.maxDistanceFromBeach}::int`);
    hs.maxBeach = f.maxDistanceFromBeach;
  }
  if (f.airlines === 'bez-low-costow') {
    offer(sql`o.airline <> 'lowcost'`);
    spec.airlineNot.push('lowcost');
  }
  if (f.airlines === 'bez-czarterow') {
    offer(sql`o.airline <> 'charter'`);
    spec.airlineNot.push('charter');
  }
  if (f.directFlight === true) {
    offer(sql`o.direct_flight`);
    spec.directFlight = true;
  }
  if (f.geoLatNorth !== undefined && f.geoLatSouth !== undefined) {
    base.push(sql`o.lat BETWEEN ${f.geoLatSouth}::float8 AND ${f.geoLatNorth}::float8`);
    hotel.push(sql`h.lat BETWEEN ${f.geoLatSouth}::float8 AND ${f.geoLatNorth}::float8`);
    hs.lat = { south: f.geoLatSouth, north: f.geoLatNorth };
  }
  if (f.geoLngWest !== undefined && f.geoLngEast !== undefined) {
    const lng = (col: SQL) =>
      f.geoLngWest! <= f.geoLngEast!
        ? sql`${col} BETWEEN ${f.geoLngWest}::float8 AND ${f.geoLngEast}::float8`
        : sql`(${col} >= ${f.geoLngWest}::float8 OR ${col} <= ${f.geoLngEast}::float8)`;
    base.push(lng(sql`o.lng`));
    hotel.push(lng(sql`h.lng`));
    hs.lng = { west: f.geoLngWest, east: f.geoLngEast };
  }
  if (f.priceRange) {
    const price = totalPrice ? totalPriceSql(party) : sql`o.price_adult`;
    if (f.priceRange.from !== undefined) {
      spec.priceFrom = Math.round(f.priceRange.from * 100);
      offer(sql`${price} >= ${spec.priceFrom}::int`);
    }
    // A 'to' at or above the maximum price means no upper limit (docs/product/validation-and-display.md).
    if (f.priceRange.to !== undefined && f.priceRange.to < 999_999) {
      spec.priceTo = Math.round(f.priceRange.to * 100);
      offer(sql`${price} <= ${spec.priceTo}::bigint`);
      // Implied by the party price (every adult pays at least price_adult) and sargable: the probe can
      // range-scan (hotel_id, price_adult) instead of walking all of a hotel's offers.
      if (totalPrice) {
        spec.adultPriceTo = Math.floor((f.priceRange.to * 100) / party.adults);
        offer(sql`o.price_adult <= ${spec.adultPriceTo}::int`);
      }
    }
  }

  // Each offer-level choice also rules out hotels whose offers never carry it (hotels' offer sets).
  if (f.board?.length) {
    facets.board = sql`o.board = ANY(${textList(f.board)})`;
    spec.facets.board = [...f.board];
    hotelSets.push(sql`h.offer_boards && ${textList(f.board)}`);
    hs.sets.offer_boards = [...f.board];
  }
  if (f.offerType?.length) {
    facets.offerType = sql`o.offer_type = ANY(${textList(f.offerType)})`;
    spec.facets.offerType = [...f.offerType];
    hotelSets.push(sql`h.offer_types && ${textList(f.offerType)}`);
    hs.sets.offer_types = [...f.offerType];
  }
  if (f.departureCity?.length && f.transport !== 'wlasny') {
    facets.departureCity = sql`o.departure_city = ANY(${textList(f.departureCity)})`;
    spec.facets.departureCity = [...f.departureCity];
    hotelSets.push(sql`h.departure_cities && ${textList(f.departureCity)}`);
    hs.sets.departure_cities = [...f.departureCity];
  }
  if (f.tourOperator?.length) {
    facets.tourOperator = sql`o.tour_operator = ANY(${textList(f.tourOperator)})`;
    spec.facets.tourOperator = [...f.tourOperator];
    hotelSets.push(sql`h.tour_operators && ${textList(f.tourOperator)}`);
    hs.sets.tour_operators = [...f.tourOperator];
  }
  const transport = transportCondition(f.transport);
  if (transport) {
    facets.transport = transport;
    spec.facets.transport = transportCodes(f.transport);
    hotelSets.push(sql`h.transports && ${textList(spec.facets.transport)}`);
    hs.sets.transports = [...spec.facets.transport];
  }
  if (f.hotelStandard) {
    facets.hotelStandard = rangeSql(sql`o.hotel_standard`, f.hotelStandard, 'int');
    hotelFacets.hotelStandard = rangeSql(sql`h.standard`, f.hotelStandard, 'int');
    hs.facets.hotelStandard = rangeOf(f.hotelStandard, 'int');
  }
  if (f.hotelRating) {
    facets.hotelRating = rangeSql(sql`o.hotel_rating`, f.hotelRating);
    hotelFacets.hotelRating = rangeSql(sql`h.rating`, f.hotelRating);
    hs.facets.hotelRating = rangeOf(f.hotelRating, 'numeric');
  }
  if (f.maxRouteDurationFromAirport !== undefined) {
    facets.maxRouteDurationFromAirport = sql`o.transfer_minutes <= ${f.maxRouteDurationFromAirport}::int`;
    hotelFacets.maxRouteDurationFromAirport = sql`h.transfer_minutes <= ${f.maxRouteDurationFromAirport}::int`;
    hs.facets.maxRouteDurationFromAirport = f.maxRouteDurationFromAirport;
  }
  // Nights on the wire, days in the table: shift the bounds, not the column, so its statistics apply.
  if (f.durationDays) {
    const days = {
      from: f.durationDays.from === undefined ? undefined : f.durationDays.from + 1,
      to: f.durationDays.to === undefined ? undefined : f.durationDays.to + 1,
    };
    facets.durationDays = rangeSql(sql`o.duration_days`, days, 'int');
    spec.facets.durationDays = {
      ...(days.from !== undefined ? { from: Math.ceil(days.from) } : {}),
      ...(days.to !== undefined ? { to: Math.floor(days.to) } : {}),
    };
  }

  const windowStart = [tomorrow, f.departureDateFrom, f.dateFrom]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1) as string;
  const windowEnd = [f.departureDateTo, f.dateTo].filter((d): d is string => Boolean(d)).sort()[0];
  const narrowWindow = windowEnd !== undefined && daysBetween(windowStart, windowEnd) <= 31;
  return {
    base,
    hotel,
    hotelFacets,
    hotelSets,
    probe,
    facets,
    party,
    totalPrice,
    narrowWindow,
    sort: f.sortBy ?? 'cena',
    offer: spec,
    hotelSpec: hs,
  };
}

/** The offers' transport codes each `transport` value of a search accepts. */
const transportCodesByFilter: Readonly<Record<string, readonly string[]>> = {
  samolot: ['F'],
  autokar: ['BU'],
  'samolot-lub-autokar': ['F', 'BU'],
  wlasny: ['W'],
};

/** The transport codes a search's `transport` accepts (none for no or an unknown value). */
export function transportCodes(t: string | undefined): string[] {
  return t !== undefined && Object.hasOwn(transportCodesByFilter, t) ? [...(transportCodesByFilter[t] ?? [])] : [];
}

export function transportCondition(t: string | undefined): SQL | undefined {
  const codes = transportCodes(t);
  return codes.length ? sql`o.transport = ANY(${textList(codes)})` : undefined;
}

/** The bounds `rangeSql` compares with, as plain values. */
function rangeOf(r: { from?: number | undefined; to?: number | undefined }, type: 'int' | 'numeric'): { from?: number; to?: number } {
  const out: { from?: number; to?: number } = {};
  if (r.from !== undefined) out.from = type === 'int' ? Math.ceil(r.from) : r.from;
  if (r.to !== undefined) out.to = type === 'int' ? Math.floor(r.to) : r.to;
  return out;
}

function rangeSql(column: SQL, r: { from?: number | undefined; to?: number | undefined }, type: 'int' | 'numeric' = 'numeric'): SQL {
  // The bound's type matches the column's, so the planner uses the column statistics and indexes.
  const cast = sql.raw(type);
  const parts: SQL[] = [];
  if (r.from !== undefined) parts.push(sql`${column} >= ${type === 'int' ? Math.ceil(r.from) : r.from}::${cast}`);
  if (r.to !== undefined) parts.push(sql`${column} <= ${type === 'int' ? Math.floor(r.to) : r.to}::${cast}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

export function whereOf(c: CompiledFilters, except?: FacetName): SQL {
  const parts = [
    ...c.base,
    ...Object.entries(c.facets)
      .filter(([k]) => k !== except)
      .map(([, v]) => v as SQL),
  ];
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** ORDER BY keys of the sort, for a row set exposing total, departure_date, discount_pct, is_hit, hotel_*. */
export function sortKeys(sort: OfferSort, prefix: string): SQL {
  const p = sql.raw(prefix);
  switch (sort) {
    case 'popularnosc':
      return sql`${p}hotel_popularity DESC, ${p}total ASC`;
    case 'ocena':
      return sql`${p}hotel_rating DESC, ${p}total ASC`;
    case 'termin':
      return sql`${p}departure_date ASC, ${p}total ASC`;
    case 'rabat':
      return sql`${p}discount_pct DESC, ${p}total ASC`;
    case 'hity':
      return sql`${p}is_hit DESC, ${p}total ASC`;
    default:
      return sql`${p}total ASC`;
  }
}

/** Every hotel-level condition (facets included) over `hotels h`: the candidate hotels. */
export function hotelWhereOf(c: CompiledFilters): SQL {
  const parts = [...c.hotel, ...c.hotelSets, ...Object.values(c.hotelFacets)];
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** Within one hotel, the order that picks its best offer; index-friendly when the party has no children. */
export function withinHotelOrder(c: CompiledFilters): SQL {
  const price = c.party.children + c.party.infants === 0 ? sql`o.price_adult` : totalPriceSql(c.party);
  switch (c.sort) {
    case 'termin':
      return sql`o.departure_date, ${price}, o.id`;
    case 'rabat':
      return sql`o.discount_pct DESC, ${price}, o.id`;
    case 'hity':
      return sql`o.is_hit DESC, ${price}, o.id`;
    default:
      return sql`${price}, o.id`;
  }
}

export const hotelLevelFacets = new Set<FacetName>(['hotelStandard', 'hotelRating', 'maxRouteDurationFromAirport']);

/** The conditions a per-hotel probe needs once the hotel itself passed `hotelWhereOf`. */
export function probeWhereOf(c: CompiledFilters): SQL {
  const parts = [
    ...c.probe,
    ...Object.entries(c.facets)
      .filter(([k]) => !hotelLevelFacets.has(k as FacetName))
      .map(([, v]) => v as SQL),
  ];
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}
