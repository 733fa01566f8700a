import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { parsePaymentConfig } from '../../payments/config';
import { flightOffer, newKey, postJson, readyOrder, testClient } from '../../test-support/order-flow-app';
import { createTestDatabase, TEST_NOW, TEST_RANDOM_SEED, type TestDatabase } from '../../test-support/test-app';
import { logHash, urlForLog } from '../logging';

jest.setTimeout(240_000);

describe('the log of a booking holds none of the booker’s data', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  let log = '';

  beforeAll(async () => {
    test = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'log-scrub-'));
    app = await buildApp({
      dataDir,
      database: test.db,
      seedOffers: 1200,
      randomSeed: TEST_RANDOM_SEED,
      clock: () => TEST_NOW,
      sweepIntervalMs: 0,
      payments: parsePaymentConfig({ BASE_URL: 'http://shop.test' }),
      demoAccounts: false,
      logLevel: 'info',
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          log += chunk.toString('utf8');
          done();
        },
      }),
    });
    await app.ready();
    await app.inject({ url: '/api/health' });
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('books, pays and tracks an order; the log has request lines but no name, e-mail, phone or order id', async () => {
    const offer = await flightOffer(test.db, 2);
    const orderId = await readyOrder(app, offer.hash);
    const reserved = await postJson(app, '/api/purchase/create-executive/', { orderId }, newKey());
    expect(reserved.statusCode).toBe(201);
    const summary = await app.inject({ url: `/api/order/summary/${orderId}/` });
    expect(summary.statusCode).toBe(200);
    const { orderHash } = (summary.json() as { order: { orderHash: string } }).order;
    const payment = await postJson(app, '/api/payment/online/', { orderId, methodId: 'card', conditionId: 'whole' }, newKey());
    expect(payment.statusCode).toBe(201);
    const gatewayUrl = (payment.json() as { action: { url: string } }).action.url;
    const back = await app.inject({
      method: 'POST',
      url: gatewayUrl,
      payload: 'choice=card',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.statusCode).toBe(303);
    expect((await app.inject({ url: `/api/order/payment/status/${orderHash}/` })).statusCode).toBe(200);
    // An e-mail address in a query and a failed sign-in (which logs the account tried).
    await app.inject({ url: `/api/order/summary/${orderId}/?email=${encodeURIComponent('anna.kowalska@example.pl')}` });
    await postJson(app, '/api/auth/login/', { email: 'anna.kowalska@example.pl', password: 'not-her-password-1' });

    const booker = testClient(2).booker;
    expect(log).toContain('incoming request');
    // The order's lines can still be found by its hash.
    expect(log).toContain(logHash(orderId));
    for (const personal of [
      orderId,
      orderHash,
      booker.email,
      booker.phone,
      booker.phone.slice(3),
      booker.firstName,
      booker.lastName,
      booker.street,
    ]) {
      expect({ personal, found: log.includes(personal) }).toEqual({ personal, found: false });
    }
  });

  it('hashes ids, e-mail addresses and sensitive query values of a logged address, and keeps the rest', () => {
    const id = '3f2b8c1e-9d4a-4b6e-8f00-123456789abc';
    expect(urlForLog(`/rezerwacja/${id}/dane/`)).toBe(`/rezerwacja/${logHash(id)}/dane/`);
    expect(urlForLog('/platnosc/sukces/0123456789abcdef0123456789abcdef/')).toBe(
      `/platnosc/sukces/${logHash('0123456789abcdef0123456789abcdef')}/`,
    );
    expect(urlForLog('/hotel/riu-palace-tenerife/?filtr=abc&rid=x.y.z&email=a%40b.pl')).toBe(
      `/hotel/riu-palace-tenerife/?filtr=abc&rid=${logHash('x.y.z')}&email=${logHash('a@b.pl')}`,
    );
  });
});
