import { sql } from 'drizzle-orm';
import { countParty, type ExtraMdsInfo, type OfferCheck, type OfferSeen, type PartyCount, type UnavailableReason } from '@travel/contracts';
import { BOARDS } from '@travel/search-model/reference/boards';
import type { Database } from '../db/connection';
import { offerColumns, offerJoins, toPricedOffer, totalOf, zl, type OfferRow } from '../search/offers';

/** Full rows of the offers with these codes, by code (one query however many). */
export async function loadOffersByHashes(db: Database, hashes: readonly string[]): Promise<Map<string, OfferRow>> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return new Map();
  const rows = await db.rows<OfferRow>(
    sql`SELECT ${offerColumns} ${offerJoins} WHERE o.hash IN (SELECT value FROM json_array_elements_text(${JSON.stringify(unique)}::json))`,
  );
  return new Map(rows.map((r) => [r.hash, r]));
}

/** Why the party cannot buy the offer today, or null when it can. */
export function unavailableReason(row: Pick<OfferRow, 'dep' | 'places_left'>, party: PartyCount, today: string): UnavailableReason | null {
  if (row.dep <= today) return 'departed';
  return row.places_left < party.adults + party.children ? 'places' : null;
}

/** Today's availability and price of one offer against what the caller saw; `row` undefined: withdrawn. */
export function checkOffer(
  seen: OfferSeen,
  row: OfferRow | undefined,
  party: { adults: number; children: readonly string[] },
  today: string,
): OfferCheck {
  const seenPriceTotal = seen.seenPriceTotal ?? null;
  if (!row) {
    return {
      offerHash: seen.offerHash,
      available: false,
      reason: 'withdrawn',
      placesLeft: 0,
      pricePerPerson: null,
      priceTotal: null,
      seenPriceTotal,
      priceChange: null,
      priceDifference: null,
    };
  }
  // Infants and children are counted on the departure day, as every priced answer counts them.
  const counted = countParty(party.adults, [...party.children], row.dep);
  const reason = unavailableReason(row, counted, today);
  const totalGrosze = totalOf(row, counted);
  const differenceGrosze = seenPriceTotal === null ? null : totalGrosze - Math.round(seenPriceTotal * 100);
  return {
    offerHash: row.hash,
    available: reason === null,
    reason,
    placesLeft: row.places_left,
    pricePerPerson: zl(row.price_adult),
    priceTotal: zl(totalGrosze),
    seenPriceTotal,
    priceChange: differenceGrosze === null ? null : differenceGrosze === 0 ? 'same' : differenceGrosze < 0 ? 'lower' : 'higher',
    priceDifference: differenceGrosze === null ? null : zl(differenceGrosze),
  };
}

/** `checkOffer` for many offers, read in one query; one result per asked offer, in the order asked. */
export async function checkOffers(
  db: Database,
  offers: readonly OfferSeen[],
  party: { adults: number; children: readonly string[] },
  today: string,
): Promise<OfferCheck[]> {
  const rows = await loadOffersByHashes(
    db,
    offers.map((o) => o.offerHash),
  );
  return offers.map((seen) => checkOffer(seen, rows.get(seen.offerHash), party, today));
}

const boardLabel = new Map<string, string>(BOARDS.map((b) => [b.slug, b.label]));

/** What the price of an offer includes, in Polish, as the operator lists it. */
export function includedIn(row: Pick<OfferRow, 'transport' | 'board' | 'fees_per_person'>, roomName: string): string[] {
  const travel =
    row.transport === 'F'
      ? ['Przelot w obie strony', 'Transfer z lotniska do hotelu i z powrotem']
      : row.transport === 'BU'
        ? ['Przejazd autokarem w obie strony']
        : [];
  return [
    ...travel,
    `Zakwaterowanie: ${roomName}`,
    `Wyżywienie: ${boardLabel.get(row.board) ?? row.board}`,
    ...(row.fees_per_person > 0 ? ['Obowiązkowe opłaty organizatora'] : []),
  ];
}

/** The tour operator's facts of one offer for a party (`offersExtraMdsInfo`). */
export async function extraMdsInfo(db: Database, row: OfferRow, party: PartyCount, today: string): Promise<ExtraMdsInfo> {
  const operator = (await db.rows<{ label: string }>(sql`SELECT label FROM tour_operators WHERE slug = ${row.tour_operator}`))[0];
  const priced = toPricedOffer(row, party);
  const reason = unavailableReason(row, party, today);
  return {
    offerHash: row.hash,
    tourOperator: { code: row.tour_operator, name: operator?.label ?? row.tour_operator },
    departureDate: row.dep,
    returnDate: row.ret,
    durationDays: row.duration_days,
    board: row.board,
    room: priced.room,
    flight:
      row.transport === 'F' && row.departure_city !== null
        ? {
            departureCity: row.departure_city,
            airline: row.airline,
            directFlight: row.direct_flight,
            flightMinutes: row.flight_minutes,
          }
        : null,
    transport: row.transport,
    transferMinutes: row.transfer_minutes,
    included: includedIn(row, priced.room.name),
    party,
    priceLines: priced.priceLines,
    feesPerPerson: priced.feesPerPerson,
    priceTotal: priced.priceTotal,
    available: reason === null,
    reason,
    placesLeft: row.places_left,
  };
}
