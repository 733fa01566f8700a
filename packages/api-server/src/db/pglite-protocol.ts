/**
 * Messages between the main thread (`pglite-thread-client.ts`) and the PGlite worker
 * (`pglite-worker.ts`). Every request carries an `id`; the worker answers each with one reply of
 * the same `id`. See docs/adr/0115-pglite-worker-thread.md.
 */

/** One statement as drizzle's PgDialect serialises it: `$1`-style placeholders and their values. */
export interface SerialisedQuery {
  sql: string;
  params: unknown[];
}

export type WorkerRequest =
  /** A statement; `tx` names the open transaction it belongs to (absent: outside any). */
  | { id: number; op: 'query'; query: SerialisedQuery; tx?: number | undefined }
  | { id: number; op: 'exec'; script: string }
  /** One chunk of a bulk load: `statement` is `COPY … FROM '/dev/blob'`, `data` the blob's text. */
  | { id: number; op: 'copy'; statement: string; data: string }
  /** Opens a transaction; the reply (its id) comes once PGlite has run BEGIN for it. */
  | { id: number; op: 'begin' }
  /** Ends transaction `tx`: COMMIT when `commit`, else ROLLBACK. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerialisedError };

/** What the worker posts once, before any reply: PGlite is open, or failed to open. */
export type WorkerStatus = { ready: true } | { ready: false; error: SerialisedError };

/**
 * An error as it crosses the thread boundary. Structured clone keeps only an Error's message and
 * stack, so PostgreSQL's fields (code, detail, constraint, …) travel as plain properties.
 */
export interface SerialisedError {
  name: string;
  message: string;
  stack?: string | undefined;
  /** The error's own primitive fields: PostgreSQL's `code`, `detail`, `constraint`, `severity`, … */
  fields: Record<string, string | number | boolean>;
}

/** The fields of PostgreSQL's error response (pg-protocol's DatabaseError) worth carrying over. */
const FIELD_NAMES = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  const source = error as unknown as Record<string, unknown>;
  for (const name of FIELD_NAMES) {
    const value = source[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again on the receiving side: an `Error` with the same name, message and fields. */
export function deserialiseError(serialised: SerialisedError): Error {
  const error = new Error(serialised.message);
  error.name = serialised.name;
  if (serialised.stack) error.stack = serialised.stack;
  Object.assign(error, serialised.fields);
  return error;
}
