// `npm run user -- add|reset|list …` (from the repo root): staff accounts in DATA_DIR's PGlite or DATABASE_URL.
import { isAbsolute, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { systemClock } from '../lib/dates';
import { runUserCommand, UsageError } from './user-command';

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// npm -w runs us inside the package; a relative DATA_DIR means the folder npm was started from.
const baseDir = process.env.INIT_CWD ?? process.cwd();
const dataDir = isAbsolute(config.DATA_DIR) ? config.DATA_DIR : resolve(baseDir, config.DATA_DIR);
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
try {
  await migrate(db);
  await runUserCommand(db, process.argv.slice(2), {
    readPassword: async () => {
      const lines = createInterface({ input: process.stdin });
      for await (const line of lines) return line;
      return '';
    },
    print: (line) => console.info(line),
    now: systemClock,
  });
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await db.close();
}
