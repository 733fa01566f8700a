import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { apiPlugin, type ApiOptions } from '../index';
import { parsePaymentConfig } from '../payments/config';
import { createTestDatabase, TEST_NOW, TEST_RANDOM_SEED } from './test-app';
import { buyerClient } from './paying-buyer';

export interface OrderFlowApp {
  app: FastifyInstance;
  db: Database;
  /** The outbox and other files of this app. */
  dataDir: string;
  /** Moves the API's clock forward. */
  advance(ms: number): void;
  /** The API's clock. */
  now(): Date;
  close(): Promise<void>;
}

/** The API over a seeded test database with a clock the test moves, the sandbox gateway and a mail outbox. */
export async function createOrderFlowApp(
  options: {
    offers?: number;
    sweepIntervalMs?: number;
    /** Idempotency keys' lease and a repeat's wait (docs/adr/0205-outbox-idempotency-lanes.md). */
    idempotency?: ApiOptions['idempotency'];
  } = {},
): Promise<OrderFlowApp> {
  const test = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'order-flow-'));
  let now = TEST_NOW.getTime();
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir,
    database: test.db,
    seedOffers: options.offers ?? 1200,
    randomSeed: TEST_RANDOM_SEED,
    clock: () => new Date(now),
    sweepIntervalMs: options.sweepIntervalMs ?? 0,
    idempotency: options.idempotency,
    // The outbox is delivered right after each commit; no timer runs behind a test's back.
    outbox: { leaseMs: 60_000, intervalMs: 0 },
    payments: parsePaymentConfig({ BASE_URL: 'http://shop.test' }),
    ...({ demoAccounts: false } as object),
  });
  await app.ready();
  await app.inject({ url: '/api/health' });
  return {
    app,
    db: test.db,
    dataDir,
    advance: (ms) => {
      now += ms;
    },
    now: () => new Date(now),
    close: async () => {
      await app.close();
      await test.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An offer far enough ahead (deposit possible) with a flight, for a party of `seats`. */
export async function flightOffer(db: Database, seats: number, minDays = 45): Promise<{ id: number; hash: string; places_left: number }> {
  const rows = await db.rows<{ id: number; hash: string; places_left: number }>(sql`
    SELECT id, hash, places_left FROM offers
    WHERE transport = 'F' AND places_left >= ${seats}::int AND departure_date > DATE '2026-11-22' + ${minDays}::int
    ORDER BY id LIMIT 1`);
  if (!rows[0]) throw new Error('no offer for the test');
  return rows[0];
}

/** Valid client data for a party of adults (docs/product/validation-and-display.md patterns). */
export const testClient = (adults: number) => buyerClient(adults, 'anna.kowalska@example.pl');

let keySeq = 0;
/** A fresh Idempotency-Key. */
export const newKey = (): string => `test-key-${++keySeq}-${Math.random().toString(36).slice(2)}`;

/**
 * The owner cookie each order was created with through `postJson` (docs/adr/0243-owner-only-writes.md):
 * a later `postJson` about that order (`orderId` in its body) sends it, as the browser that made
 * the order would. A test that means a stranger calls `app.inject` itself.
 */
const ownerCookies = new Map<string, string>();

/** Remembers the browser that owns `orderId` (its `order_owner=…` cookie) for `postJson`. */
export const rememberOwner = (orderId: string, cookie: string): void => void ownerCookies.set(orderId, cookie);
/** The `order_owner=…` cookie `orderId` was created with through `postJson`. */
export const ownerCookieOf = (orderId: string): string | undefined => ownerCookies.get(orderId);

/** The owner cookie of the order a body names: by `orderId`, or by the order of its `directPaymentId` (the balance). */
async function ownerCookieFor(app: FastifyInstance, body: { orderId?: unknown; directPaymentId?: unknown }): Promise<string | undefined> {
  if (typeof body.orderId === 'string') return ownerCookies.get(body.orderId);
  if (typeof body.directPaymentId !== 'string') return undefined;
  const res = await app.inject({ url: `/api/payment/direct-payment/${body.directPaymentId}/` });
  const orderId = res.statusCode === 200 ? (res.json() as { directPayment: { orderId: string } }).directPayment.orderId : undefined;
  return orderId === undefined ? undefined : ownerCookies.get(orderId);
}

/** A POST from `remoteAddress` (each buyer of a test has its own address: creating calls are rate limited per address). */
export async function postJson(app: FastifyInstance, url: string, payload: object, key?: string, remoteAddress = '127.0.0.1') {
  const cookie = await ownerCookieFor(app, payload as { orderId?: unknown; directPaymentId?: unknown });
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...(cookie ? { cookie } : {}) },
  });
  if (url.endsWith('/purchase/create-offer-request/') && res.statusCode === 201) {
    const owner = [res.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith('order_owner='));
    if (owner) rememberOwner((res.json() as { orderId: string }).orderId, owner.split(';')[0]!);
  }
  return res;
}

let buyerSeq = 0;
/** A new buyer's address (10.x.y.z). */
export const newBuyer = (): string => {
  const n = ++buyerSeq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** An order of `adults` adults on `offerHash`, with valid client data and the required agreements; answers its id. */
export async function readyOrder(app: FastifyInstance, offerHash: string, adults = 2, buyer = newBuyer()): Promise<string> {
  const created = await postJson(app, '/api/purchase/create-offer-request/', { offerHash, adults, children: [] }, undefined, buyer);
  if (created.statusCode !== 201) throw new Error(`create-offer-request: ${created.statusCode} ${created.body}`);
  const { orderId } = created.json() as { orderId: string };
  const saved = await postJson(app, '/api/purchase/order/reservation/client/', { orderId, client: testClient(adults) });
  if (saved.statusCode !== 200) throw new Error(`client: ${saved.statusCode} ${saved.body}`);
  const agreed = await postJson(app, '/api/order/accept-agreements/', {
    orderId,
    agreements: { tos: true, gdpr: true, offer: true, payment: true },
  });
  if (agreed.statusCode !== 200) throw new Error(`agreements: ${agreed.statusCode} ${agreed.body}`);
  return orderId;
}
