import { isAbsolute, resolve } from 'node:path';
import { commandBaseDir, ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from './connection';
import { migrate } from './migrate';

/**
 * The database a command-line tool works on (`npm run user`, `npm run check:payments`): DATABASE_URL,
 * else the PGlite under DATA_DIR, migrated. A bad configuration prints its message and exits with
 * `exitCode`.
 */
export async function openCliDatabase(exitCode = 1): Promise<{ db: Database; where: string }> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(exitCode);
  }
  // npm -w runs us inside the package; a relative DATA_DIR means the folder npm was started from.
  const baseDir = commandBaseDir(config);
  const dataDir = isAbsolute(config.DATA_DIR) ? config.DATA_DIR : resolve(baseDir, config.DATA_DIR);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, pgliteThread: config.PGLITE_THREAD });
  await migrate(db);
  return { db, where: config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}` };
}
