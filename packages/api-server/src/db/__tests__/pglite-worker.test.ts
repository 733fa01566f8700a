import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../connection';

// Two PGlite instances start here (~2.5 s each, longer on a busy machine).
jest.setTimeout(120_000);

/** PGlite in a worker thread, spawned exactly as the API does it, and the in-thread one to compare. */
let worker: Database;
let main: Database;

beforeAll(async () => {
  [worker, main] = await Promise.all([openDatabase({ pgliteThread: 'worker' }), openDatabase({ pgliteThread: 'main' })]);
  for (const db of [worker, main]) {
    await db.exec(`
      CREATE TABLE account (id int PRIMARY KEY, email text NOT NULL CONSTRAINT account_email_key UNIQUE, balance int NOT NULL);
      CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL);
      INSERT INTO counter VALUES (1, 0);
    `);
  }
});

afterAll(async () => {
  await Promise.all([worker?.close(), main?.close()]);
});

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error & { cause?: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { cause?: Record<string, unknown> };
  }
  throw new Error('expected a rejection');
}

describe('PGlite in a worker thread', () => {
  it('returns rows of every type exactly as the in-thread PGlite does', async () => {
    const query = sql`SELECT
      ${42}::int AS int, ${'9007199254740993'}::bigint AS big, 12345.678::numeric(10,3) AS num, 1.5::float8 AS float,
      ${'2026-11-22'}::date AS day, '2026-11-22 10:00:00+00'::timestamptz AS at, '2026-11-22 10:00'::timestamp AS local,
      '1 day 02:00'::interval AS span, '{"a":[1,{"b":null}]}'::jsonb AS doc, ARRAY[1,2,3] AS ints,
      ARRAY['2026-01-01'::date] AS days, ARRAY[1.5::numeric] AS nums, ${'{x,y}'}::text[] AS texts,
      '\\x0102'::bytea AS bytes, true AS yes, NULL::text AS nothing, 'zażółć'::text AS polish`;
    const [fromWorker] = await worker.rows(query);
    const [fromMain] = await main.rows(query);
    expect(fromWorker).toEqual(fromMain);
    // The shapes callers rely on (drizzle's raw-statement parsers): dates as strings, bigint as BigInt.
    expect(fromWorker).toMatchObject({ int: 42, day: '2026-11-22', doc: { a: [1, { b: null }] }, ints: [1, 2, 3], texts: ['x', 'y'] });
    expect(typeof fromWorker?.big).toBe(typeof fromMain?.big);
    expect(fromWorker?.bytes).toBeInstanceOf(Uint8Array);
  });

  it('commits a transaction whose callback resolves', async () => {
    const result = await worker.transaction(async (tx) => {
      await tx.rows(sql`INSERT INTO account VALUES (1, 'ala@example.pl', 100)`);
      await tx.rows(sql`UPDATE account SET balance = balance - 30 WHERE id = 1`);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await worker.rows(sql`SELECT balance FROM account WHERE id = 1`)).toEqual([{ balance: 70 }]);
  });

  it('rolls a transaction back when its callback throws, and rethrows that error', async () => {
    const failure = new Error('payment refused');
    const thrown = await rejection(
      worker.transaction(async (tx) => {
        await tx.rows(sql`INSERT INTO account VALUES (2, 'ola@example.pl', 5)`);
        await tx.rows(sql`UPDATE account SET balance = 0 WHERE id = 1`);
        throw failure;
      }),
    );
    expect(thrown).toBe(failure);
    expect(await worker.rows(sql`SELECT id, balance FROM account ORDER BY id`)).toEqual([{ id: 1, balance: 70 }]);
  });

  it("carries PostgreSQL's error fields across the thread boundary like the in-thread driver", async () => {
    const duplicate = sql`INSERT INTO account VALUES (3, 'ala@example.pl', 1)`;
    await main.rows(sql`INSERT INTO account VALUES (1, 'ala@example.pl', 70)`);
    const [fromWorker, fromMain] = await Promise.all([rejection(worker.rows(duplicate)), rejection(main.rows(duplicate))]);
    for (const error of [fromWorker, fromMain]) {
      expect(error.cause).toMatchObject({ code: '23505', constraint: 'account_email_key', table: 'account', severity: 'ERROR' });
      expect(error.cause?.detail).toMatch(/ala@example\.pl/);
    }
    expect(fromWorker.constructor).toBe(fromMain.constructor);
    expect(fromWorker.message).toBe(fromMain.message);
    expect(fromWorker.cause?.message).toBe(fromMain.cause?.message);
  });

  it('rolls back a transaction a failed statement ended, with the error code on the rejection', async () => {
    const thrown = await rejection(
      worker.transaction(async (tx) => {
        await tx.rows(sql`UPDATE account SET balance = 1 WHERE id = 1`);
        await tx.rows(sql`INSERT INTO account VALUES (4, 'ala@example.pl', 1)`);
      }),
    );
    expect(thrown.cause).toMatchObject({ code: '23505' });
    expect(await worker.rows(sql`SELECT balance FROM account WHERE id = 1`)).toEqual([{ balance: 70 }]);
  });

  it('makes a statement outside a transaction wait until the transaction ends', async () => {
    let outsideSettled = false;
    let outside: Promise<Array<{ n: number }>> | undefined;
    await worker.transaction(async (tx) => {
      await tx.rows(sql`INSERT INTO account VALUES (5, 'ela@example.pl', 10)`);
      outside = worker.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM account`);
      void outside.then(() => (outsideSettled = true));
      // A round trip posted after the outer statement: the worker has seen both, answered only this.
      await tx.rows(sql`INSERT INTO account VALUES (6, 'iza@example.pl', 10)`);
      expect(outsideSettled).toBe(false);
    });
    // It ran after the commit, so it sees both rows.
    expect(await outside).toEqual([{ n: 3 }]);
  });

  it('runs concurrent transactions one after the other', async () => {
    const increment = () =>
      worker.transaction(async (tx) => {
        const [row] = await tx.rows<{ value: number }>(sql`SELECT value FROM counter WHERE id = 1`);
        await tx.rows(sql`UPDATE counter SET value = ${(row?.value ?? 0) + 1} WHERE id = 1`);
      });
    await Promise.all([increment(), increment(), increment()]);
    expect(await worker.rows(sql`SELECT value FROM counter WHERE id = 1`)).toEqual([{ value: 3 }]);
  });

  it('runs multi-statement scripts and reports their errors', async () => {
    await worker.exec(`CREATE TABLE note (body text); INSERT INTO note VALUES ('a'), ('b');`);
    expect(await worker.rows(sql`SELECT count(*)::int AS n FROM note`)).toEqual([{ n: 2 }]);
    const error = await rejection(worker.exec('SELECT * FROM missing_table'));
    expect(error).toMatchObject({ code: '42P01' });
  });

  it('refuses statements once closed instead of hanging', async () => {
    const db = await openDatabase({ pgliteThread: 'worker' });
    await db.close();
    expect((await rejection(db.rows(sql`SELECT 1`))).cause?.message).toBe('The PGlite database is closed');
  });
});
