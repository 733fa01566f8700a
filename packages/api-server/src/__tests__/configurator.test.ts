import { sql } from 'drizzle-orm';
import {
  offerAvailabilityResponse,
  offerCalendarResponse,
  offerConfigResponse,
  offerListResponse,
  offerResponse,
  type OfferConfig,
} from '@travel/contracts';
import { addDays } from '../lib/dates';
import { createTestApp, getJson, TEST_TODAY, type TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
const firstOffer = async (qs = '') => offerListResponse.parse((await getJson(t.app, `/api/offers/list/?limit=1&${qs}`)).body).offers[0]!;
const config = async (qs: string) => {
  const res = await getJson(t.app, `/api/offers/offer/config/?${qs}`);
  expect(res.status).toBe(200);
  return offerConfigResponse.parse(res.body);
};

interface Row {
  hash: string;
  dep: string;
  duration_days: number;
  departure_city: string | null;
  board: string;
  room_code: string;
  price_adult: number;
  places_left: number;
}
const hotelOffers = (hotelId: number) =>
  t.db.rows<Row>(sql`SELECT hash, departure_date::text AS dep, duration_days, departure_city, board, room_code, price_adult, places_left
    FROM offers WHERE hotel_id = ${hotelId}::int AND departure_date > ${TEST_TODAY}::date`);

describe('the party is checked on the server', () => {
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/offers/offer/availability/', payload });

  it('refuses a birth date in the future, over 120 years back, or of someone 18 on the departure day, naming the child', async () => {
    const o = await firstOffer();
    const future = await post({ offerHash: o.hash, children: ['2015-01-01', addDays(TEST_TODAY, 1)] });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ parameter: 'children.1', message: expect.stringContaining('future') });

    const ancient = await post({ offerHash: o.hash, children: ['1900-01-01'] });
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json()).toMatchObject({ parameter: 'children.0', message: expect.stringContaining('120 years') });

    // 17 today, 18 on the departure day: no longer a child on this trip.
    const eighteenOnDeparture = yearsBefore(o.departureDate, 18);
    expect(eighteenOnDeparture > yearsBefore(TEST_TODAY, 18)).toBe(true);
    const grown = await post({ offerHash: o.hash, children: [eighteenOnDeparture] });
    expect(grown.statusCode).toBe(400);
    expect(grown.json()).toMatchObject({ parameter: 'children.0', message: expect.stringContaining('departure date') });

    const stillChild = await post({ offerHash: o.hash, children: [addDays(eighteenOnDeparture, 1)] });
    expect(stillChild.statusCode).toBe(200);
    expect(offerAvailabilityResponse.parse(stillChild.json()).party).toEqual({ adults: 2, children: 1, infants: 0 });
  });

  it('applies the same rules to offer pricing and the configurator (query parameters)', async () => {
    const o = await firstOffer();
    const offer = await getJson<{ parameter: string }>(t.app, `/api/offers/offer/?offerHash=${o.hash}&children=${addDays(TEST_TODAY, 3)}`);
    expect(offer.status).toBe(400);
    expect(offer.body.parameter).toBe('children.0');
    const cfg = await getJson<{ parameter: string }>(t.app, `/api/offers/offer/config/?hashId=${o.hash}&children=2010-01-01,1890-05-05`);
    expect(cfg.status).toBe(400);
    expect(cfg.body.parameter).toBe('children.1');
    const adults = await getJson<{ parameter: string }>(t.app, `/api/offers/offer/config/?hashId=${o.hash}&adults=10`);
    expect(adults.status).toBe(400);
    expect(adults.body.parameter).toBe('adults');
  });

  it('counts a child under one on the departure day as an infant', async () => {
    const o = await firstOffer();
    const baby = addDays(o.departureDate, -200);
    const res = offerResponse.parse((await getJson(t.app, `/api/offers/offer/?offerHash=${o.hash}&adults=1&children=${baby}`)).body);
    expect(res.offer.party).toEqual({ adults: 1, children: 0, infants: 1 });
    expect(res.offer.priceLines.map((l) => l.kind)).toEqual(['adult', 'infant']);
  });
});

