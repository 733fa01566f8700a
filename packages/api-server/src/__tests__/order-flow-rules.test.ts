import * as fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { isPhone, ORDER_PATTERNS } from '@travel/contracts/api/order-validation';
import { DEFAULT_HOLD_MINUTES as HOLD_MINUTES } from '../payments/config';
import {
  additionalProductsResponse,
  createExecutiveResponse,
  onlinePaymentResponse,
  orderDetailResponse,
  paymentMethodsResponse,
  productsPriceResponse,
} from '@travel/contracts';
import {
  createOrderFlowApp,
  flightOffer,
  newBuyer,
  newKey,
  postJson,
  readyOrder,
  testClient,
  type OrderFlowApp,
} from '../test-support/order-flow-app';
import { currentOfferIndex, warmOfferIndex } from '../search/offer-index';

jest.setTimeout(300_000);

let t: OrderFlowApp;
beforeAll(async () => {
  // The release timer runs every 25 ms here; the clock it reads only moves when a test moves it.
  t = await createOrderFlowApp({ sweepIntervalMs: 25 });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, key?: string, buyer?: string) => postJson(t.app, url, payload, key, buyer);
const get = (url: string) => t.app.inject({ method: 'GET', url });
const count = async (query: ReturnType<typeof sql>) => (await t.db.rows<{ n: number }>(query))[0]!.n;
/** Moves the clock past the hold and waits (up to 10 s) for the release timer to cancel the order; its state then. */
async function stateAfterHoldPassed(orderId: string): Promise<string> {
  t.advance((HOLD_MINUTES + 1) * 60_000);
  let state = '';
  for (let i = 0; i < 400 && state !== 'cancelled'; i++) {
    await new Promise((r) => setTimeout(r, 25));
    state = (await t.db.rows<{ state: string }>(sql`SELECT state FROM orders WHERE id = ${orderId}::uuid`))[0]!.state;
  }
  return state;
}
const order = async (orderId: string) => orderDetailResponse.parse((await get(`/api/order/summary/${orderId}/`)).json()).order;

describe('inventory: the last places go to exactly as many buyers as they fit', () => {
  it('50 concurrent buyers for the last 2 places: 2 reservations, 48 clean unavailable answers, nothing half-written', async () => {
    const offer = await flightOffer(t.db, 1, 10);
    const orders: string[] = [];
    for (let i = 0; i < 50; i++) orders.push(await readyOrder(t.app, offer.hash, 1));
    await t.db.rows(sql`UPDATE offers SET places_left = 2 WHERE id = ${offer.id}::int`);

    const answers = await Promise.all(orders.map((orderId) => post('/api/purchase/create-executive/', { orderId }, newKey(), newBuyer())));
    expect(answers.map((a) => a.statusCode)).toEqual(orders.map(() => 201));
    const results = answers.map((a) => createExecutiveResponse.parse(a.json()));
    const ok = results.filter((r) => r.status === 'ok');
    const refused = results.filter((r) => r.status === 'error');
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(48);
    for (const r of refused) {
      expect(r).toMatchObject({ reason: 'unavailable', mode: 'unavailable', reservation: null });
      expect(r.alternatives.map((a) => a.hash)).not.toContain(offer.hash);
    }
    expect(new Set(ok.map((r) => r.reservation!.number)).size).toBe(2);

    expect(await count(sql`SELECT places_left AS n FROM offers WHERE id = ${offer.id}::int`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders WHERE offer_id = ${offer.id}::int AND state = 'pending'`)).toBe(2);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM orders WHERE offer_id = ${offer.id}::int AND (reservation_number IS NOT NULL OR places_taken > 0)`,
      ),
    ).toBe(2);
    const unavailable = await order(refused[0]!.orderId);
    expect(unavailable).toMatchObject({ state: 'new', mode: 'unavailable', reservation: null });
  });
});

describe('unpaid holds', () => {
  it('the timer releases the places of a reservation whose hold passed, with nobody reading the order', async () => {
    const offer = await flightOffer(t.db, 2);
    const before = await count(sql`SELECT places_left AS n FROM offers WHERE id = ${offer.id}::int`);
    const orderId = await readyOrder(t.app, offer.hash);
    expect((await post('/api/purchase/create-executive/', { orderId }, newKey())).statusCode).toBe(201);
    expect(await count(sql`SELECT places_left AS n FROM offers WHERE id = ${offer.id}::int`)).toBe(before - 2);
    expect(await stateAfterHoldPassed(orderId)).toBe('cancelled');
    expect(await count(sql`SELECT places_left AS n FROM offers WHERE id = ${offer.id}::int`)).toBe(before);
  });
});

describe('the search follows the places left', () => {
  it('a reservation and its release each tell the offer index, so no party is shown an offer it no longer fits (or not shown a freed one)', async () => {
    const offer = await flightOffer(t.db, 2);
    const [{ hotel_id: hotelId } = { hotel_id: 0 }] = await t.db.rows<{ hotel_id: number }>(
      sql`SELECT hotel_id FROM offers WHERE id = ${offer.id}::int`,
    );
    const index = (await warmOfferIndex(t.db))!;
    expect(await currentOfferIndex(t.db)).toBe(index);
    const orderId = await readyOrder(t.app, offer.hash);
    expect((await post('/api/purchase/create-executive/', { orderId }, newKey())).statusCode).toBe(201);
    // Stale at once (the search answers from SQL until it reloads), and the reload reads the hotel anew.
    expect(await currentOfferIndex(t.db)).toBeNull();
    const afterReservation = (await warmOfferIndex(t.db))!;
    expect(afterReservation.hotels.get(hotelId)).not.toBe(index.hotels.get(hotelId));

    expect(await stateAfterHoldPassed(orderId)).toBe('cancelled');
    // The release tells the search right after its commit, so the cancelled state can be seen a moment earlier.
    let current = await currentOfferIndex(t.db);
    for (let i = 0; i < 200 && current === afterReservation; i++) {
      await new Promise((r) => setTimeout(r, 25));
      current = await currentOfferIndex(t.db);
    }
    expect(current).not.toBe(afterReservation);
  });
});

describe('OpenAPI', () => {
  it('documents the Idempotency-Key header of the creating and paying calls', async () => {
    const doc = (await get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { parameters: { name: string; in: string; required: boolean }[] }>>;
    };
    const header = (path: string) => doc.paths[path]!.post!.parameters.find((p) => p.name === 'Idempotency-Key');
    expect(header('/api/payment/online/')).toMatchObject({ in: 'header', required: true });
    expect(header('/api/purchase/create-executive/')).toMatchObject({ in: 'header', required: true });
    expect(header('/api/purchase/create-offer-request/')).toMatchObject({ in: 'header', required: false });
    expect(header('/api/order/accept-agreements/')).toBeUndefined();
  });
});

describe('Idempotency-Key: a repeat answers the first answer and does nothing again', () => {
  it('a double-clicked reservation and payment make one reservation and one payment', async () => {
    const offer = await flightOffer(t.db, 2);
    const before = await count(sql`SELECT places_left AS n FROM offers WHERE id = ${offer.id}::int`);
    const orderId = await readyOrder(t.app, offer.hash);

    const execKey = newKey();
    const [a, b] = await Promise.all([
      post('/api/purchase/create-executive/', { orderId }, execKey),
      post('/api/purchase/create-executive/', { orderId }, execKey),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    // A second click with its own key finds the order reserved and answers the same reservation.
    const c = await post('/api/purchase/create-executive/', { orderId }, newKey());
    expect(createExecutiveResponse.parse(c.json()).reservation).toEqual(createExecutiveResponse.parse(a.json()).reservation);
    expect(await count(sql`SELECT places_left AS n FROM offers WHERE id = ${offer.id}::int`)).toBe(before - 2);
    expect(await count(sql`SELECT count(*)::int AS n FROM order_executions WHERE order_id = ${orderId}::uuid`)).toBe(1);

    const payKey = newKey();
    const body = { orderId, methodId: 'card', conditionId: 'whole' };
    const [p1, p2] = await Promise.all([post('/api/payment/online/', body, payKey), post('/api/payment/online/', body, payKey)]);
    expect(p1.statusCode).toBe(201);
    expect(p2.json()).toEqual(p1.json());
    const p3 = await post('/api/payment/online/', body, newKey());
    expect(onlinePaymentResponse.parse(p3.json()).paymentId).toBe(onlinePaymentResponse.parse(p1.json()).paymentId);
    expect(await count(sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId}::uuid`)).toBe(1);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sandbox_transactions WHERE session_id = ${onlinePaymentResponse.parse(p1.json()).paymentId}`,
      ),
    ).toBe(1);
  });

  it("a repeated 'Rezerwuj' with the same key makes one order; another body with the same key is a 422; a paying call without a key is a 400", async () => {
    const offer = await flightOffer(t.db, 2);
    const key = newKey();
    const buyer = newBuyer();
    const first = await post('/api/purchase/create-offer-request/', { offerHash: offer.hash, adults: 2 }, key, buyer);
    const again = await post('/api/purchase/create-offer-request/', { offerHash: offer.hash, adults: 2 }, key, buyer);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await post('/api/purchase/create-offer-request/', { offerHash: offer.hash, adults: 1 }, key, buyer);
    expect(other.statusCode).toBe(422);
    expect(other.json().parameter).toBe('Idempotency-Key');

    const { orderId } = first.json() as { orderId: string };
    const noKey = await post('/api/payment/online/', { orderId, methodId: 'card' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().parameter).toBe('Idempotency-Key');
    // The first answer of a refused call is kept too: the order is not reserved yet.
    const refusedKey = newKey();
    const refused = await post('/api/payment/online/', { orderId, methodId: 'card' }, refusedKey);
    expect(refused.statusCode).toBe(409);
    expect((await post('/api/payment/online/', { orderId, methodId: 'card' }, refusedKey)).json()).toEqual(refused.json());
  });
});

describe('client data, agreements and extras: re-validated and priced by the server', () => {
  it('a 400 names every wrong field; the draft is kept as typed; the reservation needs valid data and the required agreements', async () => {
    const offer = await flightOffer(t.db, 2);
    const created = await post('/api/purchase/create-offer-request/', { offerHash: offer.hash, adults: 2 }, undefined, newBuyer());
    const { orderId } = created.json() as { orderId: string };
    const bad = testClient(2);
    bad.booker.email = 'anna@example';
    bad.booker.phone = '+48 600';
    bad.booker.postalCode = '0-95';
    bad.booker.firstName = 'Анна';
    bad.participants[1]!.birthDate = '2020-01-01';
    const res = await post('/api/purchase/order/reservation/client/', { orderId, client: bad });
    expect(res.json()).toMatchObject({ statusCode: 400 });
    const fields = (res.json() as { fields: { parameter: string; message: string }[] }).fields;
    expect(Object.fromEntries(fields.map((f) => [f.parameter, f.message]))).toMatchObject({
      'client.booker.email': 'invalid-email',
      'client.booker.phone': 'invalid-phone',
      'client.booker.postalCode': 'invalid-postal-code',
      'client.booker.firstName': 'cyrillic',
      'client.participants.1.birthDate': 'adult-too-young',
    });
    expect(res.json().parameter).toBe(fields[0]!.parameter);

    const draft = { booker: { firstName: 'Ann', email: 'an' }, participants: [{ firstName: 'Ann' }] };
    // As the browser that created the order (writes are its owner's: docs/adr/0243-owner-only-writes.md).
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/purchase/order/reservation/client/',
      payload: { orderId, client: draft },
      headers: { cookie: String(created.headers['set-cookie']).split(';')[0]! },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().issues.length).toBeGreaterThan(0);
    // The draft is answered to the browser that created the order (its owner cookie), not to a bare link.
    const owner = String(created.headers['set-cookie']).split(';')[0]!;
    const mine = orderDetailResponse.parse(
      (await t.app.inject({ url: `/api/order/summary/${orderId}/`, headers: { cookie: owner } })).json(),
    );
    expect(mine.order.client).toEqual({ draft, valid: null });
    expect((await order(orderId)).client).toEqual({ draft: { booker: {}, participants: [] }, valid: null });

    const early = await post('/api/purchase/create-executive/', { orderId }, newKey());
    expect(early.statusCode).toBe(422);
    const missing = (early.json() as { fields: { parameter: string }[] }).fields.map((f) => f.parameter);
    expect(missing).toEqual(expect.arrayContaining(['agreements.tos', 'agreements.gdpr', 'agreements.offer', 'agreements.payment']));
    expect(missing.some((p) => p.startsWith('client.'))).toBe(true);

    const merged = await post('/api/order/accept-agreements/', { orderId, agreements: { tos: true, newsletter: false } });
    expect(merged.json().agreements).toEqual({ gdpr: false, insurance: false, newsletter: false, offer: false, payment: false, tos: true });
    const merged2 = await post('/api/order/accept-agreements/', { orderId, agreements: { gdpr: true } });
    expect(merged2.json().agreements).toMatchObject({ gdpr: true, tos: true });
  });

  it('the form patterns on the server: a phone, e-mail, postal code or name is refused, by name, exactly when the shared rule refuses it', async () => {
    const offer = await flightOffer(t.db, 1);
    const orderId = await readyOrder(t.app, offer.hash, 1);
    const seen = { accepted: 0, refused: 0 };
    const field = fc.constantFrom('phone', 'email', 'postalCode', 'lastName');
    const value = fc.oneof(
      fc.string({ maxLength: 18 }),
      fc.stringMatching(/^\+?(48)?[0-9 -]{0,16}$/),
      fc.stringMatching(/^[a-z.]{1,8}@[a-z]{1,6}\.[a-zA-Z]{0,4}$/),
      fc.stringMatching(/^[0-9]{2,3}-?[0-9]{2,6}$/),
      fc.constantFrom('Иванов', 'Kowalski-Nowak', "O'Brien", 'Żółć', '600 700 800', '+48 600700800', '48600700800', '12-345'),
      // Mostly valid values of each kind, so that every rule's accepting side is reached often
      // (with only the shapes above, a run could accept as few as 8 of 120).
      fc.stringMatching(/^\+48[0-9]{9}$/),
      fc.stringMatching(/^[a-z]{1,8}@[a-z]{2,6}\.pl$/),
      fc.stringMatching(/^[0-9]{2}-[0-9]{3}$/),
      fc.stringMatching(/^[A-ZŁŚŻ][a-ząęółśżźćń]{2,12}$/),
    );
    await fc.assert(
      fc.asyncProperty(field, value, async (name, raw) => {
        const data = testClient(1);
        (data.booker as Record<string, string>)[name] = raw;
        const res = await post('/api/purchase/order/reservation/client/', { orderId, client: data });
        const refused =
          res.statusCode === 400 && (res.json().fields as { parameter: string }[]).some((f) => f.parameter === `client.booker.${name}`);
        const v = raw.trim();
        const cyrillic = ORDER_PATTERNS.cyrillic.test(v);
        const ok =
          v.length > 0 &&
          !cyrillic &&
          (name === 'phone'
            ? v.length <= 20 && isPhone(v)
            : name === 'email'
              ? v.length <= 254 && ORDER_PATTERNS.email.test(v)
              : name === 'postalCode'
                ? v.length <= 7 && ORDER_PATTERNS.postalCode.test(v)
                : v.length <= 50 && ORDER_PATTERNS.name.test(v));
        expect(refused).toBe(!ok);
        seen[ok ? 'accepted' : 'refused'] += 1;
        expect(res.statusCode).toBe(ok ? 200 : 400);
      }),
      { numRuns: 120 },
    );
    // Both sides of every rule were reached.
    expect(seen.accepted).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
  });

  it('extras are priced for the party by the server, one insurance variant at most; the order total includes them', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await readyOrder(t.app, offer.hash);
    const list = additionalProductsResponse.parse((await post('/api/purchase/additional-products/', { orderId })).json());
    expect(list.products.map((p) => p.code).sort()).toEqual([
      'insurance-basic',
      'insurance-cancellation',
      'insurance-standard',
      'luggage',
      'parking',
    ]);
    expect(list.chosen).toEqual([]);
    const checked = productsPriceResponse.parse(
      (
        await post('/api/purchase/check-product-price/', { orderId, products: [{ code: 'insurance-standard' }, { code: 'parking' }] })
      ).json(),
    );
    const standard = list.products.find((p) => p.code === 'insurance-standard')!;
    const parking = list.products.find((p) => p.code === 'parking')!;
    expect(checked.price.extras).toBeCloseTo(standard.priceTotal + parking.priceTotal, 2);
    expect(checked.price.total).toBeCloseTo(checked.price.trip + checked.price.extras, 2);
    expect((await order(orderId)).price.extras).toBe(0);

    const two = await post('/api/purchase/order/reservation/update-products/', {
      orderId,
      products: [{ code: 'insurance-basic' }, { code: 'insurance-standard' }],
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().parameter).toBe('products.1.code');
    const stored = await post('/api/purchase/order/reservation/update-products/', {
      orderId,
      products: [{ code: 'insurance-standard' }, { code: 'parking' }],
    });
    expect(stored.statusCode).toBe(200);
    const o = await order(orderId);
    expect(o.products.map((p) => p.code)).toEqual(['insurance-standard', 'parking']);
    expect(o.price.total).toBeCloseTo(checked.price.total, 2);
    // An insurance chosen: its agreement is required for the reservation.
    const summary = (await get(`/api/purchase/summary/${orderId}/`)).json() as {
      requiredAgreements: string[];
      documents: { kind: string }[];
    };
    expect(summary.requiredAgreements).toContain('insurance');
    expect(summary.documents.map((d) => d.kind).sort()).toEqual([
      'insurance-terms',
      'pre-contract-information',
      'standard-information-form',
      'terms',
    ]);
    const refused = await post('/api/purchase/create-executive/', { orderId }, newKey());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual([{ parameter: 'agreements.insurance', message: 'required' }]);
  });

  it('payment conditions: a deposit and the rest by a due date when the departure is far, a traditional transfer is offline', async () => {
    const offer = await flightOffer(t.db, 2, 60);
    const orderId = await readyOrder(t.app, offer.hash);
    const options = paymentMethodsResponse.parse((await get(`/api/payment/methods/1/${orderId}/`)).json());
    expect(options.methods.map((m) => m.id)).toEqual(['blik', 'pay-by-link', 'card', 'transfer']);
    const deposit = options.paymentConditions.find((c) => c.id === 'deposit')!;
    expect(deposit.parts.map((p) => p.kind)).toEqual(['PrePayment', 'RestPayment']);
    const o = await order(orderId);
    expect(deposit.parts[0]!.amount + deposit.parts[1]!.amount).toBeCloseTo(o.price.total, 2);
    const fee = (await post(`/api/payment/transaction-fee/1/${orderId}/`, { methodId: 'card', conditionId: 'deposit' })).json();
    expect(fee.amount).toBeCloseTo(deposit.parts[0]!.amount, 2);
    expect(fee.fee).toBeCloseTo(deposit.parts[0]!.amount * 0.01, 1);

    await post('/api/purchase/create-executive/', { orderId }, newKey());
    const transfer = onlinePaymentResponse.parse(
      (await post('/api/payment/online/', { orderId, methodId: 'transfer', conditionId: 'deposit' }, newKey())).json(),
    );
    expect(transfer.action.type).toBe('info');
    const state = (await get(`/api/order/payment/status/${transfer.orderHash}/`)).json();
    expect(state).toMatchObject({ status: 'pending', trackingType: 'offline', final: false });
  });
});
