import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EnquiryKind } from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';

export type EnquiryFields = Record<string, string | number | boolean>;

export async function insertEnquiry(
  tx: Queryable,
  kind: EnquiryKind,
  enquiry: { name: string; email: string; fields: EnquiryFields },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await tx.rows(sql`INSERT INTO enquiries (id, kind, name, email, fields, created_at)
    VALUES (${id}::uuid, ${kind}, ${enquiry.name}, ${enquiry.email}, ${JSON.stringify(enquiry.fields)}::jsonb, ${now.toISOString()}::timestamptz)`);
  return id;
}

const LIST_LIMIT = 200;

/** The newest enquiries (of one kind, or all), for staff. */
export async function listEnquiries(db: Database, kind: EnquiryKind | undefined) {
  const rows = await db.rows<{
    id: string;
    kind: EnquiryKind;
    name: string;
    email: string;
    fields: EnquiryFields;
    created_at: Date | string;
  }>(
    sql`SELECT id, kind, name, email, fields, created_at FROM enquiries
      WHERE ${kind ?? null}::text IS NULL OR kind = ${kind ?? null}::text
      ORDER BY created_at DESC, id LIMIT ${LIST_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    fields: typeof r.fields === 'string' ? (JSON.parse(r.fields) as EnquiryFields) : r.fields,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
