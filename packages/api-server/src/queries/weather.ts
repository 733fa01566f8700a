import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { LocationRow } from '../lib/locations';

interface NormalRow {
  location_id: number;
  month: number;
  air_day: number;
  air_night: number;
  water: number | null;
  sun_hours: number;
  rainy_days: number;
}

export interface MonthNormals {
  month: number;
  airDay: number;
  airNight: number;
  water: number | null;
  sunHours: number;
  rainyDays: number;
}

/**
 * A location's climate normals by month; a resort without its own uses those of its nearest
 * ancestor that has them. One statement for the whole trail.
 */
export async function weatherNormals(db: Database, location: Pick<LocationRow, 'ancestor_ids'>): Promise<MonthNormals[]> {
  const trail = location.ancestor_ids;
  if (trail.length === 0) return [];
  const rows = await db.rows<NormalRow>(sql`SELECT location_id, month, air_day::float8 AS air_day, air_night::float8 AS air_night,
    water::float8 AS water, sun_hours::float8 AS sun_hours, rainy_days FROM weather_normals
    WHERE location_id = ANY(ARRAY[${sql.join(
      trail.map((id) => sql`${id}::int`),
      sql`, `,
    )}]) ORDER BY month`);
  const nearest = [...trail].reverse().find((id) => rows.some((r) => r.location_id === id));
  return rows
    .filter((r) => r.location_id === nearest)
    .map((r) => ({
      month: r.month,
      airDay: r.air_day,
      airNight: r.air_night,
      water: r.water,
      sunHours: r.sun_hours,
      rainyDays: r.rainy_days,
    }));
}
