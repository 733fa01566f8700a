import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type SQL } from 'drizzle-orm';
import { Pool } from 'pg';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  /** The drizzle instance (same schema on both drivers). */
  orm: ReturnType<typeof drizzlePg<typeof schema>>;
  /** Runs one statement built with drizzle's `sql` template and returns its rows. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite files; `undefined` keeps PGlite in memory. */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // JIT compiles a plan in hundreds of milliseconds: a loss for searches that run in tens.
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    const orm = drizzlePg(pool, { schema });
    return {
      kind: 'postgres',
      orm,
      async rows<T>(query: SQL) {
        const res = await orm.execute(query);
        return res.rows as T[];
      },
      async exec(script) {
        await pool.query(script);
      },
      async close() {
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const orm = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    // Both drivers expose the same query-builder surface for our schema.
    orm: orm as unknown as Database['orm'],
    async rows<T>(query: SQL) {
      const res = await orm.execute(query);
      return res.rows as T[];
    },
    async exec(script) {
      await client.exec(script);
    },
    async close() {
      await client.close();
    },
  };
}
