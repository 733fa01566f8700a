import { sql } from 'drizzle-orm';
import {
  createOfferRequestResponse,
  guideLocationOffersResponse,
  offerConfigResponse,
  offerListResponse,
  offerResponse,
  offersResponse,
  orderResponse,
  type OfferListItem,
} from '@travel/contracts';
import { addDays } from '../lib/dates';
import { createTestApp, getJson, TEST_TODAY, type TestApp } from '../test-support/test-app';

// EU Omnibus (ADR 0130): every discounted price the API answers carries the lowest price of the 30
// days before the current price took effect, and that value is the minimum of the stored history,
// checked here for every discounted offer of the test seed in every kind of answer that shows one.
jest.setTimeout(300_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The reference, computed apart from the API: the price in effect on each day of [since − 30, since). */
function lowestBefore(history: { day: string; price: number }[], current: number): number {
  if (history.length < 2) return current;
  const sorted = [...history].sort((a, b) => a.day.localeCompare(b.day));
  const since = sorted[sorted.length - 1]!.day;
  let lowest = Infinity;
  for (let d = addDays(since, -30); d < since; d = addDays(d, 1)) {
    const inEffect = sorted.filter((h) => h.day <= d).pop();
    if (inEffect) lowest = Math.min(lowest, inEffect.price);
  }
  return lowest === Infinity ? current : lowest;
}

const expected = new Map<string, number>();
beforeAll(async () => {
  const offers = await t.db.rows<{ id: number; hash: string; price_adult: number }>(sql`SELECT id, hash, price_adult FROM offers`);
  const history = await t.db.rows<{ offer_id: number; day: string; price_adult: number }>(
    sql`SELECT offer_id, day::text AS day, price_adult FROM offer_price_history`,
  );
  const byOffer = new Map<number, { day: string; price: number }[]>();
  for (const h of history) byOffer.set(h.offer_id, [...(byOffer.get(h.offer_id) ?? []), { day: h.day, price: h.price_adult }]);
  for (const o of offers) expected.set(o.hash, lowestBefore(byOffer.get(o.id) ?? [], o.price_adult));
});

/** Asserts every discounted item and answers how many there were. */
function checkDiscounted(kind: string, items: readonly OfferListItem[]): number {
  const discounted = items.filter((o) => o.discountPercent > 0);
  for (const o of discounted) {
    const want = expected.get(o.hash);
    expect({ kind, hash: o.hash, lowest: Math.round(o.lowestPrice30dPerPerson * 100) }).toEqual({ kind, hash: o.hash, lowest: want });
    // The crossed-out price is per adult, as the history and the 30-day price are.
    expect(o.regularPricePerPerson).toBeGreaterThan(o.pricePerPerson);
  }
  return discounted.length;
}

async function pages(qs: string): Promise<OfferListItem[]> {
  const all: OfferListItem[] = [];
  for (let offset = 0; ; offset += 50) {
    const body = offerListResponse.parse((await getJson(t.app, `/api/offers/list/?limit=50&offset=${offset}&${qs}`)).body);
    all.push(...body.offers);
    if (offset + 50 >= body.total) return all;
  }
}

describe('the lowest price of the last 30 days beside every discount', () => {
  it('the seed has discounted offers, each with a price history that went down', async () => {
    const rows = await t.db.rows<{ hash: string; price_adult: number; changes: number }>(sql`
      SELECT o.hash, o.price_adult, (SELECT count(*)::int FROM offer_price_history ph WHERE ph.offer_id = o.id) AS changes
      FROM offers o WHERE o.discount_pct > 0`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.changes).toBeGreaterThan(1);
      expect(expected.get(r.hash)).toBeGreaterThanOrEqual(r.price_adult);
    }
  });

  it('listing, every sort, every page', async () => {
    for (const sortBy of ['cena', 'rabat', 'popularnosc', 'ocena', 'termin', 'hity']) {
      const items = await pages(`sortBy=${sortBy}`);
      expect(items.length).toBeGreaterThan(0);
      expect(checkDiscounted(`list ${sortBy}`, items)).toBeGreaterThan(0);
    }
  });

  it('teasers: last minute, hit offers, destination guide offers', async () => {
    const lastMinute = offersResponse.parse(
      (
        await getJson(
          t.app,
          `/api/offers/last-minute/?departureDateFrom=${addDays(TEST_TODAY, 1)}&departureDateTo=${addDays(TEST_TODAY, 60)}&limit=50`,
        )
      ).body,
    ).offers;
    const hits = offersResponse.parse((await getJson(t.app, '/api/offers/hit-offers/?limit=50')).body).offers;
    const guide: OfferListItem[] = [];
    for (const location of ['grecja', 'hiszpania', 'turcja', 'egipt', 'wlochy', 'bulgaria', 'chorwacja', 'polska']) {
      const res = await getJson(t.app, `/api/guide/locations/offers/?location=${location}`);
      if (res.status === 200) guide.push(...guideLocationOffersResponse.parse(res.body).offers);
    }
    expect(
      checkDiscounted('last-minute', lastMinute) + checkDiscounted('hit-offers', hits) + checkDiscounted('guide', guide),
    ).toBeGreaterThan(0);
    expect(checkDiscounted('guide', guide)).toBeGreaterThan(0);
  });

  it('the offer page: every discounted offer of the seed', async () => {
    const rows = await t.db.rows<{ hash: string }>(
      sql`SELECT hash FROM offers WHERE discount_pct > 0 AND departure_date > ${TEST_TODAY}::date ORDER BY id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    let checked = 0;
    for (const { hash } of rows) {
      const { offer } = offerResponse.parse((await getJson(t.app, `/api/offers/offer/?offerHash=${hash}`)).body);
      checked += checkDiscounted('offer', [offer]);
      // The history the page may draw is the one the 30-day price comes from.
      expect(Math.min(...offer.priceHistory.map((h) => h.pricePerPerson))).toBeLessThanOrEqual(offer.lowestPrice30dPerPerson);
    }
    expect(checked).toBe(rows.length);
  });

  it('the hotel page: the configured offer and the alternatives, for every hotel', async () => {
    const hotels = await t.db.rows<{ hash: string; hotel_id: number }>(sql`
      SELECT DISTINCT ON (hotel_id) hash, hotel_id FROM offers WHERE discount_pct > 0 AND departure_date > ${TEST_TODAY}::date
      ORDER BY hotel_id, id`);
    expect(hotels.length).toBeGreaterThan(0);
    let checked = 0;
    for (const h of hotels) {
      const cfg = offerConfigResponse.parse((await getJson(t.app, `/api/offers/offer/config/?hashId=${h.hash}&adults=1`)).body);
      checked += checkDiscounted('config selected', cfg.selected ? [cfg.selected] : []);
      const away = offerConfigResponse.parse(
        (await getJson(t.app, `/api/offers/offer/config/?hashId=${h.hash}&adults=1&departureDateFrom=${addDays(TEST_TODAY, 300)}`)).body,
      );
      expect(away.status).toBe('unavailable');
      checked += checkDiscounted(
        'config alternatives',
        away.alternatives.map((a) => a.offer),
      );
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('the order made from a discounted offer', async () => {
    const [row] = await t.db.rows<{ hash: string }>(
      sql`SELECT hash FROM offers WHERE discount_pct > 0 AND departure_date > ${TEST_TODAY}::date AND places_left >= 2 ORDER BY id LIMIT 1`,
    );
    const created = createOfferRequestResponse.parse(
      (await t.app.inject({ method: 'POST', url: '/api/purchase/create-offer-request/', payload: { offerHash: row!.hash } })).json(),
    );
    const { order } = orderResponse.parse((await getJson(t.app, `/api/order/summary/${created.orderId}/`)).body);
    expect(checkDiscounted('order', [order.offer])).toBe(1);
  });
});
