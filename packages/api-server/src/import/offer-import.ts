import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/connection';
import { offersWritten } from './offers-written';
import { lowest30dSql } from '../search/offers';

/**
 * A re-import of offers into a database that already has them (docs/adr/0191): the tour
 * operators' feed says which offers changed (prices, places left), which are new and which were
 * withdrawn. Everything is written in one transaction, the Omnibus price history included; then
 * the structures derived from offers are rebuilt for the hotels touched (`offersWritten`), so every
 * API process answers from the new data.
 */

/** A changed offer, by its hash; a field left out keeps its stored value. Money in grosze. */
export interface OfferChange {
  hash: string;
  priceAdult?: number | undefined;
  priceChild?: number | undefined;
  priceInfant?: number | undefined;
  placesLeft?: number | undefined;
  /** The operator's catalogue price per adult (the crossed-out price); kept when left out. */
  regularPriceAdult?: number | undefined;
}

/** A new offer of a known hotel; the hotel's copied columns and locations come from the hotel. Money in grosze. */
export interface NewOffer {
  hash: string;
  hotelId: number;
  departureDate: string;
  durationDays: number;
  /** `null`: own transport. */
  departureCity: string | null;
  board: string;
  roomCode: string;
  transport: 'F' | 'BU' | 'W';
  offerType: string;
  tourOperator: string;
  airline: string;
  directFlight: boolean;
  flightMinutes: number;
  priceAdult: number;
  priceChild: number;
  priceInfant: number;
  feesPerPerson: number;
  /** Defaults to `priceAdult` (no discount). */
  regularPriceAdult?: number | undefined;
  isHit?: boolean | undefined;
  placesLeft: number;
}

export interface OfferImport {
  changed?: readonly OfferChange[];
  added?: readonly NewOffer[];
  /** Hashes of offers no longer sold: removed (orders keep their own snapshot of the offer). */
  withdrawn?: readonly string[];
}

export interface ImportReport {
  changed: number;
  /** Changed offers whose adult price changed (a price history entry written). */
  repriced: number;
  added: number;
  withdrawn: number;
  /** Hashes named in `changed` or `withdrawn` that no offer has. */
  unknown: string[];
  /** Hotels whose offers changed. */
  hotelIds: number[];
  /** Offers with a new adult price or new on sale: what price alerts look at (docs/product/price-alerts.md). */
  pricedOfferIds: number[];
  ms: number;
}

const json = (rows: unknown) => sql`${JSON.stringify(rows)}::json`;

/**
 * Applies `batch` on the day `today` (Europe/Warsaw, the day the history records), then rebuilds
 * the derived search data of the hotels touched. One import runs at a time (a table lock); the
 * search keeps reading the previous data until the transaction commits.
 */
export async function importOffers(db: Database, batch: OfferImport, options: { today: string }): Promise<ImportReport> {
  const started = Date.now();
  const { today } = options;
  const result = await db.transaction(async (tx) => {
    // Reads go on; a second import (or a seed) waits for this one.
    await tx.rows(sql`LOCK TABLE offers IN SHARE ROW EXCLUSIVE MODE`);
    const hotels = new Set<number>();
    const unknown: string[] = [];
    const priced: number[] = [];
    const changed = await applyChanges(tx, batch.changed ?? [], today, hotels, unknown, priced);
    const added = await addOffers(tx, batch.added ?? [], today, hotels, priced);
    const withdrawn = await withdraw(tx, batch.withdrawn ?? [], hotels, unknown);
    return { ...changed, added, withdrawn, unknown, hotelIds: [...hotels].sort((a, b) => a - b), pricedOfferIds: priced };
  });
  await offersWritten(db, today, result.hotelIds);
  return { ...result, ms: Date.now() - started };
}

