import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { refreshHotelOfferSets } from '../db/migrations/0005-hotel-offer-sets';

/** Changes kept for processes that catch up hotel by hotel; one further behind reloads everything. */
const KEPT_CHANGES = 1000;

/**
 * Rebuilds every structure the search derives from `offers`: each hotel's sets of departure
 * cities, operators, transports, offer types and boards, and the version every API process's
 * in-memory offer index (offer-index.ts) compares with its own before it answers from memory.
 * Whoever writes offers (the seed, an import of changed offers) calls this once after the write
 * has committed. `hotelIds` names the only hotels whose offers changed (added, removed, repriced,
 * other seats): their sets are rebuilt and the processes reload only their offers; without it,
 * everything is rebuilt and reloaded.
 */
export async function refreshDerivedSearchData(db: Database, hotelIds?: readonly number[]): Promise<void> {
  const ids = hotelIds ? [...new Set(hotelIds)] : undefined;
  if (ids?.length === 0) return;
  await db.transaction(async (tx) => {
    if (!ids) {
      await tx.rows(sql.raw(refreshHotelOfferSets));
    } else {
      const idArray = sql`ARRAY[${sql.join(
        ids.map((i) => sql`${i}::int`),
        sql`, `,
      )}]::int[]`;
      // A hotel left without offers gets empty sets (the full rebuild leaves such a hotel alone;
      // harmless there, as no offer can match it, but an import should not leave stale sets).
      await tx.rows(sql`
        UPDATE hotels h SET departure_cities = coalesce(x.cities, '{}'), tour_operators = coalesce(x.operators, '{}'),
          transports = coalesce(x.transports, '{}'), offer_types = coalesce(x.types, '{}'), offer_boards = coalesce(x.boards, '{}')
        FROM unnest(${idArray}) AS t(id)
        LEFT JOIN (
          SELECT hotel_id, array_agg(DISTINCT departure_city) FILTER (WHERE departure_city IS NOT NULL) AS cities,
                 array_agg(DISTINCT tour_operator) AS operators, array_agg(DISTINCT transport) AS transports,
                 array_agg(DISTINCT offer_type) AS types, array_agg(DISTINCT board) AS boards
          FROM offers WHERE hotel_id = ANY(${idArray}) GROUP BY hotel_id
        ) x ON x.hotel_id = t.id
        WHERE h.id = t.id`);
    }
    // The row lock of this UPDATE orders concurrent refreshes: versions and their changes never interleave.
    const [row] = await tx.rows<{ version: string }>(
      sql`UPDATE search_data_version SET version = version + 1 WHERE id = 1 RETURNING version::text AS version`,
    );
    const version = Number(row?.version);
    await tx.rows(
      sql`INSERT INTO search_data_changes (version, hotel_ids) VALUES (${version}::bigint, ${
        ids
          ? sql`ARRAY[${sql.join(
              ids.map((i) => sql`${i}::int`),
              sql`, `,
            )}]::int[]`
          : sql`NULL`
      })`,
    );
    await tx.rows(sql`DELETE FROM search_data_changes WHERE version <= ${version - KEPT_CHANGES}::bigint`);
  });
}
