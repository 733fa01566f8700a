// `npm run user -- add|reset|list …` (from the repo root): staff accounts in DATA_DIR's PGlite or DATABASE_URL.
import { createInterface } from 'node:readline';
import { openCliDatabase } from '../db/cli-database';
import { systemClock } from '../lib/dates';
import { runUserCommand, UsageError } from './user-command';

const { db } = await openCliDatabase();
try {
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
