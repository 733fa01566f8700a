import { sql } from 'drizzle-orm';
import type { LocationRef } from '@travel/contracts';
import type { Database } from '../db/connection';

export interface LocationRow {
  id: number;
  parent_id: number | null;
  kind: string;
  slug: string;
  path: string;
  name: string;
  name_genitive: string;
  name_locative: string;
  country_code: string | null;
  lat: number;
  lng: number;
  depth: number;
  popularity: number;
  ancestor_ids: number[];
}

export const locationColumns = sql`id, parent_id, kind, slug, path, name, name_genitive, name_locative, country_code, lat, lng, depth, popularity, ancestor_ids`;

export function toLocationRef(l: LocationRow): LocationRef {
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    path: l.path,
    genitive: l.name_genitive,
    locative: l.name_locative,
    kind: l.kind,
    countryCode: l.country_code,
    lat: l.lat,
    lng: l.lng,
  };
}

/** The location block of a landing page's meta: the reference without the country code. */
export function toLocationData(l: LocationRow): Omit<LocationRef, 'countryCode'> {
  const { countryCode: _countryCode, ...data } = toLocationRef(l);
  return data;
}

/** A location by slug or path. */
export async function findLocation(db: Database, key: string): Promise<LocationRow | undefined> {
  const rows = await db.rows<LocationRow>(
    sql`SELECT ${locationColumns} FROM locations WHERE path = ${key} OR slug = ${key} ORDER BY (path = ${key}) DESC LIMIT 1`,
  );
  return rows[0];
}

export async function allLocations(db: Database): Promise<LocationRow[]> {
  return db.rows<LocationRow>(sql`SELECT ${locationColumns} FROM locations ORDER BY depth, popularity DESC, id`);
}
