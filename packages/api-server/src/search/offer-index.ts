import { sql, type SQL } from 'drizzle-orm';
import type { OfferSort } from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';
import type { OfferSpec, Party } from './filters';
import { hotelRowsSql, toHotelRow, type HotelRow } from './hotel-rows';

/**
 * The offer columns every search condition and sort reads, held per hotel in typed arrays
 * (docs/adr/0190-search-at-scale.md; ~90 MB at a million offers, with the orders and value lists
 * below). A search reads a few offers per hotel in this process instead of the matching rows in the
 * database; the hotel-level columns the conditions and sorts read are kept beside them
 * (hotel-rows.ts, docs/adr/0320-search-hotel-rows-and-cores.md), and the database loads the rows of
 * the page it returns.
 *
 * Exactness: an index answers only when its version equals `search_data_version`, which
 * `refreshDerivedSearchData` raises after every write of offers; otherwise the plain SQL answers
 * while the index catches up in the background.
 */

const EPOCH_MS = Date.UTC(2000, 0, 1);
/** Days since 2000-01-01, the unit of the packed dates (`date - DATE '2000-01-01'` in SQL). */
export const dayNumber = (day: string): number => Math.round((Date.parse(`${day}T00:00:00Z`) - EPOCH_MS) / 86_400_000);

const codedColumns = ['board', 'offer_type', 'transport', 'departure_city', 'tour_operator', 'airline'] as const;
type CodedColumn = (typeof codedColumns)[number];

/** A text column's values as small numbers: code 0 is NULL, code i is `values[i - 1]`. Codes never change, the list only grows. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  add(value: string): void {
    if (!this.codes.has(value)) {
      this.values.push(value);
      this.codes.set(value, this.values.length);
    }
  }
  code(value: string): number | undefined {
    return this.codes.get(value);
  }
  /** A lookup by code: 1 where the value is one of `values` (NULL never is, as `= ANY` is never true for NULL). */
  anyOf(values: readonly string[]): Uint8Array {
    const set = new Uint8Array(this.values.length + 1);
    for (const v of values) {
      const c = this.codes.get(v);
      if (c !== undefined) set[c] = 1;
    }
    return set;
  }
  /** A lookup by code: 1 where the value is none of `values` (`<>` is never true for NULL either). */
  noneOf(values: readonly string[]): Uint8Array {
    const set = new Uint8Array(this.values.length + 1).fill(1);
    set[0] = 0;
    for (const v of values) {
      const c = this.codes.get(v);
      if (c !== undefined) set[c] = 0;
    }
    return set;
  }
  /** By code, the value's 0-based position in `list` (SQL `array_position(list, value) - 1`), -1 where absent. */
  positionsIn(list: readonly string[]): Int16Array {
    const out = new Int16Array(this.values.length + 1).fill(-1);
    this.values.forEach((v, i) => {
      out[i + 1] = list.indexOf(v);
    });
    return out;
  }
}

/**
 * One hotel's offers, sorted by departure date, price_adult, id: the order of the `termin` sort,
 * and a date window is a contiguous slice. `byPrice`, `byDiscount` and `byHit` list the same
 * offers in the other sorts' in-hotel orders (withinHotelOrder of filters.ts for a party without
 * children), so a hotel's best offer is its first match in that order, as in the SQL's probe.
 */
export interface HotelOffers {
  n: number;
  id: Int32Array;
  dep: Int32Array;
  ret: Int32Array;
  duration: Int16Array;
  places: Int16Array;
  priceAdult: Int32Array;
  priceChild: Int32Array;
  priceInfant: Int32Array;
  discount: Int16Array;
  hit: Uint8Array;
  direct: Uint8Array;
  /** Dictionary codes (`OfferIndex.dict`); plain fields, not a record, so the hot loops read them at one fixed offset. */
  board: Uint16Array;
  offerType: Uint16Array;
  transport: Uint16Array;
  city: Uint16Array;
  operator: Uint16Array;
  airline: Uint16Array;
  byPrice: Int32Array;
  byDiscount: Int32Array;
  byHit: Int32Array;
  /**
   * Per facet column, per code (per duration in days), the offers carrying it in departure order:
   * `filters` asks of each value whether one of its offers matches, instead of reading every offer.
   */
  byValue: Record<'board' | 'offerType' | 'transport' | 'city' | 'operator' | 'duration', ValueLists>;
}

/** The offers carrying each value of a column: `offers[j]` lists those whose value is `values[j]`. */
export interface ValueLists {
  values: number[];
  offers: Int32Array[];
}

/** Bytes per offer in the packed form (`packedOffer`). */
const RECORD = 44;

