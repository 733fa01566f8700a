// `npm run import -- --file changes.json [--today yyyy-mm-dd]`: applies a re-import of offers to the
// database (PGlite under DATA_DIR, or DATABASE_URL) and rebuilds what the search derives from them.
// The file holds `{ "changed": [...], "added": [...], "withdrawn": [...] }` (src/import/offer-import.ts).
// Confirmed price alerts whose price the import undercut get their e-mail into the outbox.
// `--simulate N [--random-seed S]` instead changes N offers on sale (prices ±30 %, places left),
// drawn deterministically: a stand-in for an operator feed when measuring an import.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { commandBaseDir, parseConfig } from '../config';
import { openDatabase, type Database } from '../db/connection';
import { migrate } from '../db/migrate';
import { isValidDay, systemClock, warsawToday } from '../lib/dates';
import { Random } from '../seed/random';
import { provideDemoSecrets } from '../demo-secrets';
import { parseMarketingConfig } from '../marketing/config';
import { parsePaymentConfig } from '../payments/config';
import { notifyPriceAlerts } from '../price-alerts/notify-price-alerts';
import { importOffers, type OfferChange, type OfferImport } from './offer-import';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    simulate: { type: 'string' },
    'random-seed': { type: 'string', default: '1' },
    today: { type: 'string' },
  },
});
const today = values.today ?? warsawToday(systemClock);
if (!isValidDay(today)) throw new Error('--today must be yyyy-mm-dd');
if ((values.file === undefined) === (values.simulate === undefined)) throw new Error('give either --file or --simulate N');

/** N offers departing after `today`, each with a new adult price or places left (or both). */
async function simulatedChanges(db: Database, n: number, seed: number): Promise<OfferChange[]> {
  const rnd = new Random(seed);
  const rows = await db.rows<{ hash: string; price_adult: number; places_left: number }>(sql`
    SELECT hash, price_adult, places_left FROM offers WHERE departure_date > ${today}::date
    ORDER BY md5(hash || ${String(seed)}) LIMIT ${n}::int`);
  return rows.map((r) => {
    const reprice = rnd.chance(0.7);
    const replace = !reprice || rnd.chance(0.3);
    return {
      hash: r.hash,
      ...(reprice ? { priceAdult: Math.round((r.price_adult * (0.7 + rnd.next() * 0.6)) / 100) * 100 } : {}),
      ...(replace ? { placesLeft: rnd.int(0, 20) } : {}),
    };
  });
}

const config = parseConfig(process.env);
const baseDir = commandBaseDir(config);
const dataDir = isAbsolute(config.DATA_DIR) ? config.DATA_DIR : resolve(baseDir, config.DATA_DIR);
// The price-alert e-mails link to the shop and sign their switch-off links as the API does.
provideDemoSecrets(process.env, dataDir);
const links = { publicUrl: parsePaymentConfig(process.env).publicUrl, secret: parseMarketingConfig(process.env).secret };
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, pgliteThread: config.PGLITE_THREAD });
try {
  await migrate(db);
  const batch: OfferImport =
    values.file !== undefined
      ? (JSON.parse(readFileSync(resolve(baseDir, values.file), 'utf8')) as OfferImport)
      : { changed: await simulatedChanges(db, Number(values.simulate), Number(values['random-seed'])) };
  const report = await importOffers(db, batch, { today });
  console.info(
    `imported on ${db.kind} for ${today}: ${report.changed} changed (${report.repriced} repriced), ${report.added} added, ` +
      `${report.withdrawn} withdrawn, ${report.hotelIds.length} hotels, in ${(report.ms / 1000).toFixed(1)} s`,
  );
  if (report.unknown.length > 0) console.warn(`${report.unknown.length} hashes name no offer: ${report.unknown.slice(0, 10).join(', ')}…`);
  // The API's outbox timer delivers the e-mails written here (docs/product/price-alerts.md).
  const alerts = await notifyPriceAlerts(db, { offerIds: report.pricedOfferIds, today, now: new Date(), links });
  console.info(`price alerts: ${alerts.mailed} e-mails to the outbox, ${alerts.expired} expired`);
} finally {
  await db.close();
}