describe('configurator', () => {
  it("preselects a card's offer and prices it for the party, every line adding up to the total", async () => {
    const o = await firstOffer('destinations=egipt');
    const body = await config(`hashId=${o.hash}&adults=2&children=2016-06-01`);
    expect(body.choice).toMatchObject({
      departureDate: o.departureDate,
      durationDays: o.durationDays,
      board: o.board,
      roomCode: o.room.code,
    });
    expect(body.status).toBe('available');
    const s = body.selected!;
    expect(s).toMatchObject({ departureDate: o.departureDate, durationDays: o.durationDays, board: o.board, hotelId: o.hotelId });
    expect(s.party).toEqual({ adults: 2, children: 1, infants: 0 });
    expect(s.priceTotal).toBeCloseTo(
      s.priceLines.reduce((sum, l) => sum + l.total, 0),
      2,
    );
    expect(s.priceLines[0]).toMatchObject({ kind: 'adult', count: 2, unitPrice: s.pricePerPerson });
    // Mandatory fees are inside the price, never added on top.
    expect(s.feesPerPerson).toBeGreaterThan(0);
    expect(s.pricePerPerson).toBeGreaterThan(s.feesPerPerson);
    expect(body.alternatives).toEqual([]);
  });

  it('selects the cheapest offer of the full choice and prices each option with the other choices kept', async () => {
    const o = await firstOffer('destinations=turcja');
    const rows = await hotelOffers(o.hotelId);
    const body = await config(`hashId=${o.hash}&adults=2`);
    const c = body.choice;
    const matching = rows.filter(
      (r) =>
        r.dep === c.departureDate &&
        r.duration_days === c.durationDays &&
        r.board === c.board &&
        r.room_code === c.roomCode &&
        r.departure_city === c.departureCity &&
        r.places_left >= 2,
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(body.selected!.pricePerPerson * 100).toBe(Math.min(...matching.map((r) => r.price_adult)));

    expect(body.options.boards.length).toBeGreaterThan(0);
    for (const b of body.options.boards) {
      const same = rows.filter(
        (r) =>
          r.board === b.value &&
          r.dep === c.departureDate &&
          r.duration_days === c.durationDays &&
          r.room_code === c.roomCode &&
          r.departure_city === c.departureCity &&
          r.places_left >= 2,
      );
      expect(b.available).toBe(same.length > 0);
      expect(b.priceFrom).toBe(same.length ? Math.min(...same.map((r) => r.price_adult)) / 100 : null);
      expect(b.priceTotalFrom).toBe(b.priceFrom === null ? null : Math.round(b.priceFrom * 200) / 100);
    }
    expect(body.options.rooms.find((r) => r.value === c.roomCode)).toMatchObject({
      available: true,
      priceFrom: body.selected!.pricePerPerson,
    });
    expect(body.options.rooms.every((r) => r.name.length > 0)).toBe(true);
  });

  it('answers unavailable with the nearest other dates, rooms and boards, each a real offer with its price', async () => {
    const o = await firstOffer('destinations=hiszpania');
    const rows = await hotelOffers(o.hotelId);
    const dates = new Set(rows.map((r) => r.dep));
    let wanted = addDays(o.departureDate, 1);
    while (dates.has(wanted)) wanted = addDays(wanted, 1);
    const body: OfferConfig = await config(
      `mdsRelationId=${o.hotelId}&departureDateFrom=${wanted}&durationDays=${o.durationDays}&boardId=${o.board}&roomCode=${o.room.code}&departureCity=${o.departureCity ?? 'brak'}`,
    );
    expect(body.status).toBe('unavailable');
    expect(body.selected).toBeNull();
    expect(body.alternatives.length).toBeGreaterThan(0);
    const byDate = body.alternatives.filter((a) => a.change === 'departureDate');
    expect(byDate.length).toBeGreaterThan(0);
    for (const a of byDate) {
      expect(a.offer).toMatchObject({ durationDays: o.durationDays, board: o.board, departureCity: o.departureCity });
      expect(a.offer.room.code).toBe(o.room.code);
      expect(a.offer.priceTotal).toBeGreaterThan(0);
    }
    // Nearest first: no offer with the other choices kept departs closer to the asked day than the first one.
    const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(wanted));
    const sameOthers = rows.filter(
      (r) =>
        r.duration_days === o.durationDays && r.board === o.board && r.room_code === o.room.code && r.departure_city === o.departureCity,
    );
    expect(distance(byDate[0]!.offer.departureDate)).toBe(
      Math.min(...sameOthers.filter((r) => r.places_left >= 2).map((r) => distance(r.dep))),
    );
  });

  it('an unknown hotel or offer is a 404, neither hotel nor offer a 400', async () => {
    expect((await getJson(t.app, '/api/offers/offer/config/?mdsRelationId=999999')).status).toBe(404);
    expect((await getJson(t.app, '/api/offers/offer/config/?hashId=zzzzzzzz')).status).toBe(404);
    expect((await getJson(t.app, '/api/offers/offer/config/')).status).toBe(400);
  });
});