function packedOffer(dict: Record<CodedColumn, Dictionary>): SQL {
  const code = (column: CodedColumn) =>
    sql`int2send(coalesce(array_position(ARRAY[${sql.join(
      dict[column].values.length ? dict[column].values.map((v) => sql`${v}`) : [sql`NULL`],
      sql`, `,
    )}]::text[], o.${sql.raw(column)}), 0)::int2)`;
  return sql`int4send(o.id) || int4send(o.departure_date - DATE '2000-01-01') || int4send(o.return_date - DATE '2000-01-01')
    || int2send(o.duration_days) || int2send(o.places_left) || int4send(o.price_adult) || int4send(o.price_child)
    || int4send(o.price_infant) || int2send(o.discount_pct) || int2send((o.is_hit::int + 2 * o.direct_flight::int)::int2)
    || ${sql.join(
      codedColumns.map((c) => code(c)),
      sql` || `,
    )}`;
}

function unpack(bytes: Uint8Array): HotelOffers {
  const n = bytes.byteLength / RECORD;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const h: HotelOffers = {
    n,
    id: new Int32Array(n),
    dep: new Int32Array(n),
    ret: new Int32Array(n),
    duration: new Int16Array(n),
    places: new Int16Array(n),
    priceAdult: new Int32Array(n),
    priceChild: new Int32Array(n),
    priceInfant: new Int32Array(n),
    discount: new Int16Array(n),
    hit: new Uint8Array(n),
    direct: new Uint8Array(n),
    board: new Uint16Array(n),
    offerType: new Uint16Array(n),
    transport: new Uint16Array(n),
    city: new Uint16Array(n),
    operator: new Uint16Array(n),
    airline: new Uint16Array(n),
    byPrice: new Int32Array(n),
    byDiscount: new Int32Array(n),
    byHit: new Int32Array(n),
    byValue: {
      board: { values: [], offers: [] },
      offerType: { values: [], offers: [] },
      transport: { values: [], offers: [] },
      city: { values: [], offers: [] },
      operator: { values: [], offers: [] },
      duration: { values: [], offers: [] },
    },
  };
  // In `codedColumns` order, as packed.
  const codes = [h.board, h.offerType, h.transport, h.city, h.operator, h.airline];
  // Sorted here rather than by string_agg's ORDER BY, which kept PostgreSQL from a plain hash aggregate.
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      view.getInt32(a * RECORD + 4) - view.getInt32(b * RECORD + 4) ||
      view.getInt32(a * RECORD + 16) - view.getInt32(b * RECORD + 16) ||
      view.getInt32(a * RECORD) - view.getInt32(b * RECORD),
  );
  for (let i = 0; i < n; i++) {
    const p = (order[i] as number) * RECORD;
    h.id[i] = view.getInt32(p);
    h.dep[i] = view.getInt32(p + 4);
    h.ret[i] = view.getInt32(p + 8);
    h.duration[i] = view.getInt16(p + 12);
    h.places[i] = view.getInt16(p + 14);
    h.priceAdult[i] = view.getInt32(p + 16);
    h.priceChild[i] = view.getInt32(p + 20);
    h.priceInfant[i] = view.getInt32(p + 24);
    h.discount[i] = view.getInt16(p + 28);
    const flags = view.getInt16(p + 30);
    h.hit[i] = flags & 1;
    h.direct[i] = (flags >> 1) & 1;
    for (let k = 0; k < codes.length; k++) (codes[k] as Uint16Array)[i] = view.getUint16(p + 32 + 2 * k);
  }
  const byPriceThenId = (a: number, b: number) =>
    (h.priceAdult[a] as number) - (h.priceAdult[b] as number) || (h.id[a] as number) - (h.id[b] as number);
  const all = Array.from({ length: n }, (_, i) => i);
  h.byPrice.set([...all].sort(byPriceThenId));
  h.byDiscount.set([...all].sort((a, b) => (h.discount[b] as number) - (h.discount[a] as number) || byPriceThenId(a, b)));
  h.byHit.set([...all].sort((a, b) => (h.hit[b] as number) - (h.hit[a] as number) || byPriceThenId(a, b)));
  const byValue = (values: ArrayLike<number>) => {
    const lists = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const v = values[i] as number;
      const list = lists.get(v);
      if (list) list.push(i);
      else lists.set(v, [i]);
    }
    return { values: [...lists.keys()], offers: [...lists.values()].map((list) => Int32Array.from(list)) };
  };
  h.byValue = {
    board: byValue(h.board),
    offerType: byValue(h.offerType),
    transport: byValue(h.transport),
    city: byValue(h.city),
    operator: byValue(h.operator),
    duration: byValue(h.duration),
  };
  return h;
}

export class OfferIndex {
  /** The hotel rows in id order (what the SQL's `ORDER BY h.id` returns). */
  readonly hotelList: readonly HotelRow[];
  constructor(
    readonly version: number,
    readonly hotels: ReadonlyMap<number, HotelOffers>,
    readonly dict: Record<CodedColumn, Dictionary>,
    /** Every hotel's search columns, in the same snapshot as the offers. */
    readonly hotelRows: ReadonlyMap<number, HotelRow>,
  ) {
    this.hotelList = [...hotelRows.values()].sort((a, b) => a.id - b.id);
  }

