import Fastify, { type FastifyInstance } from 'fastify';
import { createConcurrencyLimit } from '../concurrency-limit';
import { laneOf, registerLoadShedding, type LoadMonitor } from '../load-shedding';

// Lanes of the API's load shedding (docs/adr/0205-outbox-idempotency-lanes.md): the gateway's
// calls and health are never refused, order and payment calls have a cap of their own that
// browsing cannot take and are not shed by the valve, browsing is shed first. Slow calls wait on promises the test settles,
// and the valve's reading is the test's: nothing depends on the machine's speed.

/** A promise the test settles itself. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

let app: FastifyInstance;
let load: LoadMonitor;
let release = gate();
let arrivals = 0;
let arrived: Array<() => void> = [];
let pressure = false;
/** Until `n` slow calls are running inside the API. */
const running = (n: number) =>
  arrivals >= n ? Promise.resolve() : new Promise<void>((resolve) => arrived.push(() => arrivals >= n && resolve()));

async function build(browsingCap: number, checkoutCap: number): Promise<void> {
  app = Fastify();
  load = await registerLoadShedding(app, {
    apiLimit: createConcurrencyLimit(browsingCap),
    checkoutLimit: createConcurrencyLimit(checkoutCap),
    maxEventLoopDelayMs: 0,
    underPressure: () => pressure,
  });
  const slow = async () => {
    arrivals += 1;
    arrived.forEach((check) => check());
    await release.promise;
    return { ok: true };
  };
  app.get('/api/offers/list/', slow);
  app.post('/api/purchase/create-offer-request/', slow);
  app.post('/api/payment/online/', slow);
  app.get('/api/order/payment/status/:hash/', async () => ({ status: 'paid' }));
  app.post('/api/payment/notification/', async () => ({ status: 'verified' }));
  app.get('/api/payment/sandbox/trnRequest/:token', async () => 'strona bramki');
  app.get('/api/purchase/sales-offices/', slow);
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.ready();
}

beforeEach(() => {
  release = gate();
  arrivals = 0;
  arrived = [];
  pressure = false;
});
afterEach(async () => {
  release.open();
  await app?.close();
});

it('sorts calls into lanes', () => {
  expect(laneOf('/api/payment/notification/')).toBe('exempt');
  expect(laneOf('/api/payment/sandbox/trnRequest/abc')).toBe('exempt');
  expect(laneOf('/api/health')).toBe('exempt');
  expect(laneOf('/api/purchase/create-executive/')).toBe('checkout');
  expect(laneOf('/api/order/payment/status/abc/?x=1')).toBe('checkout');
  expect(laneOf('/api/payment/online/')).toBe('checkout');
  expect(laneOf('/api/track/purchase/')).toBe('checkout');
  expect(laneOf('/api/purchase/sales-offices/')).toBe('browsing');
  expect(laneOf('/api/offers/list/')).toBe('browsing');
  expect(laneOf('/platnosc/podsumowanie/abc/')).toBeUndefined();
});

it('browsing cannot take the slots of order and payment calls', async () => {
  await build(2, 2);
  const browsing = [app.inject({ url: '/api/offers/list/' }), app.inject({ url: '/api/purchase/sales-offices/' })];
  await running(2);
  // Browsing has its two slots: a third browsing call is refused ...
  const refused = await app.inject({ url: '/api/offers/list/' });
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('2');
  // ... while a buyer's two calls still find theirs.
  const buying = [
    app.inject({ method: 'POST', url: '/api/purchase/create-offer-request/', payload: {} }),
    app.inject({ method: 'POST', url: '/api/payment/online/', payload: {} }),
  ];
  await running(4);
  expect(load.api().lanes.checkout).toMatchObject({ inFlight: 2, max: 2 });
  // Both caps are full: the gateway's notification and pages, and health, are answered all the same.
  expect((await app.inject({ method: 'POST', url: '/api/payment/notification/', payload: {} })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/payment/sandbox/trnRequest/abc' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  // A further order call finds no slot: its cap bounds the database work it brings.
  expect((await app.inject({ url: '/api/order/payment/status/abc/' })).statusCode).toBe(503);

  release.open();
  for (const res of await Promise.all([...browsing, ...buying])) expect(res.statusCode).toBe(200);
  expect(load.api()).toMatchObject({ inFlight: 0, max: 2, shed: 1 });
  expect(load.api().lanes).toMatchObject({
    exempt: { admitted: 3 },
    checkout: { inFlight: 0, admitted: 2, shed: 1 },
    browsing: { shed: 1 },
  });
});

it('order and payment calls never wait behind browsing: with browsing full they are answered as usual', async () => {
  await build(1, 4);
  const browsing = app.inject({ url: '/api/offers/list/' });
  await running(1);
  const buying = Array.from({ length: 4 }, () => app.inject({ method: 'POST', url: '/api/payment/online/', payload: {} }));
  await running(5);
  expect(load.api().lanes.checkout.inFlight).toBe(4);
  release.open();
  for (const res of await Promise.all([browsing, ...buying])) expect(res.statusCode).toBe(200);
});

it('under pressure browsing is shed, order and payment calls are not', async () => {
  await build(4, 1);
  pressure = true;
  expect((await app.inject({ url: '/api/offers/list/' })).statusCode).toBe(503);
  release.open();
  expect((await app.inject({ method: 'POST', url: '/api/payment/online/', payload: {} })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/order/payment/status/abc/' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/payment/notification/', payload: {} })).statusCode).toBe(200);
  expect(load.api()).toMatchObject({ shedUnderPressure: 1 });
});
