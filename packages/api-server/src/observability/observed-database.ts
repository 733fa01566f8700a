import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/connection';
import { inSpan, tracingEnabled } from './tracing';

/** Told of every statement the observed database ran. */
export type QueryObserver = (operation: string, seconds: number) => void;

interface Observed {
  readonly db: Database;
  readonly observers: Set<QueryObserver>;
  inFlight: number;
}

// One observed view per database: the offer index and other per-database caches are keyed by the
// object they are handed, and tests mount several APIs on one database.
const views = new WeakMap<Database, Observed>();
const dialect = new PgDialect();

/**
 * The same database, with each statement timed for the observers and (with tracing on) run in a
 * span named after its first keyword, its text in `db.query.text`. Members it does not know (a
 * later addition to `Database`) pass through unchanged.
 */
export function observeDatabase(db: Database, observer: QueryObserver): { db: Database; inFlight(): number; stop(): void } {
  let view = views.get(db);
  if (view === undefined) {
    view = { db: observedView(db, () => view!), observers: new Set(), inFlight: 0 };
    views.set(db, view);
    views.set(view.db, view);
  }
  const current = view;
  current.observers.add(observer);
  return { db: current.db, inFlight: () => current.inFlight, stop: () => current.observers.delete(observer) };
}

function observedView(db: Database, state: () => Observed): Database {
  const timed = async <T>(operation: string, text: () => string, run: () => Promise<T>): Promise<T> => {
    const observed = state();
    observed.inFlight += 1;
    const started = performance.now();
    try {
      return tracingEnabled()
        ? await inSpan(`db ${operation}`, { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text() }, run)
        : await run();
    } finally {
      observed.inFlight -= 1;
      const seconds = (performance.now() - started) / 1000;
      for (const observer of observed.observers) observer(operation, seconds);
    }
  };
  const queryable = (target: Queryable): Queryable => ({
    rows: <T>(query: SQL) =>
      timed(
        operationOf(query),
        () => textOf(query),
        () => target.rows<T>(query),
      ),
  });
  const own: Partial<Database> = {
    rows: <T>(query: SQL) =>
      timed(
        operationOf(query),
        () => textOf(query),
        () => db.rows<T>(query),
      ),
    transaction: (fn) => inSpan('db transaction', {}, () => db.transaction((tx) => fn(queryable(tx)))),
    exec: (script) =>
      timed(
        firstKeyword(script),
        () => script.slice(0, 2000),
        () => db.exec(script),
      ),
  };
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property in own) return own[property as keyof Database];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const KEYWORDS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'create', 'alter', 'copy', 'lock', 'set']);

function firstKeyword(text: string): string {
  const word = /^\s*(?:--[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  return word !== undefined && KEYWORDS.has(word) ? word : 'other';
}

/** The first keyword of a drizzle `sql` template, without rendering it (the label of every statement). */
function operationOf(query: SQL): string {
  const first = query.queryChunks[0] as { value?: unknown } | undefined;
  return Array.isArray(first?.value) && typeof first.value[0] === 'string' ? firstKeyword(first.value[0]) : 'other';
}

/** The statement's text with `$n` placeholders (never its parameters: they may be personal data). */
function textOf(query: SQL): string {
  try {
    return dialect.sqlToQuery(query).sql.slice(0, 2000);
  } catch {
    return '(not renderable)';
  }
}
