import { sql } from 'drizzle-orm';
import { countParty, type ConfigAlternative, type OfferCalendar, type OfferConfig, type PartyCount } from '@travel/contracts';
import type { Database } from '../db/connection';
import { daysBetween } from '../lib/dates';
import { totalOf, zl } from '../search/offers';

/**
 * The hotel configurator works on one hotel's future offers: at most a few hundred rows even with
 * 1M offers in the table (offers spread over ~1500 hotels), read once per call through the
 * `(hotel_id, departure_date, price_adult)` index; options, the match, alternatives and the price
 * calendar are then computed here, in pure functions, for the party on each offer's own day.
 */
export interface HotelOffer {
  id: number;
  hash: string;
  dep: string;
  duration_days: number;
  departure_city: string | null;
  board: string;
  room_code: string;
  tour_operator: string;
  price_adult: number;
  price_child: number;
  price_infant: number;
  places_left: number;
}

export async function loadHotelOffers(db: Database, hotelId: number, today: string): Promise<HotelOffer[]> {
  return db.rows<HotelOffer>(sql`
    SELECT o.id, o.hash, o.departure_date::text AS dep, o.duration_days, o.departure_city, o.board, o.room_code,
           o.tour_operator, o.price_adult, o.price_child, o.price_infant, o.places_left
    FROM offers o WHERE o.hotel_id = ${hotelId}::int AND o.departure_date > ${today}::date
    ORDER BY o.departure_date, o.price_adult, o.id`);
}

/** The departure city of own-transport offers in the configurator's URL and answers. */
export const OWN_TRANSPORT_CITY = 'brak';

export interface Choice {
  /** null: own transport (no departure city). */
  departureCity?: string | null | undefined;
  departureDate?: string | undefined;
  durationDays?: number | undefined;
  board?: string | undefined;
  roomCode?: string | undefined;
  /** Only the price calendar is asked with an operator (the configurator's offer is any operator's). */
  tourOperator?: string | undefined;
}
type Dim = keyof Choice;

const valueOf = (o: HotelOffer, d: Dim): string | number | null => {
  switch (d) {
    case 'departureCity':
      return o.departure_city;
    case 'departureDate':
      return o.dep;
    case 'durationDays':
      return o.duration_days;
    case 'board':
      return o.board;
    case 'roomCode':
      return o.room_code;
    case 'tourOperator':
      return o.tour_operator;
  }
};
const dims: Dim[] = ['departureCity', 'departureDate', 'durationDays', 'board', 'roomCode', 'tourOperator'];

/** True when the offer has every chosen value, the dimensions in `except` left free. */
export function matches(o: HotelOffer, choice: Choice, except: readonly Dim[] = []): boolean {
  return dims.every((d) => except.includes(d) || choice[d] === undefined || valueOf(o, d) === choice[d]);
}

export interface PartyRequest {
  adults: number | undefined;
  children: readonly string[];
}

export interface Priced {
  offer: HotelOffer;
  party: PartyCount;
  /** Grosze, for the whole party. */
  total: number;
}

/** The offer priced for the party counted on its departure day; undefined when the party has no seats. */
export function price(o: HotelOffer, req: PartyRequest): Priced | undefined {
  const party = countParty(req.adults, req.children, o.dep);
  if (o.places_left < party.adults + party.children) return undefined;
  return { offer: o, party, total: totalOf(o, party) };
}

const cheaper = (a: Priced, b: Priced) => a.total - b.total || a.offer.id - b.offer.id;

export function pricedAll(offers: readonly HotelOffer[], req: PartyRequest): Priced[] {
  return offers.flatMap((o) => {
    const p = price(o, req);
    return p ? [p] : [];
  });
}

/** The cheapest offer per value of a dimension, the other choices kept. */
function cheapestBy<V>(priced: readonly Priced[], choice: Choice, d: Dim): Map<V, Priced> {
  const best = new Map<V, Priced>();
  for (const p of priced) {
    if (!matches(p.offer, choice, [d])) continue;
    const v = valueOf(p.offer, d) as V;
    const cur = best.get(v);
    if (!cur || cheaper(p, cur) < 0) best.set(v, p);
  }
  return best;
}

function optionList<V extends string | number | null>(values: readonly V[], best: Map<V, Priced>) {
  return values.map((value) => {
    const p = best.get(value);
    return {
      value,
      priceFrom: p ? zl(p.offer.price_adult) : null,
      priceTotalFrom: p ? zl(p.total) : null,
      available: p !== undefined,
    };
  });
}

const sortNullsFirst = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

