// `npm run backup -- [--out <folder>]` and `npm run restore -- --from <folder>` (from the repo root):
// the database in use (PGlite under DATA_DIR, or DATABASE_URL) and DATA_DIR's files
// (docs/adr/0227-readiness-and-backups.md, docs/operations.md).
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commandBaseDir, ConfigError, loadConfig } from '../config';
import { backup, BackupError, restore } from './backup';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, from: { type: 'string' } },
});
try {
  const config = loadConfig();
  // npm -w runs us inside the package; relative paths mean the folder npm was started from.
  const fromBase = (path: string) => (isAbsolute(path) ? path : resolve(commandBaseDir(config), path));
  const target = { dataDir: fromBase(config.DATA_DIR), databaseUrl: config.DATABASE_URL, pgBin: config.PG_BIN };
  if (positionals[0] === 'backup') {
    const out = fromBase(values.out ?? `backups/backup-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await backup(target, out);
    console.info(`backup written to ${out}`);
  } else if (positionals[0] === 'restore' && values.from !== undefined) {
    await restore(fromBase(values.from), target);
    console.info('restored; start the shop (npm run serve) and check /api/ready');
  } else {
    console.error('usage: npm run backup -- [--out <folder>]  |  npm run restore -- --from <folder>');
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
