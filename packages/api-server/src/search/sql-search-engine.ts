import { sql, type SQL } from 'drizzle-orm';
import type { OfferFiltersResponse, OfferListItem } from '@travel/contracts';
import type { Database } from '../db/connection';
import { bitFacets, candidatesSql, facetKeys, filtersResponse, hotelKeySql, attrColumns, textArray } from './facet-columns';
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
} from './filters';
import { loadOffers, lowest30dSql, toListItem, toMapHotel, type MapListing, type MapRow } from './offers';
import type { SearchEngine } from './search-engine';

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

async function listBestOffers(
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
  if (total === undefined) total = offset > 0 ? await countHotels(db, c, extraWhere) : 0;
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

async function countHotels(db: Database, c: CompiledFilters, extraWhere?: SQL): Promise<number> {
  const probe = extraWhere ? sql`${probeWhereOf(c)} AND ${extraWhere}` : probeWhereOf(c);
  const rows = await db.rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM hotels h
    CROSS JOIN LATERAL (SELECT 1 FROM offers o WHERE o.hotel_id = h.id AND ${probe} LIMIT 1) hit
    WHERE ${hotelWhereOf(c)}`);
  return rows[0]?.n ?? 0;
}

async function mapListing(db: Database, c: CompiledFilters, limit = 500): Promise<MapListing> {
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

/** One pass over the candidate hotels' offers, grouped by hotel, with `bit_or … FILTER` per facet. */
async function filterFacets(db: Database, c: CompiledFilters): Promise<OfferFiltersResponse> {
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

/**
 * The search answered by SQL over the offers table: always available, and the reference the
 * index engine must equal. `only` narrows every list and count further (the hit offers).
 */
export function sqlSearchEngine(db: Database, only?: SQL): SearchEngine {
  return {
    kind: 'sql',
    listBestOffers: (c, limit, offset) => listBestOffers(db, c, limit, offset, only),
    countHotels: (c) => countHotels(db, c, only),
    mapListing: (c, limit) => mapListing(db, c, limit),
    filterFacets: (c) => filterFacets(db, c),
  };
}