export interface ConfigOutcome {
  facts: Pick<OfferConfig, 'departureDates' | 'durations' | 'departureCities' | 'boards' | 'offersCount'> & { roomCodes: string[] };
  options: {
    departureCities: ReturnType<typeof optionList<string | null>>;
    durations: ReturnType<typeof optionList<number>>;
    boards: ReturnType<typeof optionList<string>>;
    rooms: ReturnType<typeof optionList<string>>;
  };
  selected: Priced | undefined;
  alternatives: { change: ConfigAlternative['change']; priced: Priced }[];
}

/** How many alternatives of each kind an unavailable choice answers. */
export const ALTERNATIVES_PER_KIND = { departureDate: 3, roomCode: 3, board: 3, durationDays: 2, departureCity: 2, several: 3 } as const;

/**
 * Options, the match and, when nothing matches, the nearest alternatives (ADR 0130): relax one
 * choice at a time; dates and durations nearest to the asked value first (then cheaper), rooms,
 * boards and cities cheapest first, one offer per value. When no single change helps, the offers
 * nearest to the asked date whatever the other choices.
 */
export function configure(offers: readonly HotelOffer[], choice: Choice, req: PartyRequest): ConfigOutcome {
  const uniq = <V>(f: (o: HotelOffer) => V) => [...new Set(offers.map(f))];
  const facts = {
    departureDates: uniq((o) => o.dep).sort(),
    durations: uniq((o) => o.duration_days).sort((a, b) => a - b),
    departureCities: uniq((o) => o.departure_city).sort(sortNullsFirst),
    boards: uniq((o) => o.board).sort(),
    roomCodes: uniq((o) => o.room_code).sort(),
    offersCount: offers.length,
  };
  const priced = pricedAll(offers, req);
  const options = {
    departureCities: optionList(facts.departureCities, cheapestBy<string | null>(priced, choice, 'departureCity')),
    durations: optionList(facts.durations, cheapestBy<number>(priced, choice, 'durationDays')),
    boards: optionList(facts.boards, cheapestBy<string>(priced, choice, 'board')),
    rooms: optionList(facts.roomCodes, cheapestBy<string>(priced, choice, 'roomCode')),
  };
  const selected = priced.filter((p) => matches(p.offer, choice)).sort(cheaper)[0];
  const alternatives: ConfigOutcome['alternatives'] = [];
  if (!selected) {
    const distance = (p: Priced, d: Dim): number => {
      if (d === 'departureDate' && choice.departureDate) return Math.abs(daysBetween(choice.departureDate, p.offer.dep));
      if (d === 'durationDays' && choice.durationDays !== undefined) return Math.abs(p.offer.duration_days - choice.durationDays);
      return 0;
    };
    const relaxed: Exclude<Dim, 'tourOperator'>[] = ['departureDate', 'roomCode', 'board', 'durationDays', 'departureCity'];
    for (const d of relaxed) {
      if (choice[d] === undefined) continue;
      const best = [...cheapestBy<unknown>(priced, choice, d).values()]
        .sort((a, b) => distance(a, d) - distance(b, d) || cheaper(a, b))
        .slice(0, ALTERNATIVES_PER_KIND[d]);
      const change = d === 'departureDate' ? 'departureDate' : d;
      for (const p of best) alternatives.push({ change, priced: p });
    }
    if (alternatives.length === 0 && priced.length > 0) {
      const wanted = choice.departureDate;
      const byDate = new Map<string, Priced>();
      for (const p of priced) {
        const cur = byDate.get(p.offer.dep);
        if (!cur || cheaper(p, cur) < 0) byDate.set(p.offer.dep, p);
      }
      const near = (p: Priced) => (wanted ? Math.abs(daysBetween(wanted, p.offer.dep)) : 0);
      for (const p of [...byDate.values()].sort((a, b) => near(a) - near(b) || cheaper(a, b)).slice(0, ALTERNATIVES_PER_KIND.several))
        alternatives.push({ change: 'several', priced: p });
    }
  }
  return { facts, options, selected, alternatives };
}

/** The choices a calendar day can change besides its date. */
const CALENDAR_DIMS = ['departureCity', 'durationDays', 'board', 'roomCode', 'tourOperator'] as const;
type CalendarDim = (typeof CALENDAR_DIMS)[number];

/**
 * With an operator asked for, the offers the calendar may show: each must be the offer the
 * configurator picks once the day is taken (docs/adr/0346-price-calendar-by-operator.md), since
 * the configurator's offer is the cheapest of any operator. A day under every choice only sets
 * the date, so its offer must be the cheapest of the day under the choices the shopper made; a
 * day of other choices writes its offer's city, length, board and room, so its offer must be the
 * cheapest of the day with those four.
 */
