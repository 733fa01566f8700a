import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { countParty, type CreateExecutiveResult, type OfferListItem } from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';
import { offersWritten } from '../import/offers-written';
import { warsawToday } from '../lib/dates';
import { HttpError } from '../lib/http';
import { loadOffers, toListItem, toPricedOffer, totalOf } from '../search/offers';
import { configure, loadHotelOffers } from './configurator';
import { clientIssues, fieldsError, requiredAgreements } from './client-data';
import { conflict, dateList, requireOrder, seatsOf, type OrderRow } from './order';
import { priceChoice } from './products';

/**
 * Releases the places of reserved orders that were not paid in time, in one statement (so a sweep
 * and a notification never both win): the orders turn `cancelled`, their places go back to the
 * offers, their pending payments turn `expired`. `only` narrows it to one order. Answers how many
 * orders were released. Runs on a timer and before any read or write of an order.
 */
export async function releaseExpired(db: Database, now: Date, only?: string): Promise<number> {
  const released = await releaseWhere(
    db,
    sql`o.hold_until < ${now.toISOString()}::timestamptz ${only ? sql`AND o.id = ${only}::uuid` : sql``}`,
    'expired',
    now,
  );
  // Places came back: the search's answers for a party change with them.
  await offersWritten(
    db,
    warsawToday(() => now),
    released.hotelIds,
  );
  return released.orders;
}

/**
 * Cancels one reserved, unpaid order now (its payment was declined) and releases its places, inside
 * the caller's transaction; the caller passes the hotels it returns to `offersWritten` after commit.
 */
export async function releaseDeclined(q: Queryable, orderId: string, now: Date): Promise<number[]> {
  return (await releaseWhere(q, sql`o.id = ${orderId}::uuid`, 'fail', now)).hotelIds;
}

/**
 * The release itself (T9, T10 of ADR 0200). An order whose payment is being verified (the fence
 * `verifying_until`, written on the order row under its lock) is skipped: when this UPDATE waits
 * on that lock, PostgreSQL re-checks the condition on the fenced row.
 */
async function releaseWhere(
  q: Queryable,
  where: SQL,
  paymentStatus: 'expired' | 'fail',
  now: Date,
): Promise<{ orders: number; hotelIds: number[] }> {
  const rows = await q.rows<{ n: number; hotel_ids: number[] | null }>(sql`
    WITH released AS (
      UPDATE orders o SET state = 'cancelled', hold_until = NULL, updated_at = now()
      WHERE o.state = 'pending' AND o.paid_total = 0 AND ${where}
        AND (o.verifying_until IS NULL OR o.verifying_until <= ${now.toISOString()}::timestamptz)
      RETURNING o.id, o.offer_id, o.places_taken
    ), seats AS (
      UPDATE offers f SET places_left = f.places_left + r.n, places_held = f.places_held - r.n
      FROM (SELECT offer_id, sum(places_taken)::int AS n FROM released GROUP BY offer_id) r
      WHERE f.id = r.offer_id
      RETURNING f.id, f.hotel_id
    ), payments_closed AS (
      UPDATE payments p SET status = ${paymentStatus}
      FROM released WHERE p.order_id = released.id AND p.status = 'pending'
      RETURNING p.id
    )
    SELECT (SELECT count(*) FROM released)::int AS n, (SELECT array_agg(DISTINCT hotel_id) FROM seats) AS hotel_ids,
      (SELECT count(*) FROM payments_closed)::int AS p`);
  return { orders: rows[0]?.n ?? 0, hotelIds: rows[0]?.hotel_ids ?? [] };
}

/** Thrown inside the reservation's transaction to roll it back when the offer's price moved. */
class PriceChanged extends Error {}

/** The reservation number of docs/product/validation-and-display.md: `ftr`, the year, a separator, a sequence (`ftr2026-000042`). */
const reservationNumber = (year: string, seq: number): string => `ftr${year}-${String(seq).padStart(6, '0')}`;

/**
 * The reservation (create-executive): re-validates the client data and the agreements, takes the
 * party's places with one conditional UPDATE (so two buyers can never take the same last places:
 * PostgreSQL re-checks `places_left >= n` on the row the other transaction just changed), checks
 * the price, gives the reservation number and holds the places for `holdMinutes`. Too few places:
 * nothing is taken, the order turns `unavailable` with alternatives. A price that moved rolls back
 * and re-prices the order (`price-changed`: the shopper confirms again).
 */
