import {
  batchAvailabilityResponse,
  checkAvailabilityResponse,
  extraMdsInfoResponse,
  offerListResponse,
  previewOfferResponse,
  type OfferListItem,
} from '@travel/contracts';
import { createTestApp, getJson, TEST_TODAY, type TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let offers: OfferListItem[];
beforeAll(async () => {
  t = await createTestApp();
  offers = offerListResponse.parse((await getJson(t.app, '/api/offers/list/?limit=6&adults=2&transport=samolot')).body).offers;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const offer = (i: number): OfferListItem => offers[i]!;

describe('POST /offers/offer/checkavail/', () => {
  it('answers an offer on sale with the price the caller saw as the same', async () => {
    const o = offer(0);
    const res = await post('/api/offers/offer/checkavail/', { offerHash: o.hash, adults: 2, seenPriceTotal: o.priceTotal });
    expect(res.statusCode).toBe(200);
    const body = checkAvailabilityResponse.parse(res.json());
    expect(body).toMatchObject({
      offerHash: o.hash,
      available: true,
      reason: null,
      priceTotal: o.priceTotal,
      pricePerPerson: o.pricePerPerson,
      priceChange: 'same',
      priceDifference: 0,
      party: { adults: 2, children: 0, infants: 0 },
    });
  });

  it('says by how much today’s price is higher or lower than the one seen', async () => {
    const o = offer(0);
    const higher = checkAvailabilityResponse.parse(
      (await post('/api/offers/offer/checkavail/', { offerHash: o.hash, adults: 2, seenPriceTotal: o.priceTotal - 100 })).json(),
    );
    expect(higher).toMatchObject({ priceChange: 'higher', priceDifference: 100, seenPriceTotal: o.priceTotal - 100 });
    const lower = checkAvailabilityResponse.parse(
      (await post('/api/offers/offer/checkavail/', { offerHash: o.hash, adults: 2, seenPriceTotal: o.priceTotal + 250.5 })).json(),
    );
    expect(lower).toMatchObject({ priceChange: 'lower', priceDifference: -250.5 });
    const unseen = checkAvailabilityResponse.parse((await post('/api/offers/offer/checkavail/', { offerHash: o.hash })).json());
    expect(unseen).toMatchObject({ priceChange: null, priceDifference: null, seenPriceTotal: null });
  });

  it('prices the party with a child counted on the departure day', async () => {
    const o = offer(1);
    const body = checkAvailabilityResponse.parse(
      (await post('/api/offers/offer/checkavail/', { offerHash: o.hash, adults: 2, children: ['2019-05-01'] })).json(),
    );
    expect(body.party).toEqual({ adults: 2, children: 1, infants: 0 });
    expect(body.priceTotal!).toBeGreaterThan(o.priceTotal);
  });

  it('marks a withdrawn offer, and refuses a malformed code or party with a 400 naming it', async () => {
    const gone = checkAvailabilityResponse.parse((await post('/api/offers/offer/checkavail/', { offerHash: 'zzzz0000' })).json());
    expect(gone).toMatchObject({ available: false, reason: 'withdrawn', priceTotal: null, placesLeft: 0 });
    const bad = await post('/api/offers/offer/checkavail/', { offerHash: 'NOT A CODE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ parameter: 'offerHash' });
    const future = await post('/api/offers/offer/checkavail/', { offerHash: offer(0).hash, children: ['2099-01-01'] });
    expect(future.statusCode).toBe(400);
    expect(future.json().parameter).toMatch(/^children/);
  });
});

describe('POST /offers/offer/batch-aval/', () => {
  it('answers each offer in the order asked: on sale, sold out, departed, withdrawn', async () => {
    const [onSale, soldOut, departed] = [offer(2), offer(3), offer(4)];
    await t.db.exec(`UPDATE offers SET places_left = 1 WHERE hash = '${soldOut.hash}'`);
    await t.db.exec(`UPDATE offers SET departure_date = '${TEST_TODAY}' WHERE hash = '${departed.hash}'`);
    const res = await post('/api/offers/offer/batch-aval/', {
      adults: 2,
      offers: [
        { offerHash: 'zzzz0000', seenPriceTotal: 1000 },
        { offerHash: soldOut.hash, seenPriceTotal: soldOut.priceTotal },
        { offerHash: onSale.hash, seenPriceTotal: onSale.priceTotal - 1 },
        { offerHash: departed.hash },
        { offerHash: onSale.hash },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = batchAvailabilityResponse.parse(res.json());
    expect(body.party).toEqual({ adults: 2, children: 0, infants: 0 });
    expect(body.results.map((r) => [r.offerHash, r.available, r.reason])).toEqual([
      ['zzzz0000', false, 'withdrawn'],
      [soldOut.hash, false, 'places'],
      [onSale.hash, true, null],
      [departed.hash, false, 'departed'],
      [onSale.hash, true, null],
    ]);
    expect(body.results[1]).toMatchObject({ placesLeft: 1, priceChange: 'same' });
    expect(body.results[2]).toMatchObject({ priceChange: 'higher', priceDifference: 1 });
  });

  it('takes 1 to 50 offers', async () => {
    const none = await post('/api/offers/offer/batch-aval/', { offers: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ parameter: 'offers' });
    const many = await post('/api/offers/offer/batch-aval/', {
      offers: Array.from({ length: 51 }, () => ({ offerHash: offer(0).hash })),
    });
    expect(many.statusCode).toBe(400);
    const fifty = await post('/api/offers/offer/batch-aval/', {
      offers: Array.from({ length: 50 }, (_, i) => ({ offerHash: offer(i % offers.length).hash })),
    });
    expect(batchAvailabilityResponse.parse(fifty.json()).results).toHaveLength(50);
  });
});

describe('GET /offers/offer/extra-mds-info/', () => {
  it("answers the operator's facts, what the price includes and the party's price lines", async () => {
    const o = offer(0);
    const res = await getJson(
      t.app,
      `/api/offers/offer/extra-mds-info/?offerHash=${o.hash}&tourOperatorCode=${o.tourOperator}&adults=2&infantsBirthDates=2026-10-01`,
    );
    expect(res.status).toBe(200);
    const body = extraMdsInfoResponse.parse(res.body);
    expect(body.tourOperator.code).toBe(o.tourOperator);
    expect(body.tourOperator.name.length).toBeGreaterThan(1);
    expect(body.party).toEqual({ adults: 2, children: 0, infants: 1 });
    expect(body.priceLines.map((l) => l.kind)).toEqual(['adult', 'infant']);
    expect(body.flight).toMatchObject({ departureCity: o.departureCity, directFlight: o.directFlight });
    expect(body.included).toEqual(expect.arrayContaining(['Przelot w obie strony', `Zakwaterowanie: ${o.room.name}`]));
    expect(body.priceTotal).toBe(body.priceLines.reduce((s, l) => s + l.total, 0));
  });

  it("is a 404 for an unknown offer or another operator's code", async () => {
    expect((await getJson(t.app, '/api/offers/offer/extra-mds-info/?offerHash=zzzz0000')).status).toBe(404);
    const other = await getJson(t.app, `/api/offers/offer/extra-mds-info/?offerHash=${offer(0).hash}&tourOperatorCode=inny-organizator`);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('offer-not-found');
    expect((await getJson(t.app, '/api/offers/offer/extra-mds-info/')).body.parameter).toBe('offerHash');
  });
});

describe('GET /offers/preview/{previewOfferId}/', () => {
  it('previews an offer priced for two adults, a departed one as not on sale', async () => {
    const o = offer(5);
    const res = await getJson(t.app, `/api/offers/preview/${o.hash}/`);
    expect(res.status).toBe(200);
    const body = previewOfferResponse.parse(res.body);
    expect(body).toMatchObject({ available: true, reason: null });
    expect(body.offer).toMatchObject({ hash: o.hash, hotelName: o.hotelName, party: { adults: 2, children: 0, infants: 0 } });
    await t.db.exec(`UPDATE offers SET departure_date = '2026-11-01', return_date = '2026-11-08' WHERE hash = '${o.hash}'`);
    const gone = previewOfferResponse.parse((await getJson(t.app, `/api/offers/preview/${o.hash}/`)).body);
    expect(gone).toMatchObject({ available: false, reason: 'departed' });
  });

  it('is a 404 for an unknown code and a 400 for a malformed one', async () => {
    const unknown = await getJson(t.app, '/api/offers/preview/zzzz0000/');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('offer-not-found');
    expect((await getJson(t.app, '/api/offers/preview/NOT_A_CODE/')).status).toBe(400);
  });
});
