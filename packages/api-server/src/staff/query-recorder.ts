import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DebugQuery } from '@travel/contracts';
import type { Database } from '../db/connection';

interface Recorded {
  query: SQL;
  durationMs: number;
  rows: number;
}

const dialect = new PgDialect();
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The database as a debug call sees it: every statement runs as usual and is recorded with its
 * duration and row count, so `explain()` can then show each one's plan. Only for staff calls: a
 * listing request run through it is the same SQL the public listing runs.
 */
export function recordingDatabase(db: Database): { db: Database; explain(): Promise<DebugQuery[]> } {
  const recorded: Recorded[] = [];
  const recording: Database = {
    kind: db.kind,
    transaction: (fn) => db.transaction(fn),
    exec: (script) => db.exec(script),
    copyFrom: (table, columns) => db.copyFrom(table, columns),
    close: () => db.close(),
    async rows<T>(query: SQL): Promise<T[]> {
      const started = performance.now();
      const result = await db.rows<T>(query);
      recorded.push({ query, durationMs: round(performance.now() - started), rows: result.length });
      return result;
    },
  };
  return {
    db: recording,
    async explain() {
      const out: DebugQuery[] = [];
      for (const entry of recorded) {
        const { sql: text, params } = dialect.sqlToQuery(entry.query);
        // Plain EXPLAIN: the plan without running the statement a second time.
        const plan = await db.rows<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${entry.query}`);
        out.push({ sql: text, params, durationMs: entry.durationMs, rows: entry.rows, plan: plan.map((row) => row['QUERY PLAN']) });
      }
      return out;
    },
  };
}
