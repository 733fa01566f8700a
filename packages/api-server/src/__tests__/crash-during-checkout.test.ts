import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { offerListResponse } from '@travel/contracts';
import { openDatabase, type Database } from '../db/connection';
import { checkPaymentInvariants } from '../payments/invariants';
import {
  apiReady,
  postgresAdmin,
  postgresDatabaseUrl,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from '../test-support/api-process';
import { payingBuyer, type CallRecord } from '../test-support/paying-buyer';
import { usePostgres } from '../test-support/test-app';

// A real API process (src/main.ts) is killed with SIGKILL in the middle of a burst of 20 paying
// buyers and started again on the same database (PGlite's files, or PostgreSQL in the api-pg
// suite); the buyers go on as browsers do (each creating call keeps its Idempotency-Key), the
// outbox's sender and the tracking calls finish what the dead process left. Then every buyer's
// order is paid and every buyer holds exactly one booking confirmation
// (docs/adr/0205-outbox-idempotency-lanes.md). The kill is triggered by the buyers' progress, not
// by a timer; leases are short (1 s) so the new process takes over what the dead one held.
jest.setTimeout(420_000);

const BUYERS = 20;
/** Buyers whose card payment went through before the kill. */
const KILL_AFTER_PAID = 5;

let dataDir: string;
let databaseName: string | undefined;
let api: ApiProcess | undefined;

function environment(): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseName ? { DATABASE_URL: postgresDatabaseUrl(databaseName) } : {}),
    SEED_OFFERS: '600',
    // Each buyer is its own address (X-Forwarded-For from the loopback), as behind the site server.
    TRUST_PROXY: 'loopback',
    BASE_URL: 'http://shop.test',
    OUTBOX_LEASE_MS: '1000',
    OUTBOX_INTERVAL_MS: '200',
    IDEMPOTENCY_LEASE_MS: '1000',
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crash-checkout-'));
  if (usePostgres) {
    databaseName = `travel_crash_test_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
    await postgresAdmin(`CREATE DATABASE ${databaseName}`);
  }
});

afterAll(async () => {
  if (api) await stopApiProcess(api, 'SIGKILL');
  if (databaseName) await postgresAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Offers with room for two, one per buyer, from the shop's own listing. */
async function offersFor(base: string, n: number): Promise<string[]> {
  const res = await fetch(`${base}/offers/list/?transport=samolot&sortBy=cena&limit=50`);
  expect(res.status).toBe(200);
  const { offers } = offerListResponse.parse(await res.json());
  const hashes = offers.filter((o) => o.placesLeft >= 2).map((o) => o.hash);
  expect(hashes.length).toBeGreaterThanOrEqual(n);
  return hashes.slice(0, n);
}

/** The confirmations in the outbox folder, by recipient. */
function confirmationsByRecipient(): Map<string, string[]> {
  const dir = join(dataDir, 'outbox');
  const byTo = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes('-confirmation-'))) {
    const eml = readFileSync(join(dir, file), 'utf8');
    const to = /^To: (.+)$/m.exec(eml)?.[1] ?? '';
    byTo.set(to, [...(byTo.get(to) ?? []), eml]);
  }
  return byTo;
}

it(`SIGKILL during a burst of ${BUYERS} paying buyers loses no order, payment or confirmation (${usePostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  api = await startApiProcess(environment());
  await apiReady(api);
  const port = api.port;
  const offers = await offersFor(api.base, BUYERS);

  let paid = 0;
  let killed: Promise<void> | undefined;
  let restarted: Promise<void> | undefined;
  const calls: CallRecord[] = [];
  const killAndRestart = async () => {
    await stopApiProcess(api!, 'SIGKILL');
    api = await startApiProcess(environment(), port);
    await apiReady(api);
  };
  const results = await Promise.allSettled(
    offers.map((offerHash, i) =>
      payingBuyer({
        api: api!.base,
        offerHash,
        address: `127.0.1.${i + 1}`,
        onCall: (call) => {
          calls.push(call);
          if (call.name === 'gateway-pay' && call.status > 0 && call.status < 400) paid += 1;
          if (paid >= KILL_AFTER_PAID && !killed) {
            killed = Promise.resolve();
            restarted = killAndRestart();
          }
        },
        // A call that got no answer is sent again once the server is back, as a browser's retry would.
        retry: async (call) => {
          if (call.status !== 0 || !restarted) return false;
          await restarted;
          return true;
        },
        // A payment whose verify the kill cut keeps its order fenced for VERIFY_FENCE_MS (2 min,
        // docs/adr/0200-payment-state-machine.md); the tracking call settles it after that.
        pollPause: () => new Promise((r) => setTimeout(r, 500)),
        maxPolls: 400,
      }),
    ),
  );
  await restarted;
  const failures = results.flatMap((r, i) => (r.status === 'rejected' ? [`buyer ${i + 1}: ${String(r.reason)}`] : []));
  expect(failures).toEqual([]);
  // The burst really was cut: some calls got no answer.
  expect(killed).toBeDefined();
  expect(calls.some((c) => c.status === 0)).toBe(true);
  const orders = results.map((r) => (r as PromiseFulfilledResult<{ orderId: string; state: string }>).value);
  expect(orders.map((o) => o.state)).toEqual(Array(BUYERS).fill('paid'));

  // The sender delivers what the dead process had claimed once its lease ends: wait for every
  // buyer's confirmation in the outbox folder (bounded), then stop the server cleanly.
  const deadline = Date.now() + 60_000;
  while (confirmationsByRecipient().size < BUYERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await stopApiProcess(api!);
  api = undefined;

  // Each buyer got exactly one confirmation, one Message-ID.
  const byTo = confirmationsByRecipient();
  for (let i = 1; i <= BUYERS; i += 1) expect(byTo.get(`kupujaca.127.0.1.${i}@example.pl`)).toHaveLength(1);

  const db: Database = await openDatabase(databaseName ? { databaseUrl: postgresDatabaseUrl(databaseName) } : { dataDir });
  try {
    const rows = await db.rows<{ order_id: string; n: number; sent: number }>(sql`SELECT o.id::text AS order_id,
        count(m.id)::int AS n, count(m.sent_at)::int AS sent
      FROM orders o LEFT JOIN mail_outbox m ON m.order_id = o.id AND m.kind = 'confirmation'
      WHERE o.state = 'paid' GROUP BY o.id`);
    expect(rows).toHaveLength(BUYERS);
    expect(rows.filter((r) => r.n !== 1 || r.sent !== 1)).toEqual([]);
    // Money captured = paid orders + refunds, seats held = seats of live orders, one confirmation per paid order.
    expect(await checkPaymentInvariants(db)).toEqual([]);
    // No key is left held by the dead process.
    const held = await db.rows(sql`SELECT key FROM idempotency_keys WHERE status_code IS NULL`);
    expect(held).toEqual([]);
  } finally {
    await db.close();
  }
});
