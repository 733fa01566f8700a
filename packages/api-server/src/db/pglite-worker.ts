/**
 * Runs in a `worker_threads` Worker and owns the PGlite instance, so that PGlite's WASM, which
 * runs each query synchronously, blocks this thread instead of the server's event loop
 * (docs/adr/0115-pglite-worker-thread.md). Spawned by `pglite-thread-client.ts`; the protocol is
 * in `pglite-protocol.ts`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { serialiseError, type WorkerReply, type WorkerRequest, type WorkerStatus } from './pglite-protocol';

export interface PgliteWorkerData {
  /** Folder of the database files; `undefined` keeps the database in memory. */
  dataDir: string | undefined;
}

/**
 * The parsers drizzle's pglite driver passes with every raw statement (`db.execute(sql)`): dates,
 * timestamps and intervals stay the strings PostgreSQL sent, as with node-postgres' settings in
 * drizzle. Rows must come back exactly as the in-thread `Database` returns them.
 */
const QUERY_OPTIONS = {
  rowMode: 'object' as const,
  parsers: {
    [types.TIMESTAMP]: (value: string) => value,
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.INTERVAL]: (value: string) => value,
    [types.DATE]: (value: string) => value,
    // numeric[], timestamp[], timestamptz[], interval[], date[]
    1231: (value: string) => value,
    1115: (value: string) => value,
    1185: (value: string) => value,
    1187: (value: string) => value,
    1182: (value: string) => value,
  },
};

/** An open transaction: its PGlite handle and how the main thread ends it. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
}

/** Thrown inside `pglite.transaction` to make it roll back; never leaves this file. */
class RollbackRequested extends Error {}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts must run in a worker thread');
  const { dataDir } = workerData as PgliteWorkerData;
  let pglite: PGlite;
  try {
    pglite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  } catch (error) {
    port.postMessage({ ready: false, error: serialiseError(error) } satisfies WorkerStatus);
    return;
  }
  const open = new Map<number, OpenTransaction>();
  let nextTransaction = 1;

  const reply = (message: WorkerReply) => port.postMessage(message);
  const settle = (id: number, work: Promise<unknown>) =>
    work.then(
      (value) => reply({ id, ok: true, value }),
      (error: unknown) => reply({ id, ok: false, error: serialiseError(error) }),
    );

  /** Who waits for a transaction's end (the `end` request's id), by transaction id. */
  const endWaiters = new Map<number, number>();

  function begin(id: number): void {
    const txId = nextTransaction++;
    let begun = false;
    // PGlite runs one transaction at a time and queues other statements behind it: a second
    // `begin` (or a statement outside the transaction) waits here until this one ends.
    const done = pglite.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          open.set(txId, { tx, end: (commit) => (commit ? resolve() : reject(new RollbackRequested())) });
          begun = true;
          reply({ id, ok: true, value: txId });
        }),
    );
    const ended = done.catch((error: unknown) => {
      if (!(error instanceof RollbackRequested)) throw error;
    });
    void ended.then(
      () => finish(txId, { id: endWaiters.get(txId) ?? id, ok: true, value: undefined }),
      (error: unknown) =>
        // Before BEGIN succeeded, the `begin` request is the one still waiting for an answer.
        finish(txId, { id: begun ? (endWaiters.get(txId) ?? id) : id, ok: false, error: serialiseError(error) }),
    );
  }

  function finish(txId: number, message: WorkerReply): void {
    open.delete(txId);
    endWaiters.delete(txId);
    reply(message);
  }

  port.on('message', (request: WorkerRequest) => {
    switch (request.op) {
      case 'query': {
        const { sql, params } = request.query;
        if (request.tx === undefined) {
          void settle(
            request.id,
            pglite.query(sql, params, QUERY_OPTIONS).then((res) => res.rows),
          );
          return;
        }
        const transaction = open.get(request.tx);
        if (!transaction) {
          reply({ id: request.id, ok: false, error: serialiseError(new Error(`Transaction ${request.tx} is not open`)) });
          return;
        }
        void settle(
          request.id,
          transaction.tx.query(sql, params, QUERY_OPTIONS).then((res) => res.rows),
        );
        return;
      }
      case 'exec':
        void settle(
          request.id,
          pglite.exec(request.script).then(() => undefined),
        );
        return;
      case 'copy':
        void settle(
          request.id,
          pglite.query(request.statement, [], { blob: new Blob([request.data]) }).then(() => undefined),
        );
        return;
      case 'begin':
        begin(request.id);
        return;
      case 'end': {
        const transaction = open.get(request.tx);
        if (!transaction) {
          reply({ id: request.id, ok: false, error: serialiseError(new Error(`Transaction ${request.tx} is not open`)) });
          return;
        }
        endWaiters.set(request.tx, request.id);
        transaction.end(request.commit);
        return;
      }
      case 'close':
        void settle(request.id, pglite.close()).then(() => port.close());
        return;
    }
  });
  port.postMessage({ ready: true } satisfies WorkerStatus);
}

void main();
