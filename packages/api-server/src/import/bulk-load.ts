import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `load` with the indexes of `tables` dropped, then builds them again from their stored
 * definitions: secondary indexes from `pg_get_indexdef`, primary keys and UNIQUE constraints from
 * `pg_get_constraintdef` (re-adding one checks every row, so duplicates still fail the load).
 * Building an index once over the loaded rows is several times faster than updating it row by
 * row during a bulk load (measured: COPY of 200 000 offers 3.1 s bare, 5.8 s with the primary key
 * and the hash's UNIQUE, 13.9 s with every index). Whatever the migrations define at the time is
 * what is rebuilt: nothing here names an index. Only for tables nothing references by foreign key.
 */
export async function withIndexesRebuiltAfter<T>(db: Database, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const tableList = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const constraints = await db.rows<{ table: string; name: string; definition: string }>(sql`
    SELECT t.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
    WHERE t.relname IN (${tableList}) AND t.relnamespace = current_schema()::regnamespace AND k.contype IN ('p', 'u')
    ORDER BY t.relname, k.conname`);
  const indexes = await db.rows<{ name: string; definition: string }>(sql`
    SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
    FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    WHERE t.relname IN (${tableList}) AND t.relnamespace = current_schema()::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
    ORDER BY c.relname`);
  await db.exec(
    [
      ...indexes.map((i) => `DROP INDEX ${quote(i.name)};`),
      ...constraints.map((k) => `ALTER TABLE ${quote(k.table)} DROP CONSTRAINT ${quote(k.name)};`),
    ].join('\n') || 'SELECT 1',
  );
  try {
    return await load();
  } finally {
    const rebuild = [
      ...constraints.map((k) => `ALTER TABLE ${quote(k.table)} ADD CONSTRAINT ${quote(k.name)} ${k.definition};`),
      ...indexes.map((i) => `${i.definition};`),
    ];
    if (rebuild.length > 0) {
      // More sort memory for the builds on PostgreSQL (the default 64 MB spills a million-row sort
      // to disk); PGlite's WASM heap is small, so it keeps its default.
      const memory = db.kind === 'postgres' ? "SET LOCAL maintenance_work_mem = '256MB';\n" : '';
      await db.exec(`BEGIN;\n${memory}${rebuild.join('\n')}\nCOMMIT;`);
    }
  }
}
