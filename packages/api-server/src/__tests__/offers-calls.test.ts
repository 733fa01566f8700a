import {
  autosuggestResponse,
  destinationTeasersResponse,
  offerConfigResponse,
  offerListResponse,
  offerResponse,
  offersResponse,
  searcherDestinationsResponse,
} from '@travel/contracts';
import { createTestApp, getJson, TEST_TODAY, type TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const firstOffer = async (qs = '') => offerListResponse.parse((await getJson(t.app, `/api/offers/list/?limit=1&${qs}`)).body).offers[0]!;

describe('searcher', () => {
  it('autosuggest finds destinations by Polish name and hotels by name', async () => {
    const res = await getJson(t.app, '/api/offers/searcher/autosuggest/?query=kre');
    expect(res.status).toBe(200);
    const body = autosuggestResponse.parse(res.body);
    const crete = body.destinations.find((d) => d.slug === 'kreta');
    expect(crete).toMatchObject({ name: 'Kreta', genitive: 'Krety', locative: 'na Krecie', path: 'grecja/kreta' });
    expect(crete!.offersCount).toBeGreaterThan(0);
    const hotel = (await firstOffer()).hotelName;
    const byHotel = autosuggestResponse.parse(
      (await getJson(t.app, `/api/offers/searcher/autosuggest/?query=${encodeURIComponent(hotel.slice(0, 6))}`)).body,
    );
    expect(byHotel.hotels.length).toBeGreaterThan(0);
  });

  it('autosuggest needs at least 3 characters', async () => {
    const res = await getJson<{ parameter: string }>(t.app, '/api/offers/searcher/autosuggest/?query=kr');
    expect(res.status).toBe(400);
    expect(res.body.parameter).toBe('query');
    expect((await getJson<{ parameter: string }>(t.app, '/api/offers/searcher/autosuggest/')).body.parameter).toBe('query');
  });

  it('destinations is a tree of locations with offers, counts adding up', async () => {
    const body = searcherDestinationsResponse.parse((await getJson(t.app, '/api/offers/searcher/destinations/')).body);
    const europe = body.destinations.find((d) => d.slug === 'europa')!;
    const greece = europe.children.find((c) => c.slug === 'grecja')!;
    expect(greece.children.map((c) => c.slug)).toEqual(expect.arrayContaining(['kreta', 'rodos']));
    expect(greece.offersCount).toBeGreaterThanOrEqual(greece.children.reduce((s, c) => s + c.offersCount, 0));
    const exotic = searcherDestinationsResponse.parse((await getJson(t.app, '/api/offers/searcher/destinations/?category=egzotyka')).body);
    expect(exotic.destinations.find((d) => d.slug === 'europa')).toBeUndefined();
  });

  it('destinations count hotels too (the unit of the listing and its filters), as the country teasers do', async () => {
    const body = searcherDestinationsResponse.parse((await getJson(t.app, '/api/offers/searcher/destinations/')).body);
    const countries = body.destinations.flatMap((continent) => continent.children);
    const guide = destinationTeasersResponse.parse((await getJson(t.app, '/api/offers/destinations/guide/?limit=5')).body);
    for (const item of guide.items) {
      const node = countries.find((country) => country.slug === item.location.slug)!;
      expect([node.slug, node.hotelsCount]).toEqual([item.location.slug, item.hotelsCount]);
      expect(node.hotelsCount!).toBeLessThanOrEqual(node.offersCount);
    }
  });

  it('destinations/guide lists countries and destinations/discover resorts, with prices from', async () => {
    const guide = destinationTeasersResponse.parse((await getJson(t.app, '/api/offers/destinations/guide/?limit=5')).body);
    expect(guide.items).toHaveLength(5);
    expect(guide.items.every((i) => i.location.kind === 'country' && i.priceFrom! > 0)).toBe(true);
    const discover = destinationTeasersResponse.parse((await getJson(t.app, '/api/offers/destinations/discover/?limit=4')).body);
    expect(discover.items).toHaveLength(4);
    expect(discover.items.every((i) => i.location.kind !== 'country' && i.hotelsCount > 0)).toBe(true);
  });
});

describe('last-minute and hit offers', () => {
  it('last-minute answers cheapest near-term offers, one per hotel, within the window', async () => {
    const body = offersResponse.parse(
      (await getJson(t.app, '/api/offers/last-minute/?departureDateFrom=2026-11-23&departureDateTo=2026-12-10&limit=10')).body,
    );
    expect(body.offers.length).toBeGreaterThan(0);
    for (const o of body.offers) expect(o.departureDate >= '2026-11-23' && o.departureDate <= '2026-12-10').toBe(true);
    const prices = body.offers.map((o) => o.priceTotal);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await getJson(t.app, '/api/offers/last-minute/?departureDateFrom=2026-12-10&departureDateTo=2026-12-01')).status).toBe(400);
  });

  it('hit offers are all hits and the count matches the data', async () => {
    const body = offersResponse.parse((await getJson(t.app, '/api/offers/hit-offers/?limit=50')).body);
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.offers.every((o) => o.isHit)).toBe(true);
    const count = (await getJson<{ count: number }>(t.app, '/api/offers/hit-offers/count/')).body.count;
    expect(count).toBeGreaterThanOrEqual(body.offers.length);
  });
});

