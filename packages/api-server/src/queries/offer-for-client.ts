import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OfferListItem } from '@travel/contracts';
import type { Database } from '../db/connection';

/** A stored offer for a client, as read back. */
export interface OfferForClientRow {
  id: string;
  offer_hash: string;
  adults: number;
  children: string[];
  note: string;
  expires_on: string;
  prepared_by: string;
  created_at: string;
  snapshot: OfferListItem;
}

export interface NewOfferForClient {
  offerHash: string;
  adults: number;
  children: readonly string[];
  note: string;
  expiresOn: string;
  createdBy: string;
  preparedBy: string;
  createdAt: Date;
  snapshot: OfferListItem;
}

/** 128 random bits as base64url (22 characters): the link is the key. */
export const newOfferForClientId = (): string => randomBytes(16).toString('base64url');

export async function insertOfferForClient(db: Database, id: string, o: NewOfferForClient): Promise<void> {
  await db.rows(sql`INSERT INTO offers_for_clients (id, offer_hash, adults, children, note, expires_on, created_by, prepared_by, created_at, snapshot)
    VALUES (${id}, ${o.offerHash}, ${o.adults}::int, ${JSON.stringify(o.children)}::jsonb, ${o.note}, ${o.expiresOn}::date,
      ${o.createdBy}::uuid, ${o.preparedBy}, ${o.createdAt.toISOString()}::timestamptz, ${JSON.stringify(o.snapshot)}::jsonb)`);
}

export async function loadOfferForClient(db: Database, id: string): Promise<OfferForClientRow | undefined> {
  const rows = await db.rows<OfferForClientRow>(
    sql`SELECT id, offer_hash, adults, children, note, expires_on::text AS expires_on, prepared_by,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, snapshot
      FROM offers_for_clients WHERE id = ${id}`,
  );
  return rows[0];
}

/** The offers one member of staff prepared, newest first. */
export async function listOffersForClientsBy(db: Database, createdBy: string, limit: number): Promise<OfferForClientRow[]> {
  return db.rows<OfferForClientRow>(
    sql`SELECT id, offer_hash, adults, children, note, expires_on::text AS expires_on, prepared_by,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, snapshot
      FROM offers_for_clients WHERE created_by = ${createdBy}::uuid
      ORDER BY created_at DESC, id LIMIT ${limit}::int`,
  );
}