async function applyChanges(
  tx: Queryable,
  changes: readonly OfferChange[],
  today: string,
  hotels: Set<number>,
  unknown: string[],
  priced: number[],
): Promise<{ changed: number; repriced: number }> {
  if (changes.length === 0) return { changed: 0, repriced: 0 };
  // A hash named twice: the later change wins (one row per offer below).
  const latest = [...new Map(changes.map((c) => [c.hash, c])).values()];
  const rows = latest.map((c) => ({
    hash: c.hash,
    price_adult: c.priceAdult ?? null,
    price_child: c.priceChild ?? null,
    price_infant: c.priceInfant ?? null,
    places_left: c.placesLeft ?? null,
    regular_price_adult: c.regularPriceAdult ?? null,
  }));
  await tx.rows(sql`CREATE TEMPORARY TABLE import_changes ON COMMIT DROP AS
    SELECT c.*, o.id AS offer_id, o.hotel_id, o.price_adult AS old_price
    FROM json_to_recordset(${json(rows)}) AS c(hash text, price_adult int, price_child int, price_infant int, places_left int,
      regular_price_adult int)
    JOIN offers o ON o.hash = c.hash`);
  const found = await tx.rows<{ hash: string; offer_id: number; hotel_id: number; repriced: boolean }>(
    sql`SELECT hash, offer_id, hotel_id, (price_adult IS NOT NULL AND price_adult <> old_price) AS repriced FROM import_changes`,
  );
  const known = new Set(found.map((f) => f.hash));
  unknown.push(...changes.map((c) => c.hash).filter((h) => !known.has(h)));
  for (const f of found) hotels.add(f.hotel_id);
  priced.push(...found.filter((f) => f.repriced).map((f) => f.offer_id));

  // Omnibus history (ADR 0040, search/offers.ts `lowest30dSql`): the history is a step function of
  // the adult price by day. An offer repriced for the first time has no entry for the price it had:
  // that price is recorded from the day the offers were loaded (seed_info.seeded_on), when the
  // offer was on sale at it. Then the new price from today; a second change on the same day
  // replaces that day's entry (the history is kept by day).
  await tx.rows(sql`
    INSERT INTO offer_price_history (offer_id, day, price_adult)
    SELECT c.offer_id, s.seeded_on, c.old_price
    FROM import_changes c CROSS JOIN seed_info s
    WHERE c.price_adult IS NOT NULL AND c.price_adult <> c.old_price AND s.seeded_on < ${today}::date
      AND NOT EXISTS (SELECT 1 FROM offer_price_history h WHERE h.offer_id = c.offer_id)`);
  await tx.rows(sql`
    INSERT INTO offer_price_history (offer_id, day, price_adult)
    SELECT offer_id, ${today}::date, price_adult FROM import_changes WHERE price_adult IS NOT NULL AND price_adult <> old_price
    ON CONFLICT (offer_id, day) DO UPDATE SET price_adult = EXCLUDED.price_adult`);

  // The crossed-out price never goes below the price; the discount is measured against it, and
  // only recomputed when the price or the crossed-out price changes (a change of places keeps it).
  await tx.rows(sql`
    UPDATE offers o SET
      price_adult = x.price, price_child = coalesce(x.price_child, o.price_child), price_infant = coalesce(x.price_infant, o.price_infant),
      places_left = coalesce(x.places_left, o.places_left), regular_price_adult = x.regular,
      discount_pct = CASE WHEN NOT x.repriced THEN o.discount_pct
        WHEN x.regular > x.price THEN round(100.0 * (x.regular - x.price) / x.regular)::smallint ELSE 0 END
    FROM (
      SELECT c.offer_id, c.price_child, c.price_infant, c.places_left, coalesce(c.price_adult, cur.price_adult) AS price,
        greatest(coalesce(c.regular_price_adult, cur.regular_price_adult), coalesce(c.price_adult, cur.price_adult)) AS regular,
        (c.price_adult IS NOT NULL OR c.regular_price_adult IS NOT NULL) AS repriced
      FROM import_changes c JOIN offers cur ON cur.id = c.offer_id
    ) x
    WHERE o.id = x.offer_id`);
  // The stored 30-day lowest price, from the history just written (the same expression the API answers).
  await tx.rows(sql`
    UPDATE offers o SET lowest_price_30d_adult = ${lowest30dSql}
    WHERE o.id IN (SELECT offer_id FROM import_changes WHERE price_adult IS NOT NULL AND price_adult <> old_price)`);
  return { changed: found.length, repriced: found.filter((f) => f.repriced).length };
}

