import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { locationColumns, type LocationRow } from '../lib/locations';

/** The average hotel rating of each location, itself and below. */
export async function locationRatings(db: Database): Promise<Map<number, number>> {
  const rows = await db.rows<{ id: number; r: number }>(sql`
    SELECT unnest(l.ancestor_ids) AS id, avg(h.rating)::float8 AS r FROM hotels h JOIN locations l ON l.id = h.location_id GROUP BY 1`);
  return new Map(rows.map((x) => [x.id, x.r]));
}

/** Locations whose name holds the text, countries before regions, most popular first. */
export async function locationsNamed(db: Database, text: string, limit = 10): Promise<LocationRow[]> {
  return db.rows<LocationRow>(sql`SELECT ${locationColumns} FROM locations WHERE lower(name) LIKE ${`%${text.toLowerCase()}%`}
    ORDER BY depth, popularity DESC, id LIMIT ${limit}::int`);
}

/** Locations whose name or slug holds the text (the search box), countries before regions, most popular first. */
export async function locationsMatching(db: Database, text: string, limit: number): Promise<LocationRow[]> {
  const like = `%${text.toLowerCase()}%`;
  return db.rows<LocationRow>(sql`SELECT ${locationColumns} FROM locations WHERE lower(name) LIKE ${like} OR slug LIKE ${like}
    ORDER BY depth, popularity DESC LIMIT ${limit}::int`);
}
