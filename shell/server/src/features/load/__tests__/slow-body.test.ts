import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createConcurrencyLimit } from '../concurrency-limit';
import { registerLoadShedding, type LoadMonitor } from '../load-shedding';

// A client that declares a body and never finishes sending it must not hold an API slot: with the
// slot taken on the headers, a handful of such connections shed every visitor's calls, or every
// buyer's checkout (docs/adr/0110-load-shedding.md, docs/adr/0205-outbox-idempotency-lanes.md).

let app: FastifyInstance;
let load: LoadMonitor;
let port: number;
const sockets: Socket[] = [];
/** Resolves once the server has seen the headers of the next request marked `x-stalled`. */
let headersSeen: () => void = () => undefined;
let listArrived: () => void = () => undefined;
let answerList: () => void = () => undefined;
let listAnswer: Promise<void> = Promise.resolve();

beforeEach(async () => {
  app = Fastify();
  load = await registerLoadShedding(app, {
    apiLimit: createConcurrencyLimit(1),
    checkoutLimit: createConcurrencyLimit(1),
    maxEventLoopDelayMs: 0,
    underPressure: () => false,
  });
  // Registered after the load shedding: runs once its hook has decided on the request.
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-stalled'] !== undefined) headersSeen();
  });
  app.post('/api/offers/offer/availability/', async () => ({ available: true }));
  app.get('/api/offers/list/', async () => {
    listArrived();
    await listAnswer;
    return { offers: [] };
  });
  app.post('/api/purchase/create-offer-request/', async () => ({ orderId: 'o-1' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  port = address.port;
});

afterEach(async () => {
  answerList();
  for (const socket of sockets.splice(0)) socket.destroy();
  await app.close();
});

/** Sends the headers and the start of a JSON body of `path`, and never the rest. */
async function stalledPost(path: string): Promise<void> {
  const seen = new Promise<void>((resolve) => (headersSeen = resolve));
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-Stalled: 1\r\n\r\n{"offerHash":`,
  );
  await seen;
}

it.each([
  ['browsing', '/api/offers/offer/availability/'],
  ['checkout', '/api/purchase/create-offer-request/'],
])('a %s call whose body never arrives takes no slot: the next caller is answered', async (lane, path) => {
  await stalledPost(path);
  const next = await app.inject({ method: 'POST', url: path, payload: {} });
  expect(next.statusCode).toBe(200);
  const stats = lane === 'checkout' ? load.api().lanes.checkout : load.api().lanes.browsing;
  expect(stats).toMatchObject({ inFlight: 0, shed: 0, admitted: 1 });
});

it('a call with its body in takes its slot while it runs and gives it back', async () => {
  const answered = await app.inject({ method: 'POST', url: '/api/offers/offer/availability/', payload: { offerHash: 'abcd1234' } });
  expect(answered.statusCode).toBe(200);
  expect(load.api().lanes.browsing).toMatchObject({ inFlight: 0, admitted: 1, shed: 0 });
});

it('a call with a body is still refused at once when the cap is full, before its body is read', async () => {
  listAnswer = new Promise<void>((resolve) => (answerList = resolve));
  const arrived = new Promise<void>((resolve) => (listArrived = resolve));
  const list = app.inject({ url: '/api/offers/list/' });
  await arrived;
  const refused = await app.inject({ method: 'POST', url: '/api/offers/offer/availability/', payload: {} });
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('2');
  answerList();
  expect((await list).statusCode).toBe(200);
  expect(load.api().lanes.browsing).toMatchObject({ inFlight: 0, admitted: 1, shed: 1 });
});