describe('price calendar', () => {
  it('answers the cheapest offer per departure day of a month, and the months with offers', async () => {
    const o = await firstOffer('destinations=grecja');
    const month = o.departureDate.slice(0, 7);
    const res = await getJson(t.app, `/api/offers/offer/calendar/?mdsRelationId=${o.hotelId}&month=${month}&adults=2&boardId=${o.board}`);
    expect(res.status).toBe(200);
    const cal = offerCalendarResponse.parse(res.body);
    expect(cal.month).toBe(month);
    expect(cal.days.length).toBeGreaterThan(0);
    expect(cal.months.map((m) => m.month)).toContain(month);
    const rows = (await hotelOffers(o.hotelId)).filter((r) => r.board === o.board && r.places_left >= 2);
    for (const d of cal.days) {
      expect(d.date.startsWith(`${month}-`)).toBe(true);
      const that = rows.filter((r) => r.dep === d.date);
      expect(d.pricePerPerson * 100).toBe(Math.min(...that.map((r) => r.price_adult)));
      expect(that.map((r) => r.hash)).toContain(d.hash);
      expect(d.priceTotal).toBeCloseTo(d.pricePerPerson * 2, 2);
    }
    const daysWithOffers = new Set(rows.filter((r) => r.dep.startsWith(`${month}-`)).map((r) => r.dep));
    expect(cal.days.map((d) => d.date)).toEqual([...daysWithOffers].sort());
    expect(cal.cheapest!.priceTotal).toBe(Math.min(...cal.days.map((d) => d.priceTotal)));
  });

  it("prices only the shopper's city and length; a day with offers only under other choices names what it changes", async () => {
    const o = await firstOffer('destinations=grecja');
    const month = o.departureDate.slice(0, 7);
    const city = o.departureCity ?? 'brak';
    const res = await getJson(
      t.app,
      `/api/offers/offer/calendar/?mdsRelationId=${o.hotelId}&month=${month}&adults=2&departureCity=${city}&durationDays=${o.durationDays}`,
    );
    const cal = offerCalendarResponse.parse(res.body);
    expect(cal.days.length).toBeGreaterThan(0);
    for (const d of cal.days) expect([d.departureCity, d.durationDays]).toEqual([o.departureCity, o.durationDays]);
    const rows = (await hotelOffers(o.hotelId)).filter((r) => r.places_left >= 2 && r.dep.startsWith(`${month}-`));
    const keeps = (r: Row) => r.departure_city === o.departureCity && r.duration_days === o.durationDays;
    // Every day of the month with an offer is in one list or the other, never in both.
    expect([...cal.days, ...cal.otherDays].map((d) => d.date).sort()).toEqual([...new Set(rows.map((r) => r.dep))].sort());
    // The seed hotel has days from other cities or of other lengths.
    expect(cal.otherDays.length).toBeGreaterThan(0);
    for (const d of cal.otherDays) {
      expect(rows.some((r) => r.dep === d.date && keeps(r))).toBe(false);
      const offer = rows.find((r) => r.hash === d.hash)!;
      expect(d.changes).toEqual(
        [
          offer.departure_city !== o.departureCity ? 'departureCity' : null,
          offer.duration_days !== o.durationDays ? 'durationDays' : null,
        ].filter((c) => c !== null),
      );
    }
  });

  it("with the operator on screen prices only that operator's days, each the offer the configurator then shows", async () => {
    const o = await firstOffer('destinations=grecja');
    const city = o.departureCity ?? 'brak';
    const choices = `mdsRelationId=${o.hotelId}&adults=2&departureCity=${city}`;
    const calendarOf = async (qs: string) => {
      const res = await getJson(t.app, `/api/offers/offer/calendar/?${choices}${qs}`);
      expect(res.status).toBe(200);
      return offerCalendarResponse.parse(res.body);
    };
    const months = (await calendarOf(`&tourOperator=${o.tourOperator}`)).months.map((m) => m.month);
    const changeLists: string[] = [];
    for (const month of months) {
      const cal = await calendarOf(`&month=${month}&tourOperator=${o.tourOperator}`);
      for (const d of cal.days) {
        expect([d.departureCity, d.tourOperator]).toEqual([o.departureCity, o.tourOperator]);
        // Taking the day only sets the date: the configurator shows the offer the calendar priced.
        expect((await config(`${choices}&departureDateFrom=${d.date}`)).selected?.hash).toBe(d.hash);
      }
      for (const d of cal.otherDays) {
        const changes = [
          d.departureCity !== o.departureCity ? 'departureCity' : null,
          d.tourOperator !== o.tourOperator ? 'tourOperator' : null,
        ].filter((c) => c !== null);
        expect(d.changes).toEqual(changes);
        changeLists.push(changes.join());
        // Confirming writes the day's choices: the configurator shows the same offer.
        const written = `departureCity=${d.departureCity ?? 'brak'}&durationDays=${d.durationDays}&boardId=${d.board}&roomCode=${d.roomCode}`;
        expect((await config(`mdsRelationId=${o.hotelId}&adults=2&${written}&departureDateFrom=${d.date}`)).selected?.hash).toBe(d.hash);
      }
      // Without the operator: the days of any operator, no operator change.
      expect((await calendarOf(`&month=${month}`)).otherDays.flatMap((d) => d.changes)).not.toContain('tourOperator');
    }
    // The seed hotel has days only another operator flies from the same city.
    expect(changeLists).toContain('tourOperator');
    const bad = await getJson<{ parameter: string }>(t.app, `/api/offers/offer/calendar/?${choices}&tourOperator=Itaka%20Holidays`);
    expect(bad.status).toBe(400);
    expect(bad.body.parameter).toBe('tourOperator');
  });

  it('defaults to the first month with offers and checks its parameters', async () => {
    const o = await firstOffer();
    const cal = offerCalendarResponse.parse((await getJson(t.app, `/api/offers/offer/calendar/?mdsRelationId=${o.hotelId}`)).body);
    expect(cal.month).toBe(cal.months[0]!.month);
    const bad = await getJson<{ parameter: string }>(t.app, `/api/offers/offer/calendar/?mdsRelationId=${o.hotelId}&month=2026-13`);
    expect(bad.status).toBe(400);
    expect(bad.body.parameter).toBe('month');
    expect((await getJson(t.app, '/api/offers/offer/calendar/?mdsRelationId=999999')).status).toBe(404);
  });
});

