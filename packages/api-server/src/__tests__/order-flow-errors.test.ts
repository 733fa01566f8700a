import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { apiErrorSchema } from '@travel/contracts';
import { createOrderFlowApp, flightOffer, postJson, readyOrder, type OrderFlowApp } from '../test-support/order-flow-app';

jest.setTimeout(300_000);

/**
 * What a caller reads from a refused order, purchase or payment call: its status, the status text
 * and the machine-readable code of docs/product/order-and-payment.md, which lists every code.
 */
let t: OrderFlowApp;
beforeAll(async () => {
  t = await createOrderFlowApp();
});
afterAll(async () => {
  await t.close();
});

/** Every code this file saw answered, checked against the catalogue at the end. */
const seen = new Set<string>();
const post = (url: string, payload: object) => postJson(t.app, url, payload);
async function refusal(res: { statusCode: number; json(): unknown }) {
  const body = apiErrorSchema.parse(res.json());
  if (body.code) seen.add(body.code);
  return { status: res.statusCode, ...body };
}

/** An offer leaving at least 10 days ahead without a flight (no parking, no luggage). */
async function offerWithoutFlight(): Promise<string> {
  const [row] = await t.db.rows<{ hash: string }>(sql`
    SELECT hash FROM offers WHERE transport <> 'F' AND places_left >= 2 AND departure_date > DATE '2026-11-22' + 10
    ORDER BY id LIMIT 1`);
  if (!row) throw new Error('no offer without a flight for the test');
  return row.hash;
}

describe('extras that cannot be had', () => {
  const calls = ['/api/purchase/check-product-price/', '/api/purchase/order/reservation/update-products/'];

  it('a product not offered, a second product of a group or a quantity out of range: 422 with its code, checked or stored', async () => {
    const flight = await readyOrder(t.app, (await flightOffer(t.db, 2)).hash);
    const coach = await readyOrder(t.app, await offerWithoutFlight());
    for (const url of calls) {
      expect(await refusal(await post(url, { orderId: coach, products: [{ code: 'parking' }] }))).toMatchObject({
        status: 422,
        parameter: 'products.0.code',
        code: 'product-unavailable',
      });
      const twoInsurances = await post(url, { orderId: flight, products: [{ code: 'insurance-basic' }, { code: 'insurance-standard' }] });
      expect(await refusal(twoInsurances)).toMatchObject({ status: 422, parameter: 'products.1.code', code: 'product-group-repeated' });
      expect(await refusal(await post(url, { orderId: flight, products: [{ code: 'parking', quantity: 9 }] }))).toMatchObject({
        status: 422,
        parameter: 'products.0.quantity',
        code: 'quantity-invalid',
      });
    }
  });
});

describe("bodies Fastify refuses before the call's handler", () => {
  it('a body too large is a 413 "Payload Too Large", a body of another type a 415 "Unsupported Media Type", both with a code', async () => {
    const orderId = await readyOrder(t.app, (await flightOffer(t.db, 2)).hash);
    const url = '/api/purchase/check-product-price/';
    const large = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orderId, products: [], padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(await refusal(large)).toMatchObject({ status: 413, error: 'Payload Too Large', code: 'invalid-body' });
    const xml = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/xml' }, payload: '<orderId/>' });
    expect(await refusal(xml)).toMatchObject({ status: 415, error: 'Unsupported Media Type', code: 'invalid-body' });
    const malformed = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"orderId":' });
    expect(await refusal(malformed)).toMatchObject({ status: 400, error: 'Bad Request', code: 'invalid-body' });
  });
});

describe('the fee of a method the order cannot be paid with', () => {
  it('a traditional transfer for a trip leaving within 7 days is refused by the fee quote as by the payment start', async () => {
    const [soon] = await t.db.rows<{ hash: string; departure_date: string }>(sql`
      SELECT hash, departure_date::text AS departure_date FROM offers
      WHERE places_left >= 2 AND departure_date BETWEEN DATE '2026-11-23' AND DATE '2026-11-29'
      ORDER BY departure_date, id LIMIT 1`);
    if (!soon) throw new Error('no offer leaving within 7 days for the test');
    const orderId = await readyOrder(t.app, soon.hash);
    const fee = await post(`/api/payment/transaction-fee/1/${orderId}/`, { methodId: 'transfer' });
    expect(await refusal(fee)).toMatchObject({ status: 409, parameter: 'methodId', code: 'method-unavailable' });
    // The methods the order offers are still quoted.
    expect((await post(`/api/payment/transaction-fee/1/${orderId}/`, { methodId: 'blik' })).statusCode).toBe(200);
  });
});

describe('a malformed number in a body', () => {
  it('says what was expected ("expected an integer"); a missing one stays "required"', async () => {
    const { hash } = await flightOffer(t.db, 2);
    const url = '/api/purchase/create-offer-request/';
    const half = await refusal(await post(url, { offerHash: hash, adults: 2.5, children: [] }));
    expect(half).toMatchObject({ status: 400, parameter: 'adults', code: 'invalid-parameter' });
    expect(half.message).toMatch(/expected an integer/);
    const text = await refusal(await post(url, { offerHash: hash, adults: 'two', children: [] }));
    expect(text.message).toMatch(/expected a number/);
    const noOrder = await refusal(await post('/api/purchase/additional-products/', {}));
    expect(noOrder).toMatchObject({ status: 400, parameter: 'orderId', message: 'Invalid parameter orderId: required' });
  });
});

describe('the error catalogue', () => {
  it('lists every code the order calls answered, a write by a browser that does not own the order included', async () => {
    const orderId = await readyOrder(t.app, (await flightOffer(t.db, 2)).hash);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/purchase/order/reservation/update-products/',
      payload: { orderId, products: [] },
    });
    expect(await refusal(stranger)).toMatchObject({ status: 403, code: 'not-your-order' });

    const doc = readFileSync(join(__dirname, '../../../../docs/product/order-and-payment.md'), 'utf8');
    const table = doc.slice(doc.indexOf('## Machine-readable error codes'));
    const listed = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!)),
    );
    expect([...seen].filter((code) => !listed.has(code))).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
  });
});