  get offers(): number {
    let n = 0;
    for (const h of this.hotels.values()) n += h.n;
    return n;
  }
}

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((i) => sql`${i}::int`),
    sql`, `,
  )}]::int[]`;

/**
 * Reads the offers of `hotelIds` (all hotels when undefined) in one snapshot, together with the
 * version that snapshot holds, and returns the index `base` with those hotels replaced.
 */
async function load(db: Database, base: OfferIndex | null, hotelIds: readonly number[] | undefined): Promise<OfferIndex> {
  return db.transaction(async (tx: Queryable) => {
    // One snapshot for the version and every read below (on PGlite, one transaction at a time anyway).
    await tx.rows(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    const [v] = await tx.rows<{ version: string }>(sql`SELECT version::text AS version FROM search_data_version WHERE id = 1`);
    const where = hotelIds ? sql`o.hotel_id = ANY(${intArray(hotelIds)})` : sql`true`;
    const dict = base?.dict ?? (Object.fromEntries(codedColumns.map((c) => [c, new Dictionary()])) as Record<CodedColumn, Dictionary>);
    // The combinations are few (hundreds): one hash aggregate instead of a sort per column.
    const combinations = await tx.rows<Record<CodedColumn, string | null>>(sql`
      SELECT DISTINCT ${sql.raw(codedColumns.map((c) => `o.${c}`).join(', '))} FROM offers o WHERE ${where}`);
    for (const row of combinations) for (const c of codedColumns) if (row[c] !== null) dict[c].add(row[c]);
    const rows = await tx.rows<{ hotel_id: number; packed: Uint8Array }>(sql`
      SELECT o.hotel_id, string_agg(${packedOffer(dict)}, ''::bytea) AS packed FROM offers o WHERE ${where} GROUP BY o.hotel_id`);
    const hotels = new Map(base && hotelIds ? base.hotels : []);
    for (const id of hotelIds ?? []) hotels.delete(id);
    for (const r of rows) hotels.set(Number(r.hotel_id), unpack(r.packed));
    // The hotels' own columns in the same snapshot: whoever changes one (a review's rating, the
    // offer sets) raises the version naming the hotel, as for its offers.
    const hotelRows = new Map(base && hotelIds ? base.hotelRows : []);
    for (const id of hotelIds ?? []) hotelRows.delete(id);
    const fresh = await tx.rows<Record<string, unknown>>(hotelRowsSql(hotelIds ? sql`h.id = ANY(${intArray(hotelIds)})` : sql`true`));
    for (const r of fresh) hotelRows.set(Number(r.id), toHotelRow(r));
    return new OfferIndex(Number(v?.version), hotels, dict, hotelRows);
  });
}

interface Holder {
  index: OfferIndex | null;
  loading: Promise<OfferIndex | null> | null;
}
const holders = new WeakMap<Database, Holder>();
const holderOf = (db: Database): Holder => {
  let h = holders.get(db);
  if (!h) {
    h = { index: null, loading: null };
    holders.set(db, h);
  }
  return h;
};

/** Brings the index of `db` to `version`: only the hotels the changes since name, else everything. */
function catchUp(db: Database, holder: Holder, version: number): Promise<OfferIndex | null> {
  holder.loading ??= (async () => {
    const current = holder.index;
    let hotelIds: number[] | undefined;
    if (current) {
      const changes = await db.rows<{ version: string; hotel_ids: number[] | null }>(
        sql`SELECT version::text AS version, hotel_ids FROM search_data_changes WHERE version > ${current.version}::bigint ORDER BY version`,
      );
      // Every version since ours must be there and name its hotels; a gap or a full rebuild reloads all.
      if (changes.length >= version - current.version && changes.every((c) => c.hotel_ids !== null)) {
        hotelIds = [...new Set(changes.flatMap((c) => c.hotel_ids ?? []))];
      }
    }
    const next = await load(db, hotelIds ? current : null, hotelIds);
    if (!holder.index || next.version >= holder.index.version) holder.index = next;
    return holder.index;
  })()
    .catch((err: unknown) => {
      console.warn(`offer index: load failed, searches stay on SQL (${err instanceof Error ? err.message : String(err)})`);
      return null;
    })
    .finally(() => {
      holder.loading = null;
    });
  return holder.loading;
}

const versionOf = async (db: Queryable) =>
  Number((await db.rows<{ version: string }>(sql`SELECT version::text AS version FROM search_data_version WHERE id = 1`))[0]?.version);

/**
 * The index of `db` if it holds exactly the offers the database holds now, else null (the caller
 * answers with SQL) after starting to catch up in the background. One primary-key read per call.
 */
export async function currentOfferIndex(db: Database): Promise<OfferIndex | null> {
  const holder = holderOf(db);
  const version = await versionOf(db);
  if (holder.index?.version === version) return holder.index;
  void catchUp(db, holder, version);
  return null;
}

/** Loads (or catches up) the index of `db` and waits for it: at start-up, after the seed, and in tests. */
export async function warmOfferIndex(db: Database): Promise<OfferIndex | null> {
  const holder = holderOf(db);
  for (;;) {
    const version = await versionOf(db);
    if (holder.index?.version === version) return holder.index;
    const before = holder.index?.version;
    const next = await catchUp(db, holder, version);
    if (!next || next.version === before) return next;
  }
}

/** How many search calls each path answered since start (tests assert the path; an operator sees a stale index). */
export const offerIndexUse = { index: 0, sql: 0 };

/** The data version the index of `db` holds; undefined before its first load (readiness, metrics). */
export function offerIndexVersion(db: Database): number | undefined {
  return holders.get(db)?.index?.version;
}

/** Waits for a load under way (before the database closes). */
export async function settleOfferIndex(db: Database): Promise<void> {
  await holders.get(db)?.loading;
}

// ---------------------------------------------------------------------------------------------
// Queries. Each mirrors one SQL condition of `compileFilters` (filters.ts); the parity tests
// (src/search/__tests__/offer-index-parity.test.ts) hold them to the SQL on both databases.

/** The facet order of the `filters` bitmasks: bit k of a fail mask is `offerFacetNames[k]`. */
export const offerFacetNames = ['board', 'offerType', 'transport', 'departureCity', 'tourOperator', 'durationDays'] as const;
export type OfferFacetName = (typeof offerFacetNames)[number];
const facetColumn: Record<Exclude<OfferFacetName, 'durationDays'>, CodedColumn> = {
  board: 'board',
  offerType: 'offer_type',
  transport: 'transport',
  departureCity: 'departure_city',
  tourOperator: 'tour_operator',
};

/** A spec turned into lookups by code, for one request. */
export interface Matcher {
  from: number;
  to: number;
  returnTo: number;
  seats: number;
  offerTypeOk: Uint8Array | null;
  transportOk: Uint8Array | null;
  airlineOk: Uint8Array | null;
  direct: boolean;
  party: Party;
  /** The price filter's price: the party price, or price_adult. */
  totalPrice: boolean;
  priceFrom: number;
  priceTo: number;
  adultPriceTo: number;
  /** Per offer-level facet: the allowed codes, or null when the facet is not chosen. */
  boardOk: Uint8Array | null;
  offerTypeFacetOk: Uint8Array | null;
  transportFacetOk: Uint8Array | null;
  cityOk: Uint8Array | null;
  operatorOk: Uint8Array | null;
  durationFrom: number;
  durationTo: number;
  durationChosen: boolean;
}

export function matcherOf(index: OfferIndex, spec: OfferSpec, party: Party, totalPrice: boolean): Matcher {
  const d = index.dict;
  const all = (ok: Uint8Array[]) => {
    if (ok.length === 0) return null;
    const out = new Uint8Array(ok[0]?.length ?? 0);
    for (let c = 0; c < out.length; c++) out[c] = ok.every((s) => s[c] === 1) ? 1 : 0;
    return out;
  };
  const f = spec.facets;
  return {
    from: dayNumber(spec.departureFrom),
    to: Math.min(Infinity, ...spec.departureTo.map(dayNumber)),
    returnTo: Math.min(Infinity, ...spec.returnTo.map(dayNumber)),
    seats: spec.seats,
    offerTypeOk: all(spec.offerTypeIs.map((t) => d.offer_type.anyOf([t]))),
    transportOk: all(spec.transportIs.map((t) => d.transport.anyOf([t]))),
    airlineOk: spec.airlineNot.length ? d.airline.noneOf(spec.airlineNot) : null,
    direct: spec.directFlight,
    party,
    totalPrice,
    priceFrom: spec.priceFrom ?? -Infinity,
    priceTo: spec.priceTo ?? Infinity,
    adultPriceTo: spec.adultPriceTo ?? Infinity,
    boardOk: f.board ? d.board.anyOf(f.board) : null,
    offerTypeFacetOk: f.offerType ? d.offer_type.anyOf(f.offerType) : null,
    transportFacetOk: f.transport ? d.transport.anyOf(f.transport) : null,
    cityOk: f.departureCity ? d.departure_city.anyOf(f.departureCity) : null,
    operatorOk: f.tourOperator ? d.tour_operator.anyOf(f.tourOperator) : null,
    durationFrom: f.durationDays?.from ?? -Infinity,
    durationTo: f.durationDays?.to ?? Infinity,
    durationChosen: f.durationDays !== undefined,
  };
}

/** First offer of `h` departing on or after `day` (offers are sorted by departure). */
function firstFrom(h: HotelOffers, day: number): number {
  let lo = 0;
  let hi = h.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((h.dep[mid] as number) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The non-facet offer conditions (`probe` without the facets), for offer `i` of `h`, whose departure is already in range. */
function baseOk(m: Matcher, h: HotelOffers, i: number): boolean {
  if ((h.ret[i] as number) > m.returnTo) return false;
  if ((h.places[i] as number) < m.seats) return false;
  if (m.offerTypeOk && m.offerTypeOk[h.offerType[i] as number] !== 1) return false;
  if (m.transportOk && m.transportOk[h.transport[i] as number] !== 1) return false;
  if (m.airlineOk && m.airlineOk[h.airline[i] as number] !== 1) return false;
  if (m.direct && h.direct[i] !== 1) return false;
  const pa = h.priceAdult[i] as number;
  if (pa > m.adultPriceTo) return false;
  const price = m.totalPrice
    ? pa * m.party.adults + (h.priceChild[i] as number) * m.party.children + (h.priceInfant[i] as number) * m.party.infants
    : pa;
  return price >= m.priceFrom && price <= m.priceTo;
}

/** Bit k set: the offer fails offer-level facet k (`offerFacetNames`). */
function facetFails(m: Matcher, h: HotelOffers, i: number): number {
  let fails = 0;
  if (m.boardOk && m.boardOk[h.board[i] as number] !== 1) fails |= 1;
  if (m.offerTypeFacetOk && m.offerTypeFacetOk[h.offerType[i] as number] !== 1) fails |= 2;
  if (m.transportFacetOk && m.transportFacetOk[h.transport[i] as number] !== 1) fails |= 4;
  if (m.cityOk && m.cityOk[h.city[i] as number] !== 1) fails |= 8;
  if (m.operatorOk && m.operatorOk[h.operator[i] as number] !== 1) fails |= 16;
  if (m.durationChosen) {
    const d = h.duration[i] as number;
    if (d < m.durationFrom || d > m.durationTo) fails |= 32;
  }
  return fails;
}

export interface BestOffer {
  hotelId: number;
  offerId: number;
  /** The party price (grosze). */
  total: number;
  dep: number;
  discount: number;
  hit: number;
  priceAdult: number;
}

/** Offer `i` of `h` matches every condition: departure window, the non-facet conditions and the chosen facets. */
function matches(m: Matcher, h: HotelOffers, i: number): boolean {
  const dep = h.dep[i] as number;
  return dep >= m.from && dep <= m.to && baseOk(m, h, i) && facetFails(m, h, i) === 0;
}

/** A departure window of at most a month: reading its slice beats walking the hotel's offers in price order. */
const narrowWindow = (m: Matcher) => m.to - m.from <= 31;

/** The highest price_adult an offer may have under the price filter (the party price rises with it). */
const adultPriceCap = (m: Matcher) => (m.totalPrice ? m.adultPriceTo : m.priceTo);

/**
 * The fewest offers that can match: the departure window's slice (native order) or, under a
 * price cap, the cheap end of `byPrice`, whichever is shorter. `order` null: native order.
 */
function smallestBase(m: Matcher, h: HotelOffers): { order: Int32Array | null; start: number; end: number } {
  const start = firstFrom(h, m.from);
  const end = m.to === Infinity ? h.n : firstFrom(h, m.to + 1);
  const cap = adultPriceCap(m);
  if (cap === Infinity) return { order: null, start, end };
  let lo = 0;
  let hi = h.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((h.priceAdult[h.byPrice[mid] as number] as number) <= cap) lo = mid + 1;
    else hi = mid;
  }
  return lo < end - start ? { order: h.byPrice, start: 0, end: lo } : { order: null, start, end };
}

/** The hotel's best matching offer under `sort` (`withinHotelOrder`), or -1. */
function bestOf(m: Matcher, h: HotelOffers, sort: OfferSort): number {
  const p = m.party;
  if (p.children + p.infants === 0) {
    const few = smallestBase(m, h);
    if (few.order && few.end - few.start <= h.n / 4) {
      // Under a low price cap only the cheap end of the price order can match: compare those.
      let best = -1;
      for (let k = few.start; k < few.end; k++) {
        const i = few.order[k] as number;
        if (matches(m, h, i) && (best < 0 || compareInHotel(h, i, best, sort) < 0)) best = i;
      }
      return best;
    }
    // The in-hotel order is a stored order: the first match is the best, as in the SQL's LIMIT 1 probe.
    if (sort === 'termin' || narrowWindow(m)) {
      // The window's slice, in (departure, price, id) order.
      let best = -1;
      for (let i = firstFrom(h, m.from); i < h.n && (h.dep[i] as number) <= m.to; i++) {
        if (!matches(m, h, i)) continue;
        if (sort === 'termin') return i;
        if (best < 0 || compareInHotel(h, i, best, sort) < 0) best = i;
      }
      return best;
    }
    const order = sort === 'rabat' ? h.byDiscount : sort === 'hity' ? h.byHit : h.byPrice;
    for (let k = 0; k < h.n; k++) {
      const i = order[k] as number;
      if (matches(m, h, i)) return i;
    }
    return -1;
  }
  // With children the in-hotel price is the party price, which no stored order follows: every match is compared.
  let best = -1;
  let bestKey = 0;
  let bestPrice = 0;
  for (let i = firstFrom(h, m.from); i < h.n && (h.dep[i] as number) <= m.to; i++) {
    if (!baseOk(m, h, i) || facetFails(m, h, i) !== 0) continue;
    const price = partyPrice(m, h, i);
    const key = sortKey(h, i, sort);
    if (
      best < 0 ||
      key < bestKey ||
      (key === bestKey && (price < bestPrice || (price === bestPrice && (h.id[i] as number) < (h.id[best] as number))))
    ) {
      best = i;
      bestKey = key;
      bestPrice = price;
    }
  }
  return best;
}

const partyPrice = (m: Matcher, h: HotelOffers, i: number) =>
  (h.priceAdult[i] as number) * m.party.adults +
  (h.priceChild[i] as number) * m.party.children +
  (h.priceInfant[i] as number) * m.party.infants;

/** The sort's own in-hotel key, smaller first (the price and the id break ties). */
const sortKey = (h: HotelOffers, i: number, sort: OfferSort) =>
  sort === 'termin' ? (h.dep[i] as number) : sort === 'rabat' ? -(h.discount[i] as number) : sort === 'hity' ? -(h.hit[i] as number) : 0;

/** Negative when offer `a` comes before offer `b` in the childless in-hotel order of `sort`. */
const compareInHotel = (h: HotelOffers, a: number, b: number, sort: OfferSort): number =>
  sortKey(h, a, sort) - sortKey(h, b, sort) ||
  (h.priceAdult[a] as number) - (h.priceAdult[b] as number) ||
  (h.id[a] as number) - (h.id[b] as number);

/**
 * Each listed hotel's best matching offer under `sort` (`withinHotelOrder` of filters.ts: the
 * sort's key, then the price, then the offer id); hotels without a match are left out.
 */
export function bestOffers(index: OfferIndex, m: Matcher, hotelIds: readonly number[], sort: OfferSort): BestOffer[] {
  const out: BestOffer[] = [];
  for (const hotelId of hotelIds) {
    const h = index.hotels.get(hotelId);
    if (!h) continue;
    const best = bestOf(m, h, sort);
    if (best < 0) continue;
    out.push({
      hotelId,
      offerId: h.id[best] as number,
      total: partyPrice(m, h, best),
      dep: h.dep[best] as number,
      discount: h.discount[best] as number,
      hit: h.hit[best] as number,
      priceAdult: h.priceAdult[best] as number,
    });
  }
  return out;
}

/** How many of a hotel's offers match (the list's `offersCount`). */
export function matchingOffers(index: OfferIndex, m: Matcher, hotelId: number): number {
  const h = index.hotels.get(hotelId);
  let n = 0;
  if (h) for (let i = firstFrom(h, m.from); i < h.n && (h.dep[i] as number) <= m.to; i++) if (matches(m, h, i)) n++;
  return n;
}

/** How many of the listed hotels have a matching offer (stops at each hotel's first match). */
export function countMatchingHotels(index: OfferIndex, m: Matcher, hotelIds: readonly number[]): number {
  let n = 0;
  for (const hotelId of hotelIds) {
    const h = index.hotels.get(hotelId);
    if (!h) continue;
    for (let i = firstFrom(h, m.from); i < h.n; i++) {
      if ((h.dep[i] as number) > m.to) break;
      if (baseOk(m, h, i) && facetFails(m, h, i) === 0) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** Per hotel, what the `filters` call needs: the SQL `p` row of filterFacets (offers.ts). */
export interface HotelFacetRow {
  hotelId: number;
  allOk: boolean;
  /** Per offer-level facet (offerFacetNames order), per value position: offered with the other facets applied. */
  has: Uint8Array[];
  /**
   * The hotel's cheapest and dearest full matches (the filter's price). Only the range over all
   * hotels is asked for, so a hotel whose prices cannot widen the range of the hotels before it
   * may answer null.
   */
  pmin: number | null;
  pmax: number | null;
}

/**
 * For each listed hotel with an offer passing the non-facet conditions: per offer-level facet,
 * which of `positions[k]`'s values its offers carry with the *other* facets applied, whether one
 * offer passes every facet, and the price range of those. `positionOf[k]` maps an offer to its
 * value's position (-1: none).
 */
export function facetRows(
  index: OfferIndex,
  m: Matcher,
  hotelIds: readonly number[],
  valueCounts: readonly number[],
  durationPosition: (durationDays: number) => number,
  /** Per coded facet (the first five of offerFacetNames), by code, the value's position. */
  positionsByCode: readonly Int16Array[],
  /** Whether the hotel's prices enter the answer's price range (it passes every hotel-level facet). */
  countsForPrice: (hotelId: number) => boolean,
): HotelFacetRow[] {
  const rows: HotelFacetRow[] = [];
  const p = m.party;
  // Per duration in days, its bucket position: one lookup per offer instead of a search.
  const durationPos = new Int16Array(256).map((_, d) => durationPosition(d));
  const durationOf = (days: number) => (days >= 0 && days < 256 ? (durationPos[days] as number) : durationPosition(days));
  // The price range's price follows price_adult unless it is a party price with children: then
  // each hotel is answered from its value lists and both ends of `byPrice`, else by reading its offers.
  const priceFollowsAdult = !m.totalPrice || p.children + p.infants === 0;
  const bound: PriceBound = { min: Infinity, max: -Infinity };
  for (const hotelId of hotelIds) {
    const h = index.hotels.get(hotelId);
    if (!h) continue;
    const few = smallestBase(m, h);
    // A short window or a low price cap leaves few offers: reading them beats asking value by value
    // (the value lists are in departure order and would walk up to the window first).
    const row =
      !priceFollowsAdult || few.end - few.start <= h.n / 4
        ? rowFromScan(m, h, hotelId, valueCounts, positionsByCode, durationOf, few)
        : rowFromValues(m, h, hotelId, valueCounts, positionsByCode, durationOf, countsForPrice(hotelId) ? bound : null);
    if (row) rows.push(row);
  }
  return rows;
}

/** Offer `i` passes the window, the non-facet conditions and every chosen facet but the ones in `except` (bits). */
function passesExcept(m: Matcher, h: HotelOffers, i: number, except: number): boolean {
  const dep = h.dep[i] as number;
  return dep >= m.from && dep <= m.to && baseOk(m, h, i) && (facetFails(m, h, i) & ~except) === 0;
}

const filterPriceOf = (m: Matcher, h: HotelOffers, i: number) => (m.totalPrice ? partyPrice(m, h, i) : (h.priceAdult[i] as number));

/**
 * A hotel's `filters` row by asking questions with early answers: the cheapest and dearest full
 * matches from both ends of `byPrice` (the filter's price rises with price_adult here), and per
 * facet value whether one of the offers carrying it passes every *other* facet (its value list,
 * up to the first that does). Most questions end after a few offers.
 */
function rowFromValues(
  m: Matcher,
  h: HotelOffers,
  hotelId: number,
  valueCounts: readonly number[],
  positions: readonly Int16Array[],
  durationOf: (days: number) => number,
  bound: PriceBound | null,
): HotelFacetRow | null {
  let allOk = false;
  let any = false;
  const has = valueCounts.map((n) => new Uint8Array(n));
  const lists = [h.byValue.board, h.byValue.offerType, h.byValue.transport, h.byValue.city, h.byValue.operator, h.byValue.duration];
  const chosen = chosenLists(m, h);
  const columns = [h.board, h.offerType, h.transport, h.city, h.operator];
  for (let k = 0; k < lists.length; k++) {
    const bits = has[k] as Uint8Array;
    // Every offer that counts for facet k carries a chosen value of each other chosen facet: when
    // one of those has few such offers (often none), read them instead of facet k's value lists.
    let other: ChosenLists | null = null;
    for (const c of chosen) if (c.bit !== 1 << k && (other === null || c.size < other.size)) other = c;
    if (other && other.size <= FEW) {
      for (const list of other.lists) {
        for (let j = 0; j < list.length; j++) {
          const i = list[j] as number;
          if (!passesExcept(m, h, i, 1 << k)) continue;
          any = true;
          if (!allOk && facetFails(m, h, i) === 0) allOk = true;
          const pos =
            k < 5
              ? ((positions[k] as Int16Array)[(columns[k] as Uint16Array)[i] as number] as number)
              : durationOf(h.duration[i] as number);
          if (pos >= 0) bits[pos] = 1;
        }
      }
      continue;
    }
    const { values, offers } = lists[k] as ValueLists;
    for (let v = 0; v < values.length; v++) {
      const code = values[v] as number;
      const pos = k < 5 ? ((positions[k] as Int16Array)[code] as number) : durationOf(code);
      if (pos < 0 || bits[pos] === 1) continue;
      const list = offers[v] as Int32Array;
      for (let j = 0; j < list.length; j++) {
        const i = list[j] as number;
        if (passesExcept(m, h, i, 1 << k)) {
          bits[pos] = 1;
          any = true;
          // The offer found may pass this facet too: then the hotel has a full match.
          if (!allOk && facetFails(m, h, i) === 0) allOk = true;
          break;
        }
      }
    }
  }
  // No full match seen yet: look where one would have to be, the offers of the smallest chosen
  // facet's chosen values (every full match is among them), or the window when nothing is chosen.
  if (!allOk) {
    const candidates = fullMatchCandidates(chosen);
    if (candidates) {
      for (const list of candidates) {
        for (let j = 0; j < list.length && !allOk; j++) allOk = passesExcept(m, h, list[j] as number, 0);
        if (allOk) break;
      }
    } else {
      for (let i = firstFrom(h, m.from); !allOk && i < h.n && (h.dep[i] as number) <= m.to; i++) allOk = matches(m, h, i);
    }
  }
  any ||= allOk;
  for (let i = firstFrom(h, m.from); !any && i < h.n && (h.dep[i] as number) <= m.to; i++) any = baseOk(m, h, i);
  // Without an offer passing the non-facet conditions the hotel has no row (the SQL's GROUP BY has none).
  if (!any) return null;
  let pmin: number | null = null;
  let pmax: number | null = null;
  if (allOk && bound) {
    // Both ends of the price order, each walk ending where this hotel can no longer move the bound.
    for (let k = 0; k < h.n; k++) {
      const i = h.byPrice[k] as number;
      const price = filterPriceOf(m, h, i);
      if (price >= bound.min) break;
      if (passesExcept(m, h, i, 0)) {
        pmin = bound.min = price;
        break;
      }
    }
    for (let k = h.n - 1; k >= 0; k--) {
      const i = h.byPrice[k] as number;
      const price = filterPriceOf(m, h, i);
      if (price <= bound.max) break;
      if (passesExcept(m, h, i, 0)) {
        pmax = bound.max = price;
        break;
      }
    }
  }
  return { hotelId, allOk, has, pmin, pmax };
}

/** The running price range over the hotels already answered (`rowFromValues` only reports what moves it). */
interface PriceBound {
  min: number;
  max: number;
}

/** Below this many offers, reading a chosen facet's offers beats asking value by value. */
const FEW = 48;

/** A chosen facet's offers that carry one of its chosen values (`lists`), `size` in all. */
interface ChosenLists {
  bit: number;
  lists: Int32Array[];
  size: number;
}

function chosenLists(m: Matcher, h: HotelOffers): ChosenLists[] {
  // Plain loops (no filter/reduce callbacks): this runs once per hotel and call.
  const out: ChosenLists[] = [];
  const add = (bit: number, lists: ValueLists, ok: Uint8Array | null) => {
    const chosen: Int32Array[] = [];
    let size = 0;
    for (let v = 0; v < lists.values.length; v++) {
      const value = lists.values[v] as number;
      if (ok ? ok[value] === 1 : value >= m.durationFrom && value <= m.durationTo) {
        const list = lists.offers[v] as Int32Array;
        chosen.push(list);
        size += list.length;
      }
    }
    out.push({ bit, lists: chosen, size });
  };
  if (m.boardOk) add(1, h.byValue.board, m.boardOk);
  if (m.offerTypeFacetOk) add(2, h.byValue.offerType, m.offerTypeFacetOk);
  if (m.transportFacetOk) add(4, h.byValue.transport, m.transportFacetOk);
  if (m.cityOk) add(8, h.byValue.city, m.cityOk);
  if (m.operatorOk) add(16, h.byValue.operator, m.operatorOk);
  if (m.durationChosen) add(32, h.byValue.duration, null);
  return out;
}

/** The offer lists a full match must be in (the smallest chosen facet's); null when no facet is chosen. */
function fullMatchCandidates(chosen: readonly ChosenLists[]): Int32Array[] | null {
  let smallest: ChosenLists | null = null;
  for (const c of chosen) if (smallest === null || c.size < smallest.size) smallest = c;
  return smallest ? smallest.lists : null;
}

/**
 * A hotel's `filters` row from one read of the offers that can match (`base`: the departure
 * window, or the cheap end of the price order), for a party price with children (no stored order
 * follows it) and for windows and price caps that leave few offers.
 */
function rowFromScan(
  m: Matcher,
  h: HotelOffers,
  hotelId: number,
  valueCounts: readonly number[],
  positions: readonly Int16Array[],
  durationOf: (days: number) => number,
  base: { order: Int32Array | null; start: number; end: number },
): HotelFacetRow | null {
  const [boardPos, typePos, transportPos, cityPos, operatorPos] = positions as [Int16Array, Int16Array, Int16Array, Int16Array, Int16Array];
  let any = false;
  let allOk = false;
  let pmin = Infinity;
  let pmax = -Infinity;
  const has = valueCounts.map((n) => new Uint8Array(n));
  for (let k = base.start; k < base.end; k++) {
    const i = base.order ? (base.order[k] as number) : k;
    const dep = h.dep[i] as number;
    if (dep < m.from || dep > m.to || !baseOk(m, h, i)) continue;
    any = true;
    const fails = facetFails(m, h, i);
    if (fails !== 0 && (fails & (fails - 1)) !== 0) continue;
    if (fails === 0) {
      allOk = true;
      const price = filterPriceOf(m, h, i);
      if (price < pmin) pmin = price;
      if (price > pmax) pmax = price;
    }
    // A facet's own values count with every other facet applied: only offers failing this facet alone, or none.
    let pos: number;
    if ((fails | 1) === 1 && (pos = boardPos[h.board[i] as number] as number) >= 0) (has[0] as Uint8Array)[pos] = 1;
    if ((fails | 2) === 2 && (pos = typePos[h.offerType[i] as number] as number) >= 0) (has[1] as Uint8Array)[pos] = 1;
    if ((fails | 4) === 4 && (pos = transportPos[h.transport[i] as number] as number) >= 0) (has[2] as Uint8Array)[pos] = 1;
    if ((fails | 8) === 8 && (pos = cityPos[h.city[i] as number] as number) >= 0) (has[3] as Uint8Array)[pos] = 1;
    if ((fails | 16) === 16 && (pos = operatorPos[h.operator[i] as number] as number) >= 0) (has[4] as Uint8Array)[pos] = 1;
    if ((fails | 32) === 32 && (pos = durationOf(h.duration[i] as number)) >= 0) (has[5] as Uint8Array)[pos] = 1;
  }
  return any ? { hotelId, allOk, has, pmin: allOk ? pmin : null, pmax: allOk ? pmax : null } : null;
}

export const codedColumnOf = (facet: Exclude<OfferFacetName, 'durationDays'>): CodedColumn => facetColumn[facet];
