import { apiErrorSchema } from '@travel/contracts';
import { createOrderFlowApp, flightOffer, postJson, type OrderFlowApp } from '../test-support/order-flow-app';

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

/** Every code this file saw answered. */
const seen = new Set<string>();
const post = (url: string, payload: object) => postJson(t.app, url, payload);
async function refusal(res: { statusCode: number; json(): unknown }) {
  const body = apiErrorSchema.parse(res.json());
  if (body.code) seen.add(body.code);
  return { status: res.statusCode, ...body };
}

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
