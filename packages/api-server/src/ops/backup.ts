import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

const run = promisify(execFile);

/**
 * Backups of a shop (docs/adr/0227-readiness-and-backups.md): the database in use and every file
 * of the data folder a restored shop needs (uploaded review photos, the hotel photos, the remotes'
 * registry and their deployed builds, the outbox's messages, the demo secrets), in one folder:
 *
 *   manifest.json        what the backup holds and where it came from
 *   database.tar.gz      PGlite: its data directory (`dumpDataDir`), taken with the shop stopped
 *   database.pgdump      PostgreSQL: `pg_dump --format=custom`, one consistent snapshot, online
 *   files/…              DATA_DIR but the PGlite files and the rendered photo cache
 */
export interface BackupManifest {
  readonly format: 1;
  readonly createdAt: string;
  readonly database: 'pglite' | 'postgres';
  /** The migrations applied in the backed-up database (a restore into an older shop is refused by its start). */
  readonly migrations: string[];
  readonly files: number;
}

export interface Target {
  /** DATA_DIR (absolute). */
  readonly dataDir: string;
  /** DATABASE_URL; undefined: the PGlite under `dataDir/pglite`. */
  readonly databaseUrl: string | undefined;
  /** `PG_BIN`: the folder of `pg_dump` / `pg_restore`; undefined: found as `pgBinary` says. */
  readonly pgBin?: string | undefined;
}

const PGLITE_DIR = 'pglite';
/** Data-folder entries a backup leaves out: the database's own files, and what is rebuilt on demand. */
const NOT_BACKED_UP = new Set([PGLITE_DIR, join('images', 'cache')]);

export async function backup(source: Target, out: string, log: (line: string) => void = console.info): Promise<BackupManifest> {
  if (existsSync(out) && readdirSync(out).length > 0) throw new BackupError(`${out} is not empty: back up into a new folder`);
  const pgliteDir = join(source.dataDir, PGLITE_DIR);
  if (source.databaseUrl === undefined && !existsSync(pgliteDir)) throw new BackupError(`no database in ${pgliteDir}`);
  mkdirSync(out, { recursive: true });
  let migrations: string[];
  if (source.databaseUrl === undefined) {
    const dir = pgliteDir;
    // PGlite's files belong to one process: opening them beside a running shop would corrupt them.
    const db = await openPgliteAlone(dir);
    try {
      migrations = await appliedMigrations((q) => db.query<{ version: string }>(q).then((r) => r.rows));
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(join(out, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } else {
    migrations = await withClient(source.databaseUrl, (client) =>
      appliedMigrations((q) => client.query<{ version: string }>(q).then((r) => r.rows)),
    );
    await run(pgBinary('pg_dump', source.pgBin), [
      '--format=custom',
      '--no-owner',
      '--file',
      join(out, 'database.pgdump'),
      source.databaseUrl,
    ]);
  }
  log(`database (${source.databaseUrl === undefined ? 'PGlite' : 'PostgreSQL'}): ${migrations.length} migrations applied`);
  const files = copyDataFiles(source.dataDir, join(out, 'files'));
  log(`files: ${files} from ${source.dataDir}`);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: source.databaseUrl === undefined ? 'pglite' : 'postgres',
    migrations,
    files,
  };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into an empty data folder (no PGlite there yet) or an empty PostgreSQL
 * database; refuses anything else, so a restore never mixes two shops. A PGlite backup restores
 * into PGlite and a PostgreSQL one into PostgreSQL.
 */
export async function restore(from: string, target: Target, log: (line: string) => void = console.info): Promise<BackupManifest> {
  const manifest = readManifest(from);
  const kind = target.databaseUrl === undefined ? 'pglite' : 'postgres';
  if (manifest.database !== kind) {
    throw new BackupError(
      `the backup holds a ${manifest.database} database; set ${kind === 'pglite' ? 'DATABASE_URL' : 'no DATABASE_URL'} to restore it`,
    );
  }
  if (target.databaseUrl === undefined) {
    const dir = join(target.dataDir, PGLITE_DIR);
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new BackupError(`${dir} already holds a database: restore into an empty data folder`);
    mkdirSync(dir, { recursive: true });
    const dump = new Blob([readFileSync(join(from, 'database.tar.gz'))]);
    const db = await PGlite.create(dir, { loadDataDir: dump });
    await db.close();
  } else {
    const url = target.databaseUrl;
    const tables = await withClient(
      url,
      async (client) => (await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n as number,
    );
    if (tables > 0) throw new BackupError('the database at DATABASE_URL is not empty: restore into a new database (createdb)');
    await run(pgBinary('pg_restore', target.pgBin), ['--no-owner', '--exit-on-error', '--dbname', url, join(from, 'database.pgdump')]);
  }
  log(`database (${kind}) restored: ${manifest.migrations.length} migrations`);
  const filesDir = join(from, 'files');
  if (existsSync(filesDir)) {
    for (const entry of readdirSync(filesDir)) {
      if (existsSync(join(target.dataDir, entry)))
        throw new BackupError(`${join(target.dataDir, entry)} exists: restore into an empty data folder`);
    }
    mkdirSync(target.dataDir, { recursive: true });
    cpSync(filesDir, target.dataDir, { recursive: true });
  }
  log(`files: ${manifest.files} into ${target.dataDir}`);
  return manifest;
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

function readManifest(from: string): BackupManifest {
  const file = join(from, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${file} is missing: not a backup folder`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${file}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

async function openPgliteAlone(dir: string): Promise<PGlite> {
  if (existsSync(join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `${dir} is in use (postmaster.pid): stop the shop first, PGlite's files belong to one process ` +
        '(a shop that was killed leaves the file behind: start it and stop it cleanly once)',
    );
  }
  return PGlite.create(dir);
}

async function appliedMigrations(query: (text: string) => Promise<Array<{ version: string }>>): Promise<string[]> {
  return (await query('SELECT version FROM schema_migrations ORDER BY version')).map((row) => row.version);
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Copies the data folder's files but the database's own and the photo cache; returns how many. */
function copyDataFiles(dataDir: string, into: string): number {
  if (!existsSync(dataDir)) return 0;
  let count = 0;
  cpSync(dataDir, into, {
    recursive: true,
    filter: (source) => {
      const path = relative(dataDir, source);
      if (path === '') return true;
      if (NOT_BACKED_UP.has(path) || [...NOT_BACKED_UP].some((skip) => path.startsWith(`${skip}${sep}`))) return false;
      if (statSync(source).isFile()) count += 1;
      return true;
    },
  });
  return count;
}

/**
 * `pg_dump` / `pg_restore`: `PG_BIN` when set (a folder), else the newest under
 * /usr/lib/postgresql (Debian keeps each major version there), else the one on PATH. A dump by an
 * older pg_dump than the server is refused by pg_dump itself.
 */
function pgBinary(name: 'pg_dump' | 'pg_restore', pgBin: string | undefined): string {
  if (pgBin) return join(pgBin, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(root, versions[0], 'bin', name);
  }
  return name;
}
