// `npm run check:payments`: the money path's invariants (docs/adr/0200-payment-state-machine.md) on
// the database in use (DATABASE_URL, else the PGlite under DATA_DIR). Prints each violation and
// exits 1 on any, 0 when there is none.
import { isAbsolute, resolve } from 'node:path';
import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { checkPaymentInvariants } from './invariants';

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
// npm -w runs us inside the package; a relative DATA_DIR means the folder npm was started from.
const baseDir = process.env.INIT_CWD ?? process.cwd();
const dataDir = isAbsolute(config.DATA_DIR) ? config.DATA_DIR : resolve(baseDir, config.DATA_DIR);
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
let violations;
try {
  await migrate(db);
  violations = await checkPaymentInvariants(db);
} finally {
  await db.close();
}
for (const v of violations) console.error(`${v.invariant}: ${v.message}`);
console.info(
  `${violations.length} violation${violations.length === 1 ? '' : 's'} on ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`}`,
);
process.exit(violations.length > 0 ? 1 : 0);