describe('the offer page', () => {
  it('answers the offer priced for the party, its facts, the hotel summary with its places, and the JSON-LD of the offer', async () => {
    const o = await firstOffer('destinations=kreta');
    const res = await getJson(t.app, `/api/offers/offer/?offerHash=${o.hash}&adults=3`);
    expect(res.status).toBe(200);
    const { offer } = offerResponse.parse(res.body);
    expect(offer).toMatchObject({
      hash: o.hash,
      departureDate: o.departureDate,
      board: o.board,
      party: { adults: 3, children: 0, infants: 0 },
    });
    expect(offer.priceTotal).toBeCloseTo(offer.pricePerPerson * 3, 2);
    expect(offer.hotel).toMatchObject({ id: o.hotelId, slug: o.hotelSlug, name: o.hotelName });
    expect(offer.hotel.photos.length).toBeGreaterThan(0);
    expect(offer.hotel.breadcrumbs.map((b) => b.slug).slice(0, 3)).toEqual(['europa', 'grecja', 'kreta']);
    expect(offer.hotel.breadcrumbs.at(-1)!.path).toBe(offer.destination.path);

    const ld = await getJson<{ schema: Record<string, any> }>(t.app, `/api/seo/schema/offer/?offerHash=${o.hash}`);
    expect(ld.status).toBe(200);
    expect(ld.body.schema).toMatchObject({
      '@context': 'https://schema.org',
      image: o.photo,
      offers: {
        '@type': 'Offer',
        price: offer.pricePerPerson.toFixed(2),
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
        priceValidUntil: o.departureDate,
        url: `/oferta/${o.hash}/`,
      },
    });
    expect(ld.body.schema.name).toContain(o.hotelName);
  });
});
