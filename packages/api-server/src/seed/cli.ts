// `npm run seed -- --offers N [--today yyyy-mm-dd] [--random-seed N]`: recreates the database
// content (PGlite under DATA_DIR, or DATABASE_URL) with the deterministic demo data.
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commandBaseDir, demoAccountsEnabled, loadConfig } from '../config';
import { formatDemoAccounts, seedDemoAccounts } from './demo-accounts';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { isValidDay, systemClock, warsawToday } from '../lib/dates';
import { DEFAULT_RANDOM_SEED, resetDatabase, seedDatabase } from './index';
import { ensureStoredHotelPhotos } from './hotel-photos';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '30000' },
    today: { type: 'string' },
    'random-seed': { type: 'string', default: String(DEFAULT_RANDOM_SEED) },
  },
});
const offers = Number(values.offers);
const randomSeed = Number(values['random-seed']);
const today = values.today ?? warsawToday(systemClock);
if (!Number.isInteger(offers) || offers < 0) throw new Error('--offers must be a whole number');
if (!Number.isInteger(randomSeed)) throw new Error('--random-seed must be a whole number');
if (!isValidDay(today)) throw new Error('--today must be yyyy-mm-dd');

const config = loadConfig();
// npm -w runs us inside the package; a relative DATA_DIR means the folder npm was started from.
const baseDir = commandBaseDir(config);
const dataDir = isAbsolute(config.DATA_DIR) ? config.DATA_DIR : resolve(baseDir, config.DATA_DIR);
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, pgliteThread: config.PGLITE_THREAD });
await resetDatabase(db);
await migrate(db);
const report = await seedDatabase(db, { offers, today, randomSeed }, (m) => console.info(m));
console.info(`seeded ${report.offers} offers in ${report.hotels} hotels on ${db.kind} in ${(report.ms / 1000).toFixed(1)} s`);
if (demoAccountsEnabled(config)) {
  const accounts = await seedDemoAccounts(db, systemClock());
  if (accounts.length > 0) console.info(formatDemoAccounts(accounts));
}
const photos = await ensureStoredHotelPhotos(db, resolve(dataDir, 'images'));
if (photos) console.info(`drew ${photos.written} hotel photos (kept ${photos.kept}) in ${(photos.ms / 1000).toFixed(1)} s`);
await db.close();
