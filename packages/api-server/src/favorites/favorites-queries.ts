import { sql } from 'drizzle-orm';
import type { OfferListItem } from '@travel/contracts';
import type { Database } from '../db/connection';
import { partyOf } from '../search/filters';
import { loadOffers, toListItem } from '../search/offers';

export interface FavoritesList {
  /** Saved offers still on sale, newest first. */
  offers: OfferListItem[];
  /** Hashes of saved offers no longer on sale. */
  missing: string[];
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The list of one id; offers departing today or earlier count as missing. */
export async function listFavorites(db: Database, id: string, today: string): Promise<FavoritesList> {
  const rows = await db.rows<{ offer_hash: string; id: number | null }>(sql`
    SELECT f.offer_hash, o.id FROM favorites f LEFT JOIN offers o ON o.hash = f.offer_hash AND o.departure_date > ${today}::date
    WHERE f.favorites_id = ${id} ORDER BY f.created_at DESC, f.offer_hash`);
  const loaded = await loadOffers(
    db,
    rows.flatMap((r) => (r.id === null ? [] : [r.id])),
  );
  const party = partyOf(2, [], today);
  return {
    offers: loaded.map((r) => toListItem(r, party, 1)),
    missing: rows.filter((r) => r.id === null).map((r) => r.offer_hash),
  };
}

export async function countFavorites(db: Database, id: string): Promise<number> {
  const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM favorites WHERE favorites_id = ${id}`);
  return rows[0]?.n ?? 0;
}

export async function offerExists(db: Database, hash: string): Promise<boolean> {
  return (await db.rows(sql`SELECT 1 FROM offers WHERE hash = ${hash}`)).length > 0;
}

/**
 * Saves one offer unless the list already holds `limit` others; one statement, so the check and the
 * insert see the same list. Two concurrent POSTs of one id on PostgreSQL may both pass the check:
 * the cap bounds a list's growth, it is not a quota to the last row.
 */
export async function addFavorite(db: Database, id: string, hash: string, limit: number): Promise<'added' | 'present' | 'full'> {
  const rows = await db.rows<{ present: boolean; full: boolean }>(sql`
    WITH list AS (
      SELECT count(*)::int AS n, coalesce(bool_or(offer_hash = ${hash}), false) AS present FROM favorites WHERE favorites_id = ${id}
    ), saved AS (
      INSERT INTO favorites (favorites_id, offer_hash)
      SELECT ${id}, ${hash} FROM list WHERE NOT list.present AND list.n < ${limit}
      ON CONFLICT DO NOTHING
    )
    SELECT present, NOT present AND n >= ${limit} AS full FROM list`);
  const row = rows[0];
  if (row?.full) return 'full';
  return row?.present ? 'present' : 'added';
}

/**
 * Replaces the list with the known offers among `hashesNewestFirst`, in that order, in one
 * statement: rows no longer wanted are deleted, the rest inserted or re-dated. Repeats count once
 * (the first, newest position wins).
 */
export async function replaceFavorites(db: Database, id: string, hashesNewestFirst: readonly string[]): Promise<void> {
  // One statement whatever the length: the wanted set is a single array parameter list, unnested.
  await db.rows(sql`
    WITH wanted AS (
      SELECT w.hash, min(w.pos) AS pos
      FROM unnest(${textArray(hashesNewestFirst)}) WITH ORDINALITY AS w(hash, pos)
      JOIN offers o ON o.hash = w.hash
      GROUP BY w.hash
    ), dropped AS (
      DELETE FROM favorites f WHERE f.favorites_id = ${id} AND NOT EXISTS (SELECT 1 FROM wanted WHERE wanted.hash = f.offer_hash)
    )
    INSERT INTO favorites (favorites_id, offer_hash, created_at)
    SELECT ${id}, hash, now() - pos * interval '1 millisecond' FROM wanted
    ON CONFLICT (favorites_id, offer_hash) DO UPDATE SET created_at = excluded.created_at`);
}

export async function removeFavorite(db: Database, id: string, hash: string): Promise<void> {
  await db.rows(sql`DELETE FROM favorites WHERE favorites_id = ${id} AND offer_hash = ${hash}`);
}
