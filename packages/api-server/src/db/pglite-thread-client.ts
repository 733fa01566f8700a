import { Worker } from 'node:worker_threads';
import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { copyStatement, pgliteCopyWriter, type Database, type Queryable } from './connection';
import { deserialiseError, type SerialisedQuery, type WorkerReply, type WorkerRequest, type WorkerStatus } from './pglite-protocol';
import type { PgliteWorkerData } from './pglite-worker';

/** Requests without their `id` (the client numbers them). */
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The worker's entry: a few lines of JavaScript that register tsx's loader in the worker thread and
 * import `pglite-worker.ts`. A worker does not get a usable TypeScript loader otherwise: under
 * jest the parent has none, and on Node 20 `--import tsx` in a worker's `execArgv` does not apply
 * to the worker's own entry file.
 */
const WORKER_ENTRY = new URL('./pglite-worker-entry.mjs', import.meta.url);

/**
 * The `Database` over PGlite running in a worker thread (docs/adr/0115-pglite-worker-thread.md):
 * statements are serialised here with drizzle's PgDialect and run by `pglite-worker.ts`; rows and
 * errors come back by message. Behaves like the in-thread PGlite `Database`: same rows, errors
 * thrown as drizzle's `DrizzleQueryError` with PostgreSQL's fields (`code`, `constraint`, …) on
 * its `cause`, one transaction at a time with outer statements waiting for it.
 */
export async function openPgliteInWorker(dataDir: string | undefined): Promise<Database> {
  // No options inherited from the parent (`--cpu-prof`, `--inspect`, tsx's loader flags).
  const worker = new Worker(WORKER_ENTRY, { workerData: { dataDir } satisfies PgliteWorkerData, execArgv: [] });
  const dialect = new PgDialect();
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;

  function failAll(error: Error): void {
    failure ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  }

  /**
   * The worker keeps the process alive only while a statement is under way: an idle open database
   * does not hold a finished script or test run open (as the in-thread PGlite does not), and a
   * script awaiting a statement is not left without a live handle.
   */
  function holdProcess(): void {
    if (pending.size > 0) worker.ref();
    else worker.unref();
  }

  await new Promise<void>((resolve, reject) => {
    const onStart = (status: WorkerStatus) => {
      worker.off('error', onEarlyError);
      worker.off('exit', onEarlyExit);
      if (status.ready) resolve();
      else {
        reject(deserialiseError(status.error));
        void worker.terminate();
      }
    };
    const onEarlyError = (error: Error) => reject(error);
    const onEarlyExit = (code: number) => reject(new Error(`The PGlite worker exited with code ${code} before opening the database`));
    worker.once('message', onStart);
    worker.once('error', onEarlyError);
    worker.once('exit', onEarlyExit);
  });

  worker.on('message', (message: WorkerReply) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    holdProcess();
    if (message.ok) waiter.resolve(message.value);
    else waiter.reject(deserialiseError(message.error));
  });
  holdProcess();
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The PGlite worker exited (code ${code})`)));

  function call(request: Request): Promise<unknown> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      holdProcess();
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  async function rows<T>(query: SQL, tx?: number): Promise<T[]> {
    const { sql, params }: SerialisedQuery = dialect.sqlToQuery(query);
    try {
      return (await call({ op: 'query', query: { sql, params }, tx })) as T[];
    } catch (error) {
      // The same wrapping as drizzle's in-thread session, so callers read `error.cause.code` alike.
      throw new DrizzleQueryError(sql, params, error as Error);
    }
  }

  return {
    kind: 'pglite',
    rows: (query) => rows(query),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const txId = (await call({ op: 'begin' })) as number;
      let result: T;
      try {
        result = await fn({ rows: (query) => rows(query, txId) });
      } catch (error) {
        await call({ op: 'end', tx: txId, commit: false });
        throw error;
      }
      await call({ op: 'end', tx: txId, commit: true });
      return result;
    },
    async exec(script) {
      await call({ op: 'exec', script });
    },
    async copyFrom(table, columns) {
      const statement = copyStatement(table, columns, "'/dev/blob'");
      return pgliteCopyWriter((data) => call({ op: 'copy', statement, data }));
    },
    async close() {
      if (failure) return;
      await call({ op: 'close' });
      failure = new Error('The PGlite database is closed');
      await worker.terminate();
    },
  };
}
