// The `filters` answer's counts, by column: what both search engines compute and how the answer
// is read back from them (docs/adr/0258-one-search-engine-interface.md).
import { sql, type SQL } from 'drizzle-orm';
import type { OfferFiltersResponse } from '@travel/contracts';
import { BOARDS } from '@travel/search-model/reference/boards';
import { DEPARTURE_POINTS } from '@travel/search-model/reference/departure-points';
import { HOTEL_ATTRIBUTES } from '@travel/search-model/reference/hotel-attributes';
import { OFFER_TYPES } from '@travel/search-model/reference/offer-types';
import { TOUR_OPERATORS } from '@travel/search-model/reference/tour-operators';
import { DURATION_BUCKETS, durationBucketRange } from '@travel/search-model/reference/search-options';
import { facetNames, type CompiledFilters, type FacetName } from './filters';
import type { offerFacetNames } from './offer-index';
import { zl } from './offers';

/** Offer transport codes as the transport filter's values. */
const transportSlugs: Record<string, string> = { F: 'samolot', BU: 'autokar', W: 'wlasny' };

const standardBuckets = [50, 40, 30];

const ratingBuckets = [5, 4, 3];

const airportBuckets = [30, 60, 90];

/** The listing's stay-length buckets as night ranges (a stay of d days has d - 1 nights, as the request sends it). */
const durationBuckets: [string, number, number][] = DURATION_BUCKETS.flatMap((bucket) => {
  const days = durationBucketRange(bucket);
  return days === null ? [] : [[bucket, days.from - 1, days.to - 1] as [string, number, number]];
});

/** The offer-level facets in `offerFacetNames` order (offer-index.ts): the bit of a fail mask is the position here. */
export const bitFacets: { name: (typeof offerFacetNames)[number]; values: readonly string[]; code: SQL }[] = [
  { name: 'board', values: BOARDS.map((b) => b.slug), code: sql`o.board` },
  { name: 'offerType', values: OFFER_TYPES.map((t) => t.slug), code: sql`o.offer_type` },
  { name: 'transport', values: ['F', 'BU', 'W'], code: sql`o.transport` },
  { name: 'departureCity', values: DEPARTURE_POINTS.map((c) => c.slug), code: sql`o.departure_city` },
  { name: 'tourOperator', values: TOUR_OPERATORS.map((t) => t.slug), code: sql`o.tour_operator` },
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
export const durationPosition = (days: number) => durationBuckets.findIndex(([, a, b]) => days - 1 >= a && days - 1 <= b);

/** One count of the `filters` answer: the column it is computed into, and what it counts. */
export type FacetKey = { facet: FacetName; value: string; column: string } & (
  | { kind: 'bit'; facetIndex: number; bit: number }
  | { kind: 'hotel'; test: (h: Pick<CandidateHotel, 'standard' | 'rating' | 'transfer_minutes'>) => boolean }
);

export interface CandidateHotel {
  id: number;
  standard: number;
  rating: number | string;
  transfer_minutes: number;
  attrs_mask: number | string | bigint;
  [flag: `f_${string}`]: boolean;
}

export const facetKeys: FacetKey[] = (() => {
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
export function hotelKeySql(k: FacetKey): SQL {
  if (k.facet === 'hotelStandard') return sql`h.standard >= ${Number(k.value)}::int`;
  if (k.facet === 'hotelRating') return sql`h.rating >= ${Number(k.value)}::float8`;
  return sql`h.transfer_minutes <= ${Number(k.value)}::int`;
}

export const attrColumns = HOTEL_ATTRIBUTES.map((a, bit) => ({ slug: a.slug, column: `a${bit}`, bit }));

export const hasAttribute = (mask: number, bit: number) => Math.floor(mask / 2 ** bit) % 2 === 1;

/** The hotels the `filters` call counts (non-facet hotel conditions), with a flag per chosen hotel-level facet. */
export function candidatesSql(c: CompiledFilters): SQL {
  const hotelFacetNames = facetNames.filter((n) => c.hotelFacets[n]);
  const hotelFlags = hotelFacetNames.map((n) => sql`(${c.hotelFacets[n] as SQL}) AS ${sql.raw(`f_${n}`)}`);
  return sql`SELECT h.id, h.standard, h.rating, h.transfer_minutes, h.attrs_mask${hotelFlags.length ? sql`, ${sql.join(hotelFlags, sql`, `)}` : sql``}
    FROM hotels h WHERE ${c.hotel.length ? sql.join(c.hotel, sql` AND `) : sql`true`}`;
}

/** The answer from the counts by column (`facetKeys`, `attrColumns`), whichever path computed them. */
export function filtersResponse(row: Record<string, number | string | null>): OfferFiltersResponse {
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

export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
