import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type SQL } from 'drizzle-orm';
import { Pool } from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { once } from 'node:events';
import type { PgliteThread } from '../config';
import { openPgliteInWorker } from './pglite-thread-client';

export type DatabaseKind = 'pglite' | 'postgres';

/** What a transaction's callback runs its statements on (never the outer `Database` inside one). */
export interface Queryable {
  /** Runs one statement built with drizzle's `sql` template and returns its rows. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
}

export interface Database extends Queryable {
  kind: DatabaseKind;
  /**
   * Runs `fn` in one transaction (READ COMMITTED) on one connection: committed when it resolves,
   * rolled back when it throws (the error is rethrown). Same behaviour on PGlite (which runs one
   * transaction at a time) and PostgreSQL (a pooled connection per transaction). Statements inside
   * must go through `tx`: on PGlite the outer database waits for the transaction to end.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Bulk load into `table`: `COPY table (columns) FROM …` in PostgreSQL's text format (one row a
   * line, tab between values, `\N` for NULL; see `copyLine` in src/import/copy-text.ts). On
   * PostgreSQL one `COPY FROM STDIN` stream on its own connection, fed while the caller prepares
   * the next chunk; on PGlite one `COPY FROM '/dev/blob'` per chunk. Not part of a transaction.
   */
  copyFrom(table: string, columns: readonly string[]): Promise<CopyWriter>;
  /**
   * On a read replica's handle (src/db/read-replicas.ts): the primary it replicates. A read path
   * that must write now and then (the day's location figures) writes there; absent on a primary.
   */
  readonly writer?: Database;
  /** The PostgreSQL pool's connections now (metrics); absent on PGlite, which has one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** An open bulk load (`Database.copyFrom`). */
export interface CopyWriter {
  /** Appends whole lines (each ending in `\n`); resolves when the load can take more. */
  write(data: string): Promise<void>;
  /** Ends the load; resolves once the database has stored every row (rejects with its error). */
  end(): Promise<void>;
  /** Abandons the load (the rows of a PostgreSQL stream are not stored). */
  abort(error: Error): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The COPY statement for a table and its columns; `source` is `STDIN` or PGlite's `'/dev/blob'`. */
export function copyStatement(table: string, columns: readonly string[], source: string): string {
  return `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source}`;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite files; `undefined` keeps PGlite in memory. */
  dataDir?: string | undefined;
  /** Where PGlite runs (docs/adr/0115-pglite-worker-thread.md); the host passes `PGLITE_THREAD`; default a worker. */
  pgliteThread?: PgliteThread | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // JIT compiles a plan in hundreds of milliseconds: a loss for searches that run in tens.
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection the server ends (a restart, a failover, an administrator, a dropped test
    // database) is an 'error' on the pool; unheard, it would end the process. The pool replaces
    // the connection on the next query, which fails or succeeds on its own.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL ended an idle connection (${error.message}); the pool opens a new one when needed.`);
    });
    const orm = drizzlePg(pool);
    return {
      kind: 'postgres',
      async rows<T>(query: SQL) {
        const res = await orm.execute(query);
        return res.rows as T[];
      },
      transaction: (fn) => orm.transaction((tx) => fn(queryable(tx))),
      async exec(script) {
        await pool.query(script);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async copyFrom(table, columns) {
        const client = await pool.connect();
        const stream = client.query(copyFromStdin(copyStatement(table, columns, 'STDIN')));
        let failure: Error | undefined;
        // 'finish' comes once the server has confirmed the COPY (pg-copy-streams waits for it).
        const stored = new Promise<void>((resolve, reject) => {
          stream.on('finish', resolve);
          stream.on('error', (error: Error) => {
            failure = error;
            reject(error);
          });
        });
        stored.catch(() => undefined);
        let released = false;
        const release = () => {
          if (!released) client.release(failure);
          released = true;
        };
        return {
          async write(data) {
            if (failure) throw failure;
            // Backpressure: wait while the socket's buffer is full, so a generator never runs far ahead.
            if (!stream.write(data)) await once(stream, 'drain');
          },
          async end() {
            stream.end();
            try {
              await stored;
            } finally {
              release();
            }
          },
          async abort(error) {
            failure ??= error;
            stream.destroy(error);
            await stored.catch(() => undefined);
            release();
          },
        };
      },
      async close() {
        closing = true;
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  if ((options.pgliteThread ?? 'worker') === 'worker') return openPgliteInWorker(dir);
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const orm = drizzlePglite(client);
  return {
    kind: 'pglite',
    async rows<T>(query: SQL) {
      const res = await orm.execute(query);
      return res.rows as T[];
    },
    transaction: (fn) => orm.transaction((tx) => fn(queryable(tx))),
    async exec(script) {
      await client.exec(script);
    },
    copyFrom: async (table, columns) =>
      pgliteCopyWriter((data) => client.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob([data]) })),
    async close() {
      await client.close();
    },
  };
}

/** A drizzle transaction of either driver, seen as `Queryable`. */
function queryable(tx: { execute(query: SQL): Promise<{ rows: unknown[] }> }): Queryable {
  return {
    async rows<T>(query: SQL) {
      const res = await tx.execute(query);
      return res.rows as T[];
    },
  };
}

/**
 * PGlite's fastest load: each chunk is one `COPY … FROM '/dev/blob'` with the chunk as the blob
 * (PGlite reads it from memory, no SQL parsing per row). Chunks run one after another.
 */
export function pgliteCopyWriter(copyChunk: (data: string) => Promise<unknown>): CopyWriter {
  return {
    async write(data) {
      if (data.length > 0) await copyChunk(data);
    },
    async end() {},
    async abort() {},
  };
}
