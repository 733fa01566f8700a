import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ClientData, ClientDraft } from '@travel/contracts/api/order-validation';
import type {
  Agreements,
  ChosenProduct,
  OfferListItem,
  Order,
  OrderDetail,
  PartyCount,
  PaymentStatus,
  PricedOffer,
} from '@travel/contracts';
import { AGREEMENT_NAMES } from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';
import { HttpError } from '../lib/http';
import { latestFirst, publicPaymentStatus, type PaymentState } from '../payments/payment-row';
import { totalOf, zl } from '../search/offers';

export interface NewOrder {
  offerId: number;
  offerHash: string;
  adults: number;
  children: readonly string[];
  party: PartyCount;
  /** The offer priced for the party by the server, as the order keeps it. */
  priced: PricedOffer;
  today: string;
  /** Hash of the creating browser's owner cookie (customers/order-access.ts). */
  ownerKey?: string | undefined;
}

interface LockedOffer {
  departure_date: string;
  places_left: number;
  price_adult: number;
  price_child: number;
  price_infant: number;
}

/** A 409 of an offer that cannot be bought: `no-places` (the party does not fit) or `offer-departed`. */
export const unavailable = (message: string, code: 'no-places' | 'offer-departed') => new HttpError(409, message, undefined, { code });
export const conflict = (message: string, code: string) => new HttpError(409, message, undefined, { code });

/** The key of the tracking pages: 128 random bits, unrelated to the order id. */
export const newOrderHash = (): string => randomBytes(16).toString('hex');

/**
 * Creates an order in one transaction: the offer row is locked, checked again (not departed,
 * seats for the party) and priced from its locked prices, then the order is stored with state
 * `new`. Answers the new id (a random UUID v4).
 */
export async function createOrder(db: Database, o: NewOrder): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const locked = (
      await tx.rows<LockedOffer>(sql`SELECT departure_date::text AS departure_date, places_left, price_adult, price_child, price_infant
        FROM offers WHERE id = ${o.offerId}::int FOR UPDATE`)
    )[0];
    if (!locked || locked.departure_date <= o.today) throw unavailable('The offer is no longer on sale', 'offer-departed');
    if (locked.places_left < o.party.adults + o.party.children)
      throw unavailable(
        `The offer has ${locked.places_left} places left, the party needs ${o.party.adults + o.party.children}`,
        'no-places',
      );
    const total = totalOf(locked, o.party);
    const lines = o.priced.priceLines;
    const snapshot: OfferListItem = { ...o.priced, pricePerPerson: locked.price_adult / 100, priceTotal: total / 100 };
    const children = sql`ARRAY[${sql.join(
      o.children.map((c) => sql`${c}::date`),
      sql`, `,
    )}]::date[]`;
    await tx.rows(sql`
      INSERT INTO orders (id, state, offer_id, offer_hash, adults, children, price_total, price_per_person, price_lines, offer_snapshot, order_hash, owner_key)
      VALUES (${id}::uuid, 'new', ${o.offerId}::int, ${o.offerHash}, ${o.adults}::int, ${o.children.length ? children : sql`'{}'::date[]`},
        ${total}::int, ${locked.price_adult}::int, ${JSON.stringify(lines)}::jsonb, ${JSON.stringify(snapshot)}::jsonb, ${newOrderHash()},
        ${o.ownerKey ?? null})`);
  });
  return id;
}

/** An order row as the queries of the order flow read it. */
export interface OrderRow {
  id: string;
  state: Order['state'];
  mode: OrderDetail['mode'];
  order_hash: string;
  created_at: string;
  offer_id: number;
  offer_hash: string;
  adults: number;
  children: string[] | string;
  price_total: number;
  price_per_person: number;
  price_lines: Order['price']['lines'];
  offer_snapshot: PricedOffer;
  reservation_number: string | null;
  places_taken: number;
  hold_until: string | null;
  products: ChosenProduct[];
  extras_total: number;
  agreements: Partial<Agreements>;
  client_draft: ClientDraft | Record<string, never>;
  client_data: ClientData | null;
  paid_total: number;
  purchase_tracked_at: string | null;
}

/** PGlite hands `date[]` over as an array, node-postgres as the literal `{2019-01-01,…}`. */
export const dateList = (v: string[] | string): string[] =>
  Array.isArray(v)
    ? v.map(String)
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const orderColumns = sql`id::text AS id, state, mode, order_hash, ${iso('created_at')} AS created_at, offer_id, offer_hash, adults,
  children::text[] AS children, price_total, price_per_person, price_lines, offer_snapshot, reservation_number, places_taken,
  ${iso('hold_until')} AS hold_until, products, extras_total, agreements, client_draft, client_data, paid_total,
  ${iso('purchase_tracked_at')} AS purchase_tracked_at`;

