// `npm run check:payments`: the money path's invariants (docs/adr/0200-payment-state-machine.md) on
// the database in use (DATABASE_URL, else the PGlite under DATA_DIR). Prints each violation and
// exits 1 on any, 0 when there is none.
import { openCliDatabase } from '../db/cli-database';
import { checkPaymentInvariants } from './invariants';

const { db, where } = await openCliDatabase(2);
let violations;
try {
  violations = await checkPaymentInvariants(db);
} finally {
  await db.close();
}
for (const v of violations) console.error(`${v.invariant}: ${v.message}`);
console.info(`${violations.length} violation${violations.length === 1 ? '' : 's'} on ${where}`);
process.exit(violations.length > 0 ? 1 : 0);
