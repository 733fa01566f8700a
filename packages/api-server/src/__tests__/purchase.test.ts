import { sql } from 'drizzle-orm';
import { createOfferRequestResponse, offerAvailabilityResponse, offerListResponse, orderResponse } from '@travel/contracts';
import { createTestApp, getJson, TEST_TODAY, type TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/purchase/create-offer-request/', payload });

describe("'Rezerwuj': create-offer-request and the order", () => {
  it('creates an order (201, state new) priced by the server, whatever price the browser sends', async () => {
    const o = offerListResponse.parse((await getJson(t.app, '/api/offers/list/?limit=1&destinations=grecja')).body).offers[0]!;
    const party = { adults: 2, children: ['2017-04-12'] };
    const check = offerAvailabilityResponse.parse(
      (await t.app.inject({ method: 'POST', url: '/api/offers/offer/availability/', payload: { offerHash: o.hash, ...party } })).json(),
    );
    expect(check.available).toBe(true);

    const res = await create({ offerHash: o.hash, ...party, priceTotal: 1, price: 1 });
    expect(res.statusCode).toBe(201);
    const { orderId, state } = createOfferRequestResponse.parse(res.json());
    expect(state).toBe('new');
    expect(orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const got = await getJson(t.app, `/api/order/summary/${orderId}/`);
    expect(got.status).toBe(200);
    const { order } = orderResponse.parse(got.body);
    expect(order).toMatchObject({ id: orderId, state: 'new', party: { adults: 2, children: ['2017-04-12'] } });
    expect(order.party.counted).toEqual(check.party);
    expect(order.price.total).toBe(check.priceTotal);
    expect(order.price.perPerson).toBe(check.pricePerPerson);
    expect(order.price.total).toBeCloseTo(
      order.price.lines.reduce((s, l) => s + l.total, 0),
      2,
    );
    expect(order.offer).toMatchObject({ hash: o.hash, hotelName: o.hotelName, departureDate: o.departureDate });

    const stored = await t.db.rows<{ price_total: number; state: string }>(
      sql`SELECT price_total, state FROM orders WHERE id = ${orderId}::uuid`,
    );
    expect(stored).toEqual([{ price_total: Math.round(check.priceTotal * 100), state: 'new' }]);

    const again = createOfferRequestResponse.parse((await create({ offerHash: o.hash, ...party })).json());
    expect(again.orderId).not.toBe(orderId);
  });

  it('answers 409 and stores nothing when the party does not fit in the places left', async () => {
    const [row] = await t.db.rows<{ hash: string; places_left: number }>(
      sql`SELECT hash, places_left FROM offers WHERE departure_date > ${TEST_TODAY}::date AND places_left <= 3 ORDER BY id LIMIT 1`,
    );
    expect(row).toBeDefined();
    const before = (await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`))[0]!.n;
    const res = await create({ offerHash: row!.hash, adults: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('places left');
    expect((await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`))[0]!.n).toBe(before);
  });

  it('answers 409 for an offer that has departed', async () => {
    const [row] = await t.db.rows<{ hash: string }>(sql`SELECT hash FROM offers ORDER BY departure_date, id LIMIT 1`);
    await t.db.rows(sql`UPDATE offers SET departure_date = ${TEST_TODAY}::date WHERE hash = ${row!.hash}`);
    const res = await create({ offerHash: row!.hash, adults: 1 });
    expect(res.statusCode).toBe(409);
  });

  it('refuses bad input with a 400 naming the field, an unknown offer or order with a 404', async () => {
    const o = offerListResponse.parse((await getJson(t.app, '/api/offers/list/?limit=1')).body).offers[0]!;
    const future = await create({ offerHash: o.hash, children: ['2030-01-01'] });
    expect(future.statusCode).toBe(400);
    expect(future.json().parameter).toBe('children.0');
    const noHash = await create({ adults: 2 });
    expect(noHash.statusCode).toBe(400);
    expect(noHash.json().parameter).toBe('offerHash');
    const adults = await create({ offerHash: o.hash, adults: 0 });
    expect(adults.json().parameter).toBe('adults');
    expect((await create({ offerHash: 'zzzzzzzz' })).statusCode).toBe(404);

    const badId = await getJson<{ parameter: string }>(t.app, '/api/order/summary/123/');
    expect(badId.status).toBe(400);
    expect(badId.body.parameter).toBe('orderId');
    expect((await getJson(t.app, '/api/order/summary/4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f/')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the new calls, with the 201 and the 409 of create-offer-request', async () => {
    const doc = await getJson<{
      paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters: { name: string }[] }>>;
    }>(t.app, '/api/openapi.json');
    const createOp = doc.body.paths['/api/purchase/create-offer-request/']!.post!;
    expect(Object.keys(createOp.responses).sort()).toEqual(['201', '400', '403', '404', '409', '429']);
    expect(doc.body.paths['/api/order/summary/{orderId}/']!.get!.parameters.map((p) => p.name)).toEqual(['orderId']);
    expect(doc.body.paths['/api/offers/offer/calendar/']!.get!.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['mdsRelationId', 'month', 'adults', 'children']),
    );
  });
});
