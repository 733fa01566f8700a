import { sql } from 'drizzle-orm';
import type { OfferFiltersResponse, OfferListItem } from '@travel/contracts';
import type { Database } from '../db/connection';
import { attrColumns, bitFacets, durationPosition, facetKeys, filtersResponse, hasAttribute, type FacetKey } from './facet-columns';
import { facetNames, totalPriceSql, type CompiledFilters, type FacetName } from './filters';
import { hotelBaseOk, hotelFacetOk, hotelMatches, type HotelRow } from './hotel-rows';
import {
  bestOffers,
  codedColumnOf,
  countMatchingHotels,
  facetRows,
  matcherOf,
  matchingOffers,
  type BestOffer,
  type OfferIndex,
} from './offer-index';
import { loadOffers, lowest30dSql, toListItem, toMapHotel, type MapListing, type MapRow } from './offers';
import type { SearchEngine } from './search-engine';

/**
 * The candidate hotels (every hotel-level condition, `hotelWhereOf`), in id order, from the hotel
 * rows kept with the index: no hotel query per call (docs/adr/0320-search-hotel-rows-and-cores.md).
 */
function candidateHotels(index: OfferIndex, c: CompiledFilters): HotelRow[] {
  const out: HotelRow[] = [];
  for (const h of index.hotelList) if (hotelMatches(c.hotelSpec, h)) out.push(h);
  return out;
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

/** The SQL engine's page from the in-memory offer index: the same page, total and counts. */
async function listBestOffers(
  db: Database,
  index: OfferIndex,
  c: CompiledFilters,
  limit: number,
  offset: number,
): Promise<{ offers: OfferListItem[]; total: number }> {
  const hotels = candidateHotels(index, c);
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

function countHotels(index: OfferIndex, c: CompiledFilters): number {
  const hotels = candidateHotels(index, c);
  return countMatchingHotels(
    index,
    matcherOf(index, c.offer, c.party, c.totalPrice),
    hotels.map((h) => h.id),
  );
}

async function mapListing(db: Database, index: OfferIndex, c: CompiledFilters, limit = 500): Promise<MapListing> {
  const hotels = candidateHotels(index, c);
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

/**
 * A landing page's filters (no chosen filter but a category and the party): the same answer for
 * every shopper until the data version changes, so computed once per index (per version).
 */
function landingKey(c: CompiledFilters): string | null {
  const o = c.offer;
  const h = c.hotelSpec;
  const plain =
    Object.keys(o.facets).length === 0 &&
    o.departureTo.length === 0 &&
    o.returnTo.length === 0 &&
    o.airlineNot.length === 0 &&
    !o.directFlight &&
    o.priceFrom === undefined &&
    o.priceTo === undefined &&
    o.adultPriceTo === undefined &&
    h.locationIds === undefined &&
    h.slugs === undefined &&
    h.attrsMask === undefined &&
    h.maxBeach === undefined &&
    h.lat === undefined &&
    h.lng === undefined &&
    Object.keys(h.sets).length === 0 &&
    Object.keys(h.facets).length === 0 &&
    Object.keys(c.hotelFacets).length === 0 &&
    c.hotelSets.length === 0;
  return plain ? JSON.stringify([o, h.exotic, c.party, c.totalPrice]) : null;
}

/** Landing answers per index (a new version is a new index: nothing to invalidate). */
const landingAnswers = new WeakMap<OfferIndex, Map<string, OfferFiltersResponse>>();
/** Categories × parties × days: a landing answer set stays small; past this, the oldest goes. */
const LANDING_KEPT = 64;

function filterFacets(index: OfferIndex, c: CompiledFilters): OfferFiltersResponse {
  const key = landingKey(c);
  if (key === null) return computeFilterFacets(index, c);
  let answers = landingAnswers.get(index);
  if (!answers) landingAnswers.set(index, (answers = new Map()));
  let answer = answers.get(key);
  if (!answer) {
    answer = computeFilterFacets(index, c);
    if (answers.size >= LANDING_KEPT) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
  }
  // A copy: the caller owns its answer.
  return structuredClone(answer);
}

/** The SQL engine's filter counts from the in-memory offer index: the per-hotel rows in memory, the same counts over them. */
function computeFilterFacets(index: OfferIndex, c: CompiledFilters): OfferFiltersResponse {
  // The hotels the SQL counts (`candidatesSql`: the non-facet hotel conditions), each with the
  // chosen hotel-level facets it fails.
  const hotelFacetNames = facetNames.filter((n) => c.hotelFacets[n]);
  const byId = new Map<number, HotelRow>();
  const failingOf = new Map<number, FacetName[]>();
  for (const h of index.hotelList) {
    if (!hotelBaseOk(c.hotelSpec, h)) continue;
    byId.set(h.id, h);
    failingOf.set(
      h.id,
      hotelFacetNames.filter((n) => !hotelFacetOk(c.hotelSpec, n, h)),
    );
  }
  const hotels = [...byId.values()];
  const failingHotelFacets = (h: HotelRow) => failingOf.get(h.id) as FacetName[];
  const rows = facetRows(
    index,
    matcherOf(index, c.offer, c.party, c.totalPrice),
    hotels.map((h) => h.id),
    bitFacets.map((f) => f.values.length),
    durationPosition,
    bitFacets.flatMap((f) => (f.name === 'durationDays' ? [] : [index.dict[codedColumnOf(f.name)].positionsIn(f.values)])),
    (id) => (failingOf.get(id) as FacetName[]).length === 0,
  );
  // Counters by key position (facetKeys, then attrColumns), turned into the SQL row's columns at the end.
  const counts = new Int32Array(facetKeys.length + attrColumns.length);
  let total = 0;
  let pmin: number | null = null;
  let pmax: number | null = null;
  for (const r of rows) {
    const h = byId.get(r.hotelId) as HotelRow;
    const failing = failingHotelFacets(h);
    const all = failing.length === 0;
    // A hotel-level key counts with every *other* hotel-level facet applied: all pass, or only its own fails.
    const onlyFailing = failing.length === 1 ? failing[0] : null;
    if (all) {
      if (r.allOk) total++;
      if (r.pmin !== null) pmin = pmin === null ? r.pmin : Math.min(pmin, r.pmin);
      if (r.pmax !== null) pmax = pmax === null ? r.pmax : Math.max(pmax, r.pmax);
    }
    for (let j = 0; j < facetKeys.length; j++) {
      const k = facetKeys[j] as FacetKey;
      if (k.kind === 'bit' ? all && r.has[k.facetIndex]?.[k.bit] === 1 : r.allOk && (all || onlyFailing === k.facet) && k.test(h))
        counts[j]!++;
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

/** The search answered from the in-memory offer index (ADR 0190): the same answers as the SQL engine, faster. */
export function indexSearchEngine(db: Database, index: OfferIndex): SearchEngine {
  return {
    kind: 'index',
    listBestOffers: (c, limit, offset) => listBestOffers(db, index, c, limit, offset),
    countHotels: async (c) => countHotels(index, c),
    mapListing: (c, limit) => mapListing(db, index, c, limit),
    filterFacets: async (c) => filterFacets(index, c),
  };
}