function configuratorPicks(priced: readonly Priced[], choice: Omit<Choice, 'departureDate'>): Priced[] {
  const { tourOperator, ...choices } = choice;
  if (tourOperator === undefined) return [...priced];
  const keep = <K>(best: Map<K, Priced>, key: K, p: Priced) => {
    const cur = best.get(key);
    if (!cur || cheaper(p, cur) < 0) best.set(key, p);
  };
  const dayPick = new Map<string, Priced>();
  const groupPick = new Map<string, Priced>();
  const groupOf = (o: HotelOffer) => [o.dep, o.departure_city, o.duration_days, o.board, o.room_code].join('|');
  for (const p of priced) {
    if (matches(p.offer, choices)) keep(dayPick, p.offer.dep, p);
    keep(groupPick, groupOf(p.offer), p);
  }
  return priced.filter((p) => (matches(p.offer, choice) ? dayPick.get(p.offer.dep) === p : groupPick.get(groupOf(p.offer)) === p));
}

/**
 * The month calendar for the shopper's current choices (docs/product/order-and-payment.md, the
 * price calendar; the operator of the offer on screen is one of them when asked for): the
 * cheapest offer per departure day under them, each month's lowest price
 * under them, and the days that have an offer only with other choices, each with the offer that
 * changes fewest choices (then the cheapest) and which choices it changes. Prices of other
 * choices are never mixed into `days`.
 */
export function calendar(
  offers: readonly HotelOffer[],
  choice: Omit<Choice, 'departureDate'>,
  req: PartyRequest,
  month: string | undefined,
  today: string,
): Omit<OfferCalendar, 'hotelId'> {
  const changesOf = (o: HotelOffer): CalendarDim[] => CALENDAR_DIMS.filter((d) => choice[d] !== undefined && valueOf(o, d) !== choice[d]);
  const byDay = new Map<string, Priced>();
  const otherByDay = new Map<string, { priced: Priced; changes: CalendarDim[] }>();
  const byMonth = new Map<string, { perPerson: number; total: number } | null>();
  for (const p of configuratorPicks(pricedAll(offers, req), choice)) {
    const d = p.offer.dep;
    const m = d.slice(0, 7);
    const changes = changesOf(p.offer);
    if (changes.length === 0) {
      const day = byDay.get(d);
      if (!day || cheaper(p, day) < 0) byDay.set(d, p);
      const mon = byMonth.get(m);
      byMonth.set(m, {
        perPerson: Math.min(mon?.perPerson ?? Infinity, p.offer.price_adult),
        total: Math.min(mon?.total ?? Infinity, p.total),
      });
    } else {
      const other = otherByDay.get(d);
      if (!other || changes.length < other.changes.length || (changes.length === other.changes.length && cheaper(p, other.priced) < 0))
        otherByDay.set(d, { priced: p, changes });
      if (!byMonth.has(m)) byMonth.set(m, null);
    }
  }
  const months = [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b));
  const shown = month ?? months.find(([, v]) => v !== null)?.[0] ?? months[0]?.[0] ?? today.slice(0, 7);
  const dayOf = (p: Priced) => ({
    date: p.offer.dep,
    hash: p.offer.hash,
    pricePerPerson: zl(p.offer.price_adult),
    priceTotal: zl(p.total),
    departureCity: p.offer.departure_city,
    durationDays: p.offer.duration_days,
    board: p.offer.board,
    roomCode: p.offer.room_code,
    tourOperator: p.offer.tour_operator,
  });
  const inMonth = (p: Priced) => p.offer.dep.startsWith(`${shown}-`);
  const byDate = (a: Priced, b: Priced) => a.offer.dep.localeCompare(b.offer.dep);
  const days = [...byDay.values()].filter(inMonth).sort(byDate);
  const otherDays = [...otherByDay.values()]
    .filter((other) => inMonth(other.priced) && !byDay.has(other.priced.offer.dep))
    .sort((a, b) => byDate(a.priced, b.priced));
  const cheapest = [...days].sort(cheaper)[0];
  return {
    month: shown,
    months: months.map(([m, v]) => ({
      month: m,
      priceFrom: v === null ? null : zl(v.perPerson),
      priceTotalFrom: v === null ? null : zl(v.total),
    })),
    days: days.map(dayOf),
    otherDays: otherDays.map((other) => ({ ...dayOf(other.priced), changes: other.changes })),
    cheapest: cheapest ? dayOf(cheapest) : null,
  };
}