/** The order row; `forUpdate` locks it for the rest of the transaction. */
export async function orderRow(q: Queryable, id: string, forUpdate = false): Promise<OrderRow | undefined> {
  return (await q.rows<OrderRow>(sql`SELECT ${orderColumns} FROM orders WHERE id = ${id}::uuid ${forUpdate ? sql`FOR UPDATE` : sql``}`))[0];
}

export async function orderRowByHash(q: Queryable, hash: string): Promise<OrderRow | undefined> {
  return (await q.rows<OrderRow>(sql`SELECT ${orderColumns} FROM orders WHERE order_hash = ${hash}`))[0];
}

export async function requireOrder(q: Queryable, id: string, forUpdate = false): Promise<OrderRow> {
  const row = await orderRow(q, id, forUpdate);
  if (!row) throw new HttpError(404, 'Order not found', undefined, { code: 'order-not-found' });
  return row;
}

/** Extras, agreements and client data change only before the reservation (state `new`). */
export function assertOpen(row: OrderRow): void {
  if (row.state !== 'new') throw conflict(`The order is ${row.state}: it can no longer be changed`, 'order-closed');
}

/** Seats the party takes (infants travel on a lap). */
export const seatsOf = (row: Pick<OrderRow, 'offer_snapshot'>): number =>
  row.offer_snapshot.party.adults + row.offer_snapshot.party.children;

/** The whole price in grosze: the trip and the extras. */
export const orderTotal = (row: Pick<OrderRow, 'price_total' | 'extras_total'>): number => row.price_total + row.extras_total;

export function agreementsOf(stored: Partial<Agreements>): Agreements {
  return Object.fromEntries(AGREEMENT_NAMES.map((n) => [n, stored[n] === true])) as Agreements;
}

export function priceOf(row: OrderRow): OrderDetail['price'] {
  return {
    currency: 'PLN',
    trip: zl(row.price_total),
    extras: zl(row.extras_total),
    total: zl(orderTotal(row)),
    perPerson: zl(row.price_per_person),
    lines: row.price_lines,
  };
}

const emptyDraft = (d: OrderRow['client_draft']): ClientDraft =>
  'booker' in d && d.booker ? (d as ClientDraft) : { booker: {}, participants: [] };

export function toOrderDetail(row: OrderRow, payment: PaymentStatus | null, alternatives: OfferListItem[] = []): OrderDetail {
  const { party, priceLines: _lines, feesPerPerson: _fees, ...offer } = row.offer_snapshot;
  return {
    id: row.id,
    state: row.state,
    createdAt: row.created_at,
    party: { adults: row.adults, children: dateList(row.children), counted: party },
    price: priceOf(row),
    offer,
    mode: row.mode,
    orderHash: row.order_hash,
    reservation: row.reservation_number ? { number: row.reservation_number, holdUntil: row.hold_until } : null,
    products: row.products,
    agreements: agreementsOf(row.agreements),
    client: { draft: emptyDraft(row.client_draft), valid: row.client_data },
    personalData: true,
    payment: { status: payment, paid: zl(row.paid_total), due: zl(Math.max(0, orderTotal(row) - row.paid_total)) },
    alternatives,
  };
}

/** The status of the order's latest payment, or null when none started. */
export async function latestPaymentStatus(q: Queryable, orderId: string): Promise<{ status: PaymentStatus; method: string } | null> {
  const rows = await q.rows<{ status: PaymentState; method: string }>(
    sql`SELECT status, method FROM payments WHERE order_id = ${orderId}::uuid AND direct_payment_id IS NULL ORDER BY ${latestFirst} LIMIT 1`,
  );
  return rows[0] ? { status: publicPaymentStatus(rows[0].status), method: rows[0].method } : null;
}

/** The alternatives stored with the order's last unavailable reservation request. */
export async function lastAlternatives(q: Queryable, orderId: string): Promise<OfferListItem[]> {
  const rows = await q.rows<{ alternatives: OfferListItem[] }>(
    sql`SELECT alternatives FROM order_executions WHERE order_id = ${orderId}::uuid AND reason = 'unavailable' ORDER BY created_at DESC LIMIT 1`,
  );
  return rows[0]?.alternatives ?? [];
}

export async function loadOrderDetail(db: Database, id: string): Promise<OrderDetail | undefined> {
  const row = await orderRow(db, id);
  if (!row) return undefined;
  const payment = await latestPaymentStatus(db, id);
  return toOrderDetail(row, payment?.status ?? null, row.mode === 'unavailable' ? await lastAlternatives(db, id) : []);
}

/** Marks a paid order's purchase as tracked; false when it was tracked before (the event counts once). */
export async function markPurchaseTracked(q: Queryable, orderId: string, now: Date): Promise<boolean> {
  const marked = await q.rows(sql`UPDATE orders SET purchase_tracked_at = ${now.toISOString()}::timestamptz
    WHERE id = ${orderId}::uuid AND purchase_tracked_at IS NULL RETURNING id`);
  return marked.length > 0;
}