export async function createExecutive(
  db: Database,
  orderId: string,
  now: Date,
  today: string,
  holdMinutes: number,
): Promise<CreateExecutiveResult> {
  await releaseExpired(db, now, orderId);
  const execId = randomUUID();
  let outcome: 'ok' | 'unavailable' | 'existing';
  let takenFromHotel: number | undefined;
  try {
    outcome = await db.transaction(async (tx) => {
      const row = await requireOrder(tx, orderId, true);
      if (row.state === 'pending') return 'existing';
      if (row.state !== 'new') throw conflict(`The order is ${row.state}`, 'order-closed');
      const { data, issues } = clientIssues(row, row.client_data ?? row.client_draft, today);
      const missing = requiredAgreements(row).filter((n) => row.agreements[n] !== true);
      const fields = [
        ...issues.map((i) => ({ parameter: `client.${i.parameter}`, message: i.message })),
        ...missing.map((n) => ({ parameter: `agreements.${n}`, message: 'required' })),
      ];
      if (!data || fields.length) throw fieldsError(fields, 422);
      const seats = seatsOf(row);
      const taken = await tx.rows<{ price_adult: number; price_child: number; price_infant: number; hotel_id: number }>(sql`
        UPDATE offers SET places_left = places_left - ${seats}::int, places_held = places_held + ${seats}::int
        WHERE id = ${row.offer_id}::int AND places_left >= ${seats}::int AND departure_date > ${today}::date
        RETURNING price_adult, price_child, price_infant, hotel_id`);
      const prices = taken[0];
      if (!prices) {
        await tx.rows(sql`UPDATE orders SET mode = 'unavailable', updated_at = now() WHERE id = ${orderId}::uuid`);
        await tx.rows(sql`INSERT INTO order_executions (id, order_id, status, reason, created_at)
          VALUES (${execId}::uuid, ${orderId}::uuid, 'error', 'unavailable', ${now.toISOString()}::timestamptz)`);
        return 'unavailable';
      }
      if (totalOf(prices, row.offer_snapshot.party) !== row.price_total) throw new PriceChanged();
      takenFromHotel = prices.hotel_id;
      const seq = (await tx.rows<{ n: number }>(sql`SELECT nextval('reservation_number_seq')::int AS n`))[0]!.n;
      const hold = new Date(now.getTime() + holdMinutes * 60_000).toISOString();
      await tx.rows(sql`
        UPDATE orders SET state = 'pending', mode = 'form', reservation_number = ${reservationNumber(today.slice(0, 4), seq)},
          places_taken = ${seats}::int, hold_until = ${hold}::timestamptz, client_data = ${JSON.stringify(data)}::jsonb, updated_at = now()
        WHERE id = ${orderId}::uuid`);
      await tx.rows(sql`INSERT INTO order_executions (id, order_id, status, created_at)
        VALUES (${execId}::uuid, ${orderId}::uuid, 'ok', ${now.toISOString()}::timestamptz)`);
      return 'ok';
    });
  } catch (error) {
    if (!(error instanceof PriceChanged)) throw error;
    await repriceOrder(db, orderId, today);
    await db.rows(sql`INSERT INTO order_executions (id, order_id, status, reason, created_at)
      VALUES (${execId}::uuid, ${orderId}::uuid, 'error', 'price-changed', ${now.toISOString()}::timestamptz)`);
    return (await loadExecution(db, execId))!;
  }
  // Places were taken: the search's answers for a party change with them.
  if (outcome === 'ok' && takenFromHotel !== undefined) await offersWritten(db, today, [takenFromHotel]);
  if (outcome === 'existing') {
    const ok = await db.rows<{ id: string }>(
      sql`SELECT id::text AS id FROM order_executions WHERE order_id = ${orderId}::uuid AND status = 'ok' ORDER BY created_at LIMIT 1`,
    );
    return (await loadExecution(db, ok[0]!.id))!;
  }
  if (outcome === 'unavailable') {
    const row = await requireOrder(db, orderId);
    const alternatives = await alternativesFor(db, row, today);
    await db.rows(sql`UPDATE order_executions SET alternatives = ${JSON.stringify(alternatives)}::jsonb WHERE id = ${execId}::uuid`);
  }
  return (await loadExecution(db, execId))!;
}

