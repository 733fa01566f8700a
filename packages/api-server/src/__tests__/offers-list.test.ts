import { offerListResponse, offerFiltersResponse, mapListingResponse } from '@travel/contracts';
import { createTestApp, getJson, TEST_TODAY, type TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (qs: string) => {
  const res = await getJson(t.app, `/api/offers/list/?${qs}`);
  expect(res.status).toBe(200);
  return offerListResponse.parse(res.body);
};
const count = async (qs: string) => {
  const res = await getJson<{ count: number }>(t.app, `/api/offers/searcher/offer-count/?${qs}`);
  expect(res.status).toBe(200);
  return res.body.count;
};

describe('GET /api/offers/list/', () => {
  it('answers one entry per hotel with the fields a card needs, 20 by default', async () => {
    const body = await list('');
    expect(body.offers).toHaveLength(20);
    expect(body.total).toBeGreaterThan(20);
    const hotels = body.offers.map((o) => o.hotelId);
    expect(new Set(hotels).size).toBe(hotels.length);
    const first = body.offers[0]!;
    expect(first.departureDate > TEST_TODAY).toBe(true);
    expect(first.offersCount).toBeGreaterThanOrEqual(1);
    expect(first.priceTotal).toBeCloseTo(first.pricePerPerson * 2, 2);
    expect(first.destination.path).toMatch(/^[a-z-]+(\/[a-z-]+)+$/);
  });

  it('sorts by the cheapest party price by default, and the total equals offer-count', async () => {
    const body = await list('limit=50');
    const prices = body.offers.map((o) => o.priceTotal);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await count('')).toBe(body.total);
  });

  type Item = { hotelRating: number | null; departureDate: string; discountPercent: number; isHit: boolean; priceTotal: number };
  it.each([
    ['ocena', (o: Item) => -(o.hotelRating ?? 0), () => true],
    ['termin', (o: Item) => Date.parse(o.departureDate), () => true],
    ['rabat', (o: Item) => -o.discountPercent, (o: Item) => o.discountPercent > 0],
    ['hity', (o: Item) => (o.isHit ? 0 : 1), (o: Item) => o.isHit],
    ['cena', (o: Item) => o.priceTotal, () => true],
  ] as const)('sorts by %s', async (sortBy, key, firstOk) => {
    const body = await list(`sortBy=${sortBy}&limit=50`);
    expect(body.offers.length).toBeGreaterThan(10);
    const keys = body.offers.map((o) => key(o));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(firstOk(body.offers[0]!)).toBe(true);
    expect(body.total).toBe(await count(''));
  });

  it('most popular follows hotel popularity', async () => {
    const body = await list('sortBy=popularnosc&destinations=grecja&limit=10');
    const ranking = await getJson<{ hotels: { id: number }[] }>(
      t.app,
      '/api/v1/hotels/list/?limit=50&offset=0&location=grecja&sortBy=popularnosc',
    );
    const positions = body.offers.map((o) => ranking.body.hotels.findIndex((h) => h.id === o.hotelId));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('pages with limit and offset without overlap', async () => {
    const a = await list('limit=10&offset=0&sortBy=termin');
    const b = await list('limit=10&offset=10&sortBy=termin');
    const c = await list('limit=20&offset=0&sortBy=termin');
    expect([...a.offers, ...b.offers].map((o) => o.hash)).toEqual(c.offers.map((o) => o.hash));
    expect(a.total).toBe(c.total);
    const beyond = await list(`limit=10&offset=${c.total + 5}`);
    expect(beyond.offers).toEqual([]);
    expect(beyond.total).toBe(c.total);
  });

  it('filters by destination (slug or path), board, transport and operator', async () => {
    const body = await list('destinations=grecja&board=all-inclusive&transport=samolot&limit=50');
    expect(body.total).toBeGreaterThan(0);
    for (const o of body.offers) {
      expect(o.destination.country).toBe('Grecja');
      expect(o.board).toBe('all-inclusive');
      expect(o.transport).toBe('F');
    }
    const crete = await list('destinations=grecja/kreta&limit=50');
    for (const o of crete.offers) expect(o.destination.path.startsWith('grecja/kreta')).toBe(true);
    expect(await count('destinations=kreta')).toBe(crete.total);
    const op = crete.offers[0]!.tourOperator;
    const byOp = await list(`destinations=kreta&tourOperator=${op}`);
    expect(byOp.offers.every((o) => o.tourOperator === op)).toBe(true);
    expect(await count('destinations=atlantyda')).toBe(0);
  });

  it('filters by dates, nights, standard, rating, beach, price and party', async () => {
    const qs =
      'departureDateFrom=2027-01-10&departureDateTo=2027-01-31&durationDays=6,7&hotelStandard=40,55&hotelRating=4,6&maxDistanceFromBeach=500';
    const body = await list(`${qs}&limit=50`);
    // A short window takes the scan path, offer-count the per-hotel probe: both must agree.
    expect(body.total).toBe(await count(qs));
    expect(body.total).toBeGreaterThan(0);
    for (const o of body.offers) {
      expect(o.departureDate >= '2027-01-10' && o.departureDate <= '2027-01-31').toBe(true);
      expect(o.nights).toBeGreaterThanOrEqual(6);
      expect(o.nights).toBeLessThanOrEqual(7);
      expect(o.hotelStandard).toBeGreaterThanOrEqual(4);
      expect(o.hotelRating).toBeGreaterThanOrEqual(4);
      expect(o.beachDistance).toBeLessThanOrEqual(500);
    }
    const priced = await list('priceRange=2000,4000&totalPrice=true&limit=50');
    expect(priced.total).toBeGreaterThan(0);
    for (const o of priced.offers) expect(o.priceTotal >= 2000 && o.priceTotal <= 4000).toBe(true);
    const perPerson = await list('priceRange=,1500&totalPrice=false&limit=50');
    for (const o of perPerson.offers) expect(o.pricePerPerson).toBeLessThanOrEqual(1500);
    const family = await list('adults=2&children=2020-05-01,2026-01-01&limit=5');
    const f = family.offers[0]!;
    expect(f.priceTotal).toBeGreaterThan(f.pricePerPerson * 2);
    const trip = await list('dateFrom=2027-02-01&dateTo=2027-02-14&limit=50');
    for (const o of trip.offers) expect(o.departureDate >= '2027-02-01' && o.returnDate <= '2027-02-14').toBe(true);
  });

  it('filters by hotel attributes (all of them) and by hotels', async () => {
    const body = await list('hotelAttributes=basen-odkryty,darmowe-wifi&limit=50');
    expect(body.total).toBeGreaterThan(0);
    for (const o of body.offers) expect(o.hotelAttributes).toEqual(expect.arrayContaining(['basen-odkryty', 'darmowe-wifi']));
    const slug = body.offers[0]!.hotelSlug;
    const one = await list(`hotels=${slug}`);
    expect(one.total).toBe(1);
    expect(one.offers[0]!.offersCount).toBeGreaterThan(0);
    expect(await count('hotelAttributes=nie-ma-takiego')).toBe(0);
  });

  it('finds one offer by its code', async () => {
    const first = (await list('limit=1')).offers[0]!;
    const body = await list(`offer=${first.hash}`);
    expect(body.offers.map((o) => o.hash)).toEqual([first.hash]);
  });

  it.each([
    ['adults=abc', 'adults'],
    ['adults=0', 'adults'],
    ['limit=51', 'limit'],
    ['offset=-1', 'offset'],
    ['sortBy=najtaniej', 'sortBy'],
    ['board=all-inclusive,kolacja', 'board.1'],
    ['departureDateFrom=2027-02-30', 'departureDateFrom'],
    ['durationDays=9,3', 'durationDays'],
    ['priceRange=abc', 'priceRange'],
    ['directFlight=tak', 'directFlight'],
    ['children=01.02.2020', 'children.0'],
    ['transport=rower', 'transport'],
  ])('answers 400 naming the parameter for %s', async (qs, parameter) => {
    const res = await getJson<{ parameter: string; statusCode: number }>(t.app, `/api/offers/list/?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.parameter).toBe(parameter);
  });
});

describe('GET /api/offers/filters/', () => {
  it('counts hotels per option with the other filters applied', async () => {
    const res = await getJson(t.app, '/api/offers/filters/?destinations=egipt');
    expect(res.status).toBe(200);
    const body = offerFiltersResponse.parse(res.body);
    expect(body.total).toBe(await count('destinations=egipt'));
    for (const opt of body.facets.board) {
      expect(opt.count).toBe(await count(`destinations=egipt&board=${opt.value}`));
    }
    const wifi = body.facets.hotelAttributes.find((a) => a.value === 'darmowe-wifi')!;
    expect(wifi.count).toBe(await count('destinations=egipt&hotelAttributes=darmowe-wifi'));
    const std4 = body.facets.hotelStandard.find((a) => a.value === '40')!;
    expect(std4.count).toBe(await count('destinations=egipt&hotelStandard=40,55'));
    expect(body.priceMin).not.toBeNull();
    expect(body.priceMin!).toBeLessThanOrEqual(body.priceMax!);
  });

  it('keeps the counts of a chosen facet for its other options', async () => {
    const res = await getJson(t.app, '/api/offers/filters/?board=all-inclusive');
    const body = offerFiltersResponse.parse(res.body);
    expect(body.total).toBe(await count('board=all-inclusive'));
    const bb = body.facets.board.find((b) => b.value === 'bb')!;
    expect(bb.count).toBe(await count('board=bb'));
    expect(body.facets.transport.map((x) => x.value)).toEqual(expect.arrayContaining(['samolot']));
  });
  it('mixes hotel-level and offer-level facets correctly', async () => {
    const body = offerFiltersResponse.parse(
      (await getJson(t.app, '/api/offers/filters/?hotelStandard=40,55&board=hb&durationDays=6,7')).body,
    );
    expect(body.total).toBe(await count('hotelStandard=40,55&board=hb&durationDays=6,7'));
    const bb = body.facets.board.find((b) => b.value === 'bb');
    expect(bb?.count ?? 0).toBe(await count('hotelStandard=40,55&board=bb&durationDays=6,7'));
    const std3 = body.facets.hotelStandard.find((b) => b.value === '30')!;
    expect(std3.count).toBe(await count('hotelStandard=30,55&board=hb&durationDays=6,7'));
    // The fortnight bucket (14-16 days) counts what a request for 13-15 nights finds.
    const fortnight = body.facets.durationDays.find((b) => b.value === '14-16')!;
    expect(fortnight.count).toBe(await count('hotelStandard=40,55&board=hb&durationDays=13,15'));
  });
});

describe('GET /api/offers/map-listing/', () => {
  it('answers hotels with coordinates inside the bounds', async () => {
    const res = await getJson(t.app, '/api/offers/map-listing/?geoLatNorth=37&geoLatSouth=34&geoLngWest=22&geoLngEast=30');
    expect(res.status).toBe(200);
    const body = mapListingResponse.parse(res.body);
    expect(body.hotels.length).toBeGreaterThan(0);
    for (const h of body.hotels) {
      expect(h.lat).toBeGreaterThanOrEqual(34);
      expect(h.lat).toBeLessThanOrEqual(37);
      expect(h.lng).toBeGreaterThanOrEqual(22);
      expect(h.lng).toBeLessThanOrEqual(30);
    }
    expect(body.total).toBe(await count('geoLatNorth=37&geoLatSouth=34&geoLngWest=22&geoLngEast=30'));
  });

  it("carries each pin's discount with its regular and 30-day lowest price, as the list gives them for the offer", async () => {
    const bounds = 'geoLatNorth=60&geoLatSouth=-40&geoLngWest=-120&geoLngEast=120';
    const pins = mapListingResponse.parse((await getJson(t.app, `/api/offers/map-listing/?${bounds}`)).body).hotels;
    const listed = new Map((await list(`${bounds}&limit=50`)).offers.map((o) => [o.hash, o]));
    const both = pins.filter((pin) => listed.has(pin.hash));
    expect(both.length).toBeGreaterThan(10);
    expect(both.some((pin) => pin.discountPercent > 0)).toBe(true);
    for (const pin of both) {
      const offer = listed.get(pin.hash)!;
      expect([pin.regularPricePerPerson, pin.lowestPrice30dPerPerson, pin.discountPercent]).toEqual([
        offer.regularPricePerPerson,
        offer.lowestPrice30dPerPerson,
        offer.discountPercent,
      ]);
    }
  });
});
