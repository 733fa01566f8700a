import { sql } from 'drizzle-orm';
import type { CopyWriter, Database } from '../db/connection';
import { Random } from './random';
import {
  buildHotelFaq,
  buildHotels,
  buildLocations,
  buildOpinions,
  buildSalesOffices,
  buildSeo,
  buildSeoFaq,
  buildWeather,
  generateOffers,
  hotelCount,
  type Row,
  type SeedOptions,
} from './generate';
import { offersWritten } from '../import/offers-written';
import { withIndexesRebuiltAfter } from '../import/bulk-load';
import { copyLine } from '../import/copy-text';
import { departureCities, tourOperators } from './reference';

export const DEFAULT_RANDOM_SEED = 20_261_122;

/** Inserts rows through one JSON parameter per chunk: fast on PGlite and PostgreSQL alike. */
async function insert(db: Database, table: string, rows: Row[], chunk = 5000): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk));
    await db.rows(
      sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`,
    );
  }
}

/** Rows per COPY chunk: big enough that PGlite's per-COPY overhead vanishes, small enough to bound memory. */
const COPY_CHUNK_ROWS = 20_000;
const historyColumns = ['offer_id', 'day', 'price_adult'] as const;

/**
 * Loads the generated offers and their price history with COPY (docs/adr/0191): on PostgreSQL two
 * COPY streams (offers, history) on their own connections, so the server parses one chunk while
 * this process generates the next; on PGlite one `COPY FROM '/dev/blob'` per chunk. The offers'
 * secondary indexes are built once afterwards. Answers how many offers were loaded.
 */
async function copyOffers(
  db: Database,
  items: Iterable<{ offer: Row; history: Row[] }>,
  log: ((msg: string) => void) | undefined,
  lap: (what: string) => void,
): Promise<number> {
  let loaded = 0;
  await withIndexesRebuiltAfter(db, ['offers', 'offer_price_history'], async () => {
    let offers: { columns: string[]; writer: CopyWriter } | undefined;
    const history = await db.copyFrom('offer_price_history', historyColumns);
    let offerText = '';
    let historyText = '';
    let inChunk = 0;
    let count = 0;
    try {
      for (const item of items) {
        offers ??= { columns: Object.keys(item.offer), writer: await db.copyFrom('offers', Object.keys(item.offer)) };
        offerText += copyLine(item.offer, offers.columns);
        for (const h of item.history) historyText += copyLine(h, historyColumns);
        count++;
        if (++inChunk === COPY_CHUNK_ROWS) {
          await offers.writer.write(offerText);
          await history.write(historyText);
          offerText = historyText = '';
          inChunk = 0;
          if (count % 100_000 === 0) log?.(`seed: ${count} offers`);
        }
      }
      if (offers) {
        await offers.writer.write(offerText);
        await offers.writer.end();
      }
      await history.write(historyText);
      await history.end();
    } catch (error) {
      await offers?.writer.abort(error as Error);
      await history.abort(error as Error);
      throw error;
    }
    loaded = count;
    lap(`${count} offers generated and copied`);
  });
  lap('offer indexes built');
  return loaded;
}

export interface SeedReport {
  hotels: number;
  offers: number;
  ms: number;
}

/** Fills an empty, migrated database with the deterministic demo data. */
export async function seedDatabase(db: Database, options: SeedOptions, log?: (msg: string) => void): Promise<SeedReport> {
  const started = Date.now();
  const rnd = new Random(options.randomSeed);
  const locations = buildLocations();
  const hotels = buildHotels(rnd, locations, hotelCount(options.offers));
  const opinions = buildOpinions(rnd, hotels, options.today);
  const hotelFaq = buildHotelFaq(hotels);
  const seo = buildSeo(locations, options.today);

  await insert(db, 'locations', locations as unknown as Row[]);
  await insert(db, 'tour_operators', [...tourOperators]);
  await insert(
    db,
    'departure_cities',
    departureCities.map((c) => ({
      slug: c.slug,
      label: c.label,
      name_genitive: c.genitive,
      plane: c.plane,
      bus: c.bus,
      lat: c.lat,
      lng: c.lng,
    })),
  );
  // The offer sets are filled from the offers once they are in (offersWritten).
  await insert(
    db,
    'hotels',
    hotels.map((h) => ({ ...h.row, departure_cities: [], tour_operators: [], transports: [], offer_types: [], offer_boards: [] })),
  );
  await insert(db, 'opinions', opinions);
  await insert(db, 'faq', [...hotelFaq, ...buildSeoFaq(locations, hotelFaq.length + 1)]);
  await insert(db, 'weather_normals', buildWeather(locations));
  await insert(db, 'seo_categories', seo.categories);
  await insert(db, 'seo_pages', seo.pages);
  await insert(db, 'sales_offices', buildSalesOffices());

  let phase = Date.now();
  const lap = (what: string) => {
    log?.(`seed: ${what} in ${((Date.now() - phase) / 1000).toFixed(1)} s`);
    phase = Date.now();
  };
  const count = await copyOffers(db, generateOffers(rnd, hotels, options.offers, options.today, options.randomSeed), log, lap);
  await offersWritten(db, options.today);
  lap('derived data (hotel offer sets, location figures)');
  await db.rows(
    sql`INSERT INTO seed_info (id, seeded_on, offers, random_seed) VALUES (1, ${options.today}::date, ${count}, ${options.randomSeed})`,
  );
  // VACUUM sets the visibility map, which index-only scans need; ANALYZE gives the planner row counts.
  await db.exec('VACUUM ANALYZE');
  lap('VACUUM ANALYZE');
  return { hotels: hotels.length, offers: count, ms: Date.now() - started };
}

/** True when the seed has not run yet on this database. */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM seed_info`);
  return (rows[0]?.n ?? 0) === 0;
}

/** Drops every table of the API so the migrations and the seed start from scratch. */
export async function resetDatabase(db: Database): Promise<void> {
  await db.exec(`DROP TABLE IF EXISTS schema_migrations, locations, tour_operators, departure_cities, hotels, offers,
    offer_price_history, opinions, faq, weather_normals, seo_categories, seo_pages, sales_offices, favorites, orders, seed_info,
    users, sessions, sign_in_failures, order_executions, direct_payments, payments, payment_notifications, idempotency_keys,
    mail_outbox, purchase_contacts, sandbox_transactions, newsletter_subscriptions, enquiries, bot_challenges_used, reviews, review_photos,
    offer_location_stats, offer_location_stats_state, search_data_version, search_data_changes, rate_limit_hits,
    payment_refunds, payment_incidents, sandbox_deliveries, customer_sessions, customer_sign_in_links, seo_rules, price_alerts, offers_for_clients CASCADE;
    DROP SEQUENCE IF EXISTS reservation_number_seq, sandbox_p24_order_seq`);
}