export async function loadExecution(db: Queryable, id: string): Promise<CreateExecutiveResult | undefined> {
  const row = (
    await db.rows<{
      id: string;
      order_id: string;
      status: CreateExecutiveResult['status'];
      reason: CreateExecutiveResult['reason'];
      alternatives: OfferListItem[];
      mode: CreateExecutiveResult['mode'];
      reservation_number: string | null;
      hold_until: string | null;
    }>(sql`
      SELECT e.id::text AS id, e.order_id::text AS order_id, e.status, e.reason, e.alternatives, o.mode, o.reservation_number,
             to_char(o.hold_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS hold_until
      FROM order_executions e JOIN orders o ON o.id = e.order_id WHERE e.id = ${id}::uuid`)
  )[0];
  if (!row) return undefined;
  return {
    uuid: row.id,
    orderId: row.order_id,
    status: row.status,
    reason: row.reason,
    mode: row.mode,
    reservation: row.status === 'ok' && row.reservation_number ? { number: row.reservation_number, holdUntil: row.hold_until } : null,
    alternatives: row.alternatives,
  };
}

/** Offers of the same hotel with places for the party, one choice changed (the configurator's rule, ADR 0130). */
export async function alternativesFor(db: Database, row: OrderRow, today: string): Promise<OfferListItem[]> {
  const snap = row.offer_snapshot;
  const children = dateList(row.children);
  const offers = await loadHotelOffers(db, snap.hotelId, today);
  const outcome = configure(
    offers.filter((o) => o.hash !== row.offer_hash),
    {
      departureCity: snap.departureCity,
      departureDate: snap.departureDate,
      durationDays: snap.durationDays,
      board: snap.board,
      roomCode: snap.room.code,
    },
    { adults: row.adults, children },
  );
  const picks = [...(outcome.selected ? [outcome.selected] : []), ...outcome.alternatives.map((a) => a.priced)];
  const rows = new Map(
    (
      await loadOffers(
        db,
        picks.map((p) => p.offer.id),
      )
    ).map((r) => [r.id, r]),
  );
  return picks.flatMap((p) => {
    const r = rows.get(p.offer.id);
    return r ? [toListItem(r, p.party, 1)] : [];
  });
}

export interface LiveOffer {
  available: boolean;
  reason: 'departed' | 'places' | null;
  placesLeft: number;
  /** Grosze: the trip for the order's party now. */
  tripTotal: number;
  offer: OfferListItem;
}

/** The order's offer as it is now: places and price for the party (read only). */
export async function liveOffer(
  db: Database,
  row: OrderRow,
  today: string,
): Promise<LiveOffer & { priced: ReturnType<typeof toPricedOffer> }> {
  const offerRow = (await loadOffers(db, [row.offer_id]))[0];
  if (!offerRow) throw new HttpError(409, 'The offer of this order no longer exists', undefined, { code: 'offer-gone' });
  const party = countParty(row.adults, dateList(row.children), offerRow.dep);
  const priced = toPricedOffer(offerRow, party);
  const seats = party.adults + party.children;
  const departed = offerRow.dep <= today;
  // A reserved order holds its own places: they count as its own.
  const places = offerRow.places_left + (row.state === 'pending' ? row.places_taken : 0);
  const { party: _p, priceLines: _l, feesPerPerson: _f, ...offer } = priced;
  return {
    available: !departed && places >= seats,
    reason: departed ? 'departed' : places < seats ? 'places' : null,
    placesLeft: offerRow.places_left,
    tripTotal: totalOf(offerRow, party),
    offer,
    priced,
  };
}

/**
 * Takes the offer's current price into an open order (trip lines, per person, snapshot and the
 * extras that depend on it). Answers the previous and the new trip total (grosze).
 */
export async function repriceOrder(
  db: Database,
  orderId: string,
  today: string,
): Promise<{ previous: number; current: number; live: LiveOffer }> {
  const row = await requireOrder(db, orderId);
  const live = await liveOffer(db, row, today);
  if (row.state !== 'new' || live.tripTotal === row.price_total) return { previous: row.price_total, current: row.price_total, live };
  const snapshot = { ...live.priced, pricePerPerson: live.priced.pricePerPerson, priceTotal: live.tripTotal / 100 };
  const next: OrderRow = { ...row, price_total: live.tripTotal, offer_snapshot: snapshot };
  const { products, extras } = priceChoice(next, row.products);
  await db.transaction(async (tx) => {
    await requireOrder(tx, orderId, true);
    await tx.rows(sql`UPDATE orders SET price_total = ${live.tripTotal}::int, price_per_person = ${Math.round(live.priced.pricePerPerson * 100)}::int,
      price_lines = ${JSON.stringify(live.priced.priceLines)}::jsonb, offer_snapshot = ${JSON.stringify(snapshot)}::jsonb,
      products = ${JSON.stringify(products)}::jsonb, extras_total = ${extras}::int, updated_at = now()
      WHERE id = ${orderId}::uuid AND state = 'new'`);
  });
  return { previous: row.price_total, current: live.tripTotal, live };
}
