import { sql } from 'drizzle-orm';
import { FAVORITES_COOKIE } from '@travel/contracts/events';
import { requestHash } from '../queries/idempotency';
import { createOrderFlowApp, flightOffer, newBuyer, newKey, postJson, readyOrder, type OrderFlowApp } from '../test-support/order-flow-app';

// Idempotency keys belong to a client or an order and an endpoint, and a key whose request died
// with its process is taken over after a short lease (docs/adr/0205-outbox-idempotency-lanes.md).
// The lease is read against the API's clock, which the test moves; a repeat does not wait for a
// running first request (waitMs 0), so nothing here waits for real time.
jest.setTimeout(120_000);

const LEASE_MS = 30_000;
let t: OrderFlowApp;

beforeAll(async () => {
  t = await createOrderFlowApp({ offers: 600, idempotency: { leaseMs: LEASE_MS, waitMs: 0 } });
});
afterAll(async () => {
  await t?.close();
});

it('the same key and body from another buyer creates that buyer its own order', async () => {
  const offer = await flightOffer(t.db, 2);
  const key = newKey();
  const body = { offerHash: offer.hash, adults: 2, children: [] };
  const [anna, jan] = [newBuyer(), newBuyer()];
  const first = await postJson(t.app, '/api/purchase/create-offer-request/', body, key, anna);
  const other = await postJson(t.app, '/api/purchase/create-offer-request/', body, key, jan);
  const again = await postJson(t.app, '/api/purchase/create-offer-request/', body, key, anna);
  expect([first.statusCode, other.statusCode, again.statusCode]).toEqual([201, 201, 201]);
  const ids = [first, other, again].map((r) => (r.json() as { orderId: string }).orderId);
  expect(ids[1]).not.toBe(ids[0]);
  // Anna's retry is answered with her order, replayed.
  expect(ids[2]).toBe(ids[0]);
  expect(again.headers['idempotent-replayed']).toBe('true');

  // A signed-in or favourites cookie is the client, wherever it calls from.
  const cookie = { cookie: `${FAVORITES_COOKIE}=0f5b3c2a-3f6e-4a7b-9a1d-6c1e2b3a4d5e` };
  const fromHome = await t.app.inject({
    method: 'POST',
    url: '/api/purchase/create-offer-request/',
    payload: body,
    remoteAddress: newBuyer(),
    headers: { 'idempotency-key': key, ...cookie },
  });
  const fromWork = await t.app.inject({
    method: 'POST',
    url: '/api/purchase/create-offer-request/',
    payload: body,
    remoteAddress: newBuyer(),
    headers: { 'idempotency-key': key, ...cookie },
  });
  expect((fromWork.json() as { orderId: string }).orderId).toBe((fromHome.json() as { orderId: string }).orderId);
  expect([ids[0], ids[1]]).not.toContain((fromHome.json() as { orderId: string }).orderId);
});

it('the same key on another endpoint of the same order is another request', async () => {
  const offer = await flightOffer(t.db, 2);
  const orderId = await readyOrder(t.app, offer.hash);
  const key = newKey();
  const reserved = await postJson(t.app, '/api/purchase/create-executive/', { orderId }, key);
  expect(reserved.statusCode).toBe(201);
  const contact = await postJson(
    t.app,
    '/api/purchase/contact/',
    { orderId, name: 'Anna', email: 'anna@example.pl', message: 'Pytanie' },
    key,
  );
  expect(contact.statusCode).toBe(201);
  expect(contact.headers['idempotent-replayed']).toBeUndefined();
});

it('a key whose request died with its process answers 409 while its lease lasts and is taken over after it', async () => {
  const offer = await flightOffer(t.db, 2);
  const orderId = await readyOrder(t.app, offer.hash);
  const key = newKey();
  const body = { orderId };
  // What a claim leaves when its process is killed before the answer is stored: the key in the
  // order's scope, the request's hash and a lease nobody renews (the renewal died with the process).
  const leaseEnd = new Date(Date.parse('2026-11-22T10:00:00Z') + LEASE_MS - 1).toISOString();
  await t.db.rows(sql`INSERT INTO idempotency_keys (scope, route, key, request_hash, lease_until)
    VALUES (${`orderId:${orderId}`}, 'POST /purchase/create-executive/', ${key}, ${requestHash({ params: null, body })}, ${leaseEnd}::timestamptz)`);

  const stuck = await postJson(t.app, '/api/purchase/create-executive/', body, key);
  expect(stuck.statusCode).toBe(409);
  expect(stuck.json()).toMatchObject({ code: 'idempotency-in-progress' });

  t.advance(LEASE_MS);
  const retaken = await postJson(t.app, '/api/purchase/create-executive/', body, key);
  expect(retaken.statusCode).toBe(201);
  expect(retaken.headers['idempotent-replayed']).toBeUndefined();
  // From now on the key answers its stored answer.
  const repeat = await postJson(t.app, '/api/purchase/create-executive/', body, key);
  expect(repeat.statusCode).toBe(201);
  expect(repeat.headers['idempotent-replayed']).toBe('true');
  expect(repeat.json()).toEqual(retaken.json());
});
