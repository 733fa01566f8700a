import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection';

export interface PurchaseContact {
  orderId: string | undefined;
  name: string;
  email: string;
  phone: string | undefined;
  message: string;
}

/** Stores a question about an order (or about buying) for the sales team; its id. */
export async function insertPurchaseContact(q: Queryable, contact: PurchaseContact, now: Date): Promise<string> {
  const id = randomUUID();
  await q.rows(sql`INSERT INTO purchase_contacts (id, order_id, name, email, phone, message, created_at)
    VALUES (${id}::uuid, ${contact.orderId ?? null}::uuid, ${contact.name}, ${contact.email}, ${contact.phone ?? null},
      ${contact.message}, ${now.toISOString()}::timestamptz)`);
  return id;
}