async function addOffers(
  tx: Queryable,
  offers: readonly NewOffer[],
  today: string,
  hotels: Set<number>,
  priced: number[],
): Promise<number> {
  if (offers.length === 0) return 0;
  const rows = offers.map((o, i) => ({
    n: i + 1,
    hash: o.hash,
    hotel_id: o.hotelId,
    departure_date: o.departureDate,
    duration_days: o.durationDays,
    departure_city: o.departureCity,
    board: o.board,
    room_code: o.roomCode,
    transport: o.transport,
    offer_type: o.offerType,
    tour_operator: o.tourOperator,
    airline: o.airline,
    direct_flight: o.directFlight,
    flight_minutes: o.flightMinutes,
    price_adult: o.priceAdult,
    price_child: o.priceChild,
    price_infant: o.priceInfant,
    fees_per_person: o.feesPerPerson,
    regular_price_adult: Math.max(o.regularPriceAdult ?? o.priceAdult, o.priceAdult),
    is_hit: o.isHit ?? false,
    places_left: o.placesLeft,
  }));
  // Ids continue after the highest (the import holds the table lock); the hotel's columns are
  // copied into the offer row as the seed copies them (ADR 0040).
  const inserted = await tx.rows<{ id: number; hotel_id: number }>(sql`
    INSERT INTO offers (id, hash, hotel_id, location_ids, departure_date, return_date, duration_days, departure_city, board,
      room_code, transport, offer_type, tour_operator, airline, direct_flight, flight_minutes, price_adult, price_child,
      price_infant, fees_per_person, regular_price_adult, lowest_price_30d_adult, discount_pct, is_hit, places_left,
      hotel_standard, hotel_rating, hotel_attrs, hotel_popularity, beach_distance, transfer_minutes, lat, lng)
    SELECT (SELECT coalesce(max(id), 0) FROM offers) + n.n, n.hash, h.id, l.ancestor_ids, n.departure_date,
      n.departure_date + (n.duration_days - 1), n.duration_days, n.departure_city, n.board, n.room_code, n.transport,
      n.offer_type, n.tour_operator, n.airline, n.direct_flight, n.flight_minutes, n.price_adult, n.price_child,
      n.price_infant, n.fees_per_person, n.regular_price_adult, n.price_adult,
      CASE WHEN n.regular_price_adult > n.price_adult
        THEN round(100.0 * (n.regular_price_adult - n.price_adult) / n.regular_price_adult)::smallint ELSE 0 END,
      n.is_hit, n.places_left, h.standard, h.rating, h.attrs_mask, h.popularity, h.beach_distance, h.transfer_minutes, h.lat, h.lng
    FROM json_to_recordset(${json(rows)}) AS n(n int, hash text, hotel_id int, departure_date date, duration_days smallint,
      departure_city text, board text, room_code text, transport text, offer_type text, tour_operator text, airline text,
      direct_flight boolean, flight_minutes int, price_adult int, price_child int, price_infant int, fees_per_person int,
      regular_price_adult int, is_hit boolean, places_left smallint)
    JOIN hotels h ON h.id = n.hotel_id JOIN locations l ON l.id = h.location_id
    RETURNING id, hotel_id`);
  if (inserted.length !== offers.length) {
    const knownHotels = new Set(inserted.map((r) => r.hotel_id));
    const missing = offers.filter((o) => !knownHotels.has(o.hotelId)).map((o) => o.hotelId);
    throw new Error(`New offers name hotels that do not exist: ${[...new Set(missing)].join(', ')}`);
  }
  for (const r of inserted) hotels.add(r.hotel_id);
  priced.push(...inserted.map((r) => r.id));
  // The price a new offer goes on sale at starts its history, so a later change has a dated predecessor.
  await tx.rows(sql`
    INSERT INTO offer_price_history (offer_id, day, price_adult)
    SELECT id, ${today}::date, price_adult FROM offers WHERE id IN (${sql.join(
      inserted.map((r) => sql`${r.id}::int`),
      sql`, `,
    )})`);
  return inserted.length;
}

async function withdraw(tx: Queryable, hashes: readonly string[], hotels: Set<number>, unknown: string[]): Promise<number> {
  if (hashes.length === 0) return 0;
  const removed = await tx.rows<{ id: number; hash: string; hotel_id: number }>(
    sql`DELETE FROM offers WHERE hash IN (SELECT value FROM json_array_elements_text(${json(hashes)})) RETURNING id, hash, hotel_id`,
  );
  if (removed.length > 0)
    await tx.rows(
      sql`DELETE FROM offer_price_history WHERE offer_id IN (${sql.join(
        removed.map((r) => sql`${r.id}::int`),
        sql`, `,
      )})`,
    );
  const gone = new Set(removed.map((r) => r.hash));
  unknown.push(...hashes.filter((h) => !gone.has(h)));
  for (const r of removed) hotels.add(r.hotel_id);
  return removed.length;
}
