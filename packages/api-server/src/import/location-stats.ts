import { sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../db/connection';
import { categoryRuleOf, compileFilters, exoticOfferSql, transportCodes, transportCondition } from '../search/filters';

/**
 * Per-location offer figures (migration 0012, docs/adr/0191-offer-import-and-scale-out.md):
 * autosuggest, the destination lists, the guide and the SEO lists used to aggregate every offer on
 * each request; they now read `offer_location_stats`, which the seed and the offer import rebuild
 * after writing offers and which is rebuilt once when the calendar day moves on (the figures count
 * offers departing after "today"). The answers are the plain queries' (`plainLocationFigures`),
 * compared by the tests.
 */

/** A location's figures: offers, the lowest adult price (grosze), hotels with offers. */
export interface LocationFigures {
  id: number;
  n: number;
  price: number | null;
  hotels: number;
}

/** Which summary rows a request counts; `undefined` in a field counts all. */
interface Scope {
  offerType?: string;
  transports?: string[];
  exotic?: boolean;
}

/** Seats the default party (no party in the request) needs: what `bookable` stands for. */
async function defaultSeats(db: Queryable, today: string): Promise<number> {
  return (await compileFilters(db as Database, {}, today)).offer.seats;
}

/**
 * Rebuilds the figures for offers departing after `asOf`. Whoever writes offers calls it after the
 * write; `hotelIds` names the only hotels whose offers changed (their rows are rebuilt, when the
 * figures are already those of `asOf`; otherwise everything is).
 */
export async function refreshLocationStats(db: Database, asOf: string, hotelIds?: readonly number[]): Promise<void> {
  await rebuild(db, asOf, true, hotelIds);
}

/** Rebuilds the figures if they were computed for another day than `today` (the day moved on). */
export async function ensureLocationStats(db: Database, today: string): Promise<void> {
  await statsVersion(db, today);
}

/**
 * Which figures the table holds now, rebuilding them first when they are another day's: their day
 * and the transaction that last wrote them (the state row is rewritten by every rebuild, in the
 * rebuild's transaction, so its `xmin` changes exactly when the figures do, whichever process
 * rebuilt them).
 */
async function statsVersion(db: Database, today: string): Promise<string> {
  const read = () =>
    db.rows<{ as_of: string; xmin: string }>(sql`SELECT as_of::text AS as_of, xmin::text AS xmin FROM offer_location_stats_state`);
  let state = (await read())[0];
  if (state?.as_of !== today) {
    // On a read replica the rebuild runs on its primary; the replica shows it once replayed.
    await rebuild(db.writer ?? db, today, false);
    state = (await read())[0];
  }
  return `${state?.as_of}/${state?.xmin}`;
}

/**
 * Figures per scope, kept in this process for the version they were read at: a request costs one
 * primary-key read of the state row while nothing changed, and reads the table again once an
 * import (in any process) or the next day rebuilt it.
 */
const figureCache = new WeakMap<Database, { version: string; byScope: Map<string, Map<number, LocationFigures>> }>();

async function rebuild(db: Database, asOf: string, force: boolean, hotelIds?: readonly number[]): Promise<void> {
  const seats = await defaultSeats(db, asOf);
  await db.transaction(async (tx) => {
    // One rebuild at a time across API processes; a second one waiting here finds the work done.
    await tx.rows(sql`LOCK TABLE offer_location_stats_state IN EXCLUSIVE MODE`);
    const state = await tx.rows<{ as_of: string }>(sql`SELECT as_of::text AS as_of FROM offer_location_stats_state`);
    const current = state[0]?.as_of === asOf;
    if (!force && current) return;
    const only =
      hotelIds && current
        ? sql`IN (${sql.join(
            [...new Set(hotelIds)].map((id) => sql`${id}::int`),
            sql`, `,
          )})`
        : undefined;
    if (only && hotelIds?.length === 0) return;
    await tx.rows(only ? sql`DELETE FROM offer_location_stats WHERE hotel_id ${only}` : sql`DELETE FROM offer_location_stats`);
    // Grouped per hotel first (its location ids are the same on each of its offers), then one row per ancestor.
    await tx.rows(sql`
      WITH g AS (
        SELECT o.hotel_id, o.location_ids, o.offer_type, o.transport, o.places_left >= ${seats}::int AS bookable,
               ${exoticOfferSql} AS exotic, count(*)::int AS n, (count(*) FILTER (WHERE o.is_hit))::int AS hits,
               min(o.price_adult) AS price
        FROM offers o WHERE o.departure_date > ${asOf}::date ${only ? sql`AND o.hotel_id ${only}` : sql``}
        GROUP BY 1, 2, 3, 4, 5, 6
      )
      INSERT INTO offer_location_stats (location_id, hotel_id, offer_type, transport, bookable, exotic, offers, hits, min_price)
      SELECT l.id, g.hotel_id, g.offer_type, g.transport, g.bookable, bool_or(g.exotic), sum(g.n), sum(g.hits), min(g.price)
      FROM g CROSS JOIN LATERAL unnest(g.location_ids) AS l(id)
      GROUP BY 1, 2, 3, 4, 5`);
    await tx.rows(sql`INSERT INTO offer_location_stats_state (id, as_of) VALUES (1, ${asOf}::date)
      ON CONFLICT (id) DO UPDATE SET as_of = EXCLUDED.as_of`);
  });
}

/**
 * The rows a category and transport count, or `null` when the category's rule is not one the
 * summary holds (then the caller asks the offers themselves). A category without a rule of its
 * own (compiled to the same conditions as no category) counts everything, as the search does.
 */
async function scopeOf(db: Database, today: string, category?: string, transport?: string): Promise<Scope | null> {
  const scope: Scope = {};
  if (category) {
    const rule = categoryRuleOf(category);
    if (rule?.exotic) scope.exotic = true;
    else if (rule?.offerType !== undefined) scope.offerType = rule.offerType;
    else if (rule?.transport !== undefined) scope.transports = [rule.transport];
    if (!rule) {
      const [plain, withCategory] = await Promise.all([compileFilters(db, {}, today), compileFilters(db, { category }, today)]);
      if (withCategory.base.length !== plain.base.length) return null;
    }
  }
  const t = transportCodes(transport);
  if (t.length) scope.transports = scope.transports ? scope.transports.filter((x) => t.includes(x)) : t;
  return scope;
}

export interface FigureOptions {
  category?: string | undefined;
  transport?: string | undefined;
  /** Count offers whatever their places left (the guide's figures); default: bookable by the default party, as a search counts. */
  anySeats?: boolean;
}

/**
 * Offers, lowest price and hotels per location for the offers departing after `today`, narrowed
 * by a category and a transport as the search narrows them; `locationIds` limits the answer to
 * those locations (autosuggest asks for a handful).
 */
export async function locationFigures(
  db: Database,
  today: string,
  options: FigureOptions & { locationIds?: readonly number[] } = {},
): Promise<Map<number, LocationFigures>> {
  const scope = await scopeOf(db, today, options.category, options.transport);
  if (!scope) return plainLocationFigures(db, today, options);
  const version = await statsVersion(db, today);
  let cached = figureCache.get(db);
  if (cached?.version !== version) {
    cached = { version, byScope: new Map() };
    figureCache.set(db, cached);
  }
  const key = JSON.stringify([scope.offerType, scope.transports, scope.exotic, options.anySeats === true]);
  let figures = cached.byScope.get(key);
  if (!figures) {
    figures = await readFigures(db, scope, options.anySeats === true);
    cached.byScope.set(key, figures);
  }
  if (!options.locationIds) return new Map(figures);
  const only = new Map<number, LocationFigures>();
  for (const id of options.locationIds) {
    const f = figures.get(id);
    if (f) only.set(id, f);
  }
  return only;
}

/** Every location's figures for one scope, from the summary rows. */
async function readFigures(db: Database, scope: Scope, anySeats: boolean): Promise<Map<number, LocationFigures>> {
  const conds: SQL[] = anySeats ? [sql`true`] : [sql`bookable`];
  if (scope.offerType !== undefined) conds.push(sql`offer_type = ${scope.offerType}`);
  if (scope.transports)
    conds.push(
      scope.transports.length
        ? sql`transport IN (${sql.join(
            scope.transports.map((t) => sql`${t}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (scope.exotic) conds.push(sql`exotic`);
  const rows = await db.rows<LocationFigures>(sql`
    SELECT location_id AS id, sum(offers)::int AS n, min(min_price)::int AS price, count(DISTINCT hotel_id)::int AS hotels
    FROM offer_location_stats WHERE ${sql.join(conds, sql` AND `)} GROUP BY location_id`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Hit offers departing after `today` (any number of places left), as `count(*)` over the offers answers. */
export async function hitOffersCount(db: Database, today: string): Promise<number> {
  await ensureLocationStats(db, today);
  // Every offer's location ids hold exactly one continent: summing the continents counts each once.
  const rows = await db.rows<{ n: number }>(sql`
    SELECT coalesce(sum(hits), 0)::int AS n FROM offer_location_stats WHERE location_id IN (SELECT id FROM locations WHERE parent_id IS NULL)`);
  return rows[0]?.n ?? 0;
}

/** The same figures aggregated over every offer: the reference the summary must equal (tests), and the fallback. */
export async function plainLocationFigures(
  db: Database,
  today: string,
  options: FigureOptions = {},
): Promise<Map<number, LocationFigures>> {
  const { category, transport } = options;
  const c = await compileFilters(db, { ...(category ? { category } : {}) }, today);
  const t = transportCondition(transport);
  // The guide's query (before 0012) counted every offer departing after today.
  const where = options.anySeats && !category && !transport ? [sql`o.departure_date > ${today}::date`] : [...c.base, ...(t ? [t] : [])];
  const rows = await db.rows<LocationFigures>(sql`
    SELECT unnest(o.location_ids) AS id, count(*)::int AS n, min(o.price_adult)::int AS price, count(DISTINCT o.hotel_id)::int AS hotels
    FROM offers o WHERE ${sql.join(where, sql` AND `)} GROUP BY 1`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The plain hit count (reference for the tests). */
export async function plainHitOffersCount(db: Database, today: string): Promise<number> {
  const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM offers WHERE is_hit AND departure_date > ${today}::date`);
  return rows[0]?.n ?? 0;
}