describe('one offer', () => {
  it('prices an offer for the party, with infants and children apart, and its price history', async () => {
    const o = await firstOffer('sortBy=rabat');
    expect(o.discountPercent).toBeGreaterThan(0);
    // A child under one on the departure day is an infant (docs/product/validation-and-display.md); every seeded trip leaves before 2027-10-01.
    const res = await getJson(t.app, `/api/offers/offer/?offerHash=${o.hash}&adults=2&children=2018-03-01,2026-10-01`);
    expect(res.status).toBe(200);
    const { offer } = offerResponse.parse(res.body);
    expect(offer.party).toEqual({ adults: 2, children: 1, infants: 1 });
    expect(offer.priceLines.map((l) => l.label)).toEqual(['Dorosły', 'Dziecko', 'Niemowlę']);
    expect(offer.priceTotal).toBeCloseTo(
      offer.priceLines.reduce((s, l) => s + l.total, 0),
      2,
    );
    expect(offer.priceHistory.length).toBe(3);
    expect(offer.lowestPrice30dPerPerson).toBeGreaterThanOrEqual(offer.pricePerPerson);
    expect(offer.regularPricePerPerson).toBeGreaterThan(offer.pricePerPerson);
    expect(offer.hotel.description.length).toBeGreaterThan(20);
  });

  it('answers 404 for an unknown offer and 400 without offerHash', async () => {
    expect((await getJson(t.app, '/api/offers/offer/?offerHash=zzzzzzzz')).status).toBe(404);
    const missing = await getJson<{ parameter: string; message: string }>(t.app, '/api/offers/offer/');
    expect(missing.status).toBe(400);
    expect(missing.body.parameter).toBe('offerHash');
  });

  it('config lists the hotel options and selects the cheapest offer matching the choice', async () => {
    const o = await firstOffer('destinations=egipt');
    const body = offerConfigResponse.parse((await getJson(t.app, `/api/offers/offer/config/?hashId=${o.hash}`)).body);
    expect(body.hotelId).toBe(o.hotelId);
    expect(body.departureDates).toContain(o.departureDate);
    expect(body.durations).toContain(o.durationDays);
    expect(body.boards).toContain(o.board);
    expect(body.rooms.map((r) => r.code)).toContain(o.room.code);
    const chosen = offerConfigResponse.parse(
      (
        await getJson(
          t.app,
          `/api/offers/offer/config/?mdsRelationId=${o.hotelId}&departureDateFrom=${o.departureDate}&durationDays=${o.durationDays}&boardId=${o.board}`,
        )
      ).body,
    );
    expect(chosen.selected).toMatchObject({ departureDate: o.departureDate, durationDays: o.durationDays, board: o.board });
    expect((await getJson(t.app, '/api/offers/offer/config/')).status).toBe(400);
  });

  it('extra-info describes the hotel', async () => {
    const o = await firstOffer();
    const res = await getJson<{ hotelId: number; attributes: string[] }>(t.app, `/api/offers/offer/extra-info/?mdsRelationId=${o.hotelId}`);
    expect(res.status).toBe(200);
    expect(res.body.attributes).toEqual(o.hotelAttributes);
    expect((await getJson(t.app, '/api/offers/offer/extra-info/?mdsRelationId=999999')).status).toBe(404);
  });

  it('availability checks places for the party', async () => {
    const o = await firstOffer();
    const ok = await t.app.inject({ method: 'POST', url: '/api/offers/offer/availability/', payload: { offerHash: o.hash, adults: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ offerHash: o.hash, available: true, pricePerPerson: o.pricePerPerson });
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/offers/offer/availability/',
      payload: { offerHash: o.hash, adults: 9, children: Array(6).fill('2015-01-01') },
    });
    expect(tooMany.json()).toMatchObject({ available: o.placesLeft >= 15, reason: o.placesLeft >= 15 ? null : 'places' });
    const sevenChildren = await t.app.inject({
      method: 'POST',
      url: '/api/offers/offer/availability/',
      payload: { offerHash: o.hash, children: Array(7).fill('2015-01-01') },
    });
    expect(sevenChildren.statusCode).toBe(400);
    expect(sevenChildren.json().parameter).toBe('children');
    const bad = await t.app.inject({ method: 'POST', url: '/api/offers/offer/availability/', payload: { adults: 2 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().parameter).toBe('offerHash');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/offers/offer/availability/',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('listing', () => {
  it('offers in the past are no longer listed', async () => {
    const list = offerListResponse.parse((await getJson(t.app, '/api/offers/list/?limit=50&sortBy=termin')).body);
    expect(list.offers.every((o) => o.departureDate > TEST_TODAY)).toBe(true);
  });
});
