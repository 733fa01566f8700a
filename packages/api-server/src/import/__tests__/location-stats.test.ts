import { sql } from 'drizzle-orm';
import { autosuggestResponse, guideLocationDetailsResponse } from '@travel/contracts';
import { addDays } from '../../lib/dates';
import { createTestApp, getJson, TEST_TODAY, type TestApp } from '../../test-support/test-app';
import { hitOffersCount, locationFigures, plainHitOffersCount, plainLocationFigures } from '../location-stats';

// The per-location figures the import keeps (migration 0012) answer exactly what aggregating every
// offer answers: for every category and transport a request can name, on PGlite and PostgreSQL.
jest.setTimeout(300_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sorted = (m: Map<number, unknown>) => [...m.entries()].sort((a, b) => a[0] - b[0]);

describe('per-location offer figures', () => {
  it('equal the plain aggregate for every category and transport', async () => {
    const categories = (await t.db.rows<{ slug: string }>(sql`SELECT slug FROM seo_categories ORDER BY slug`)).map((r) => r.slug);
    expect(categories).toEqual(expect.arrayContaining(['egzotyka', 'narty', 'dojazd-wlasny']));
    let nonEmpty = 0;
    for (const category of [undefined, ...categories, 'no-such-category']) {
      for (const transport of [undefined, 'samolot', 'autokar', 'samolot-lub-autokar', 'wlasny']) {
        const fast = await locationFigures(t.db, TEST_TODAY, { category, transport });
        const plain = await plainLocationFigures(t.db, TEST_TODAY, { category, transport });
        expect({ category, transport, figures: sorted(fast) }).toEqual({ category, transport, figures: sorted(plain) });
        if (plain.size > 0) nonEmpty++;
      }
    }
    // The comparison is not between empty answers.
    expect(nonEmpty).toBeGreaterThan(40);
  });

  it('equal the guide’s aggregate (any places left) and the hit count', async () => {
    const fast = await locationFigures(t.db, TEST_TODAY, { anySeats: true });
    const plain = await plainLocationFigures(t.db, TEST_TODAY, { anySeats: true });
    expect(sorted(fast)).toEqual(sorted(plain));
    // Offers without the default party's seats are counted here and not in a search's figures.
    const searchFigures = await plainLocationFigures(t.db, TEST_TODAY);
    expect(sorted(searchFigures)).not.toEqual(sorted(plain));
    expect(await hitOffersCount(t.db, TEST_TODAY)).toBe(await plainHitOffersCount(t.db, TEST_TODAY));
    expect(await plainHitOffersCount(t.db, TEST_TODAY)).toBeGreaterThan(0);
  });

  it('are rebuilt when the day moves on', async () => {
    // Sixty days on, many offers have departed: the figures must drop them.
    const later = addDays(TEST_TODAY, 60);
    const fast = await locationFigures(t.db, later, { transport: 'samolot' });
    expect(sorted(fast)).toEqual(sorted(await plainLocationFigures(t.db, later, { transport: 'samolot' })));
    expect(sorted(fast)).not.toEqual(sorted(await plainLocationFigures(t.db, TEST_TODAY, { transport: 'samolot' })));
    expect(await hitOffersCount(t.db, later)).toBe(await plainHitOffersCount(t.db, later));
    // And back, as the API's clock asks.
    expect(sorted(await locationFigures(t.db, TEST_TODAY))).toEqual(sorted(await plainLocationFigures(t.db, TEST_TODAY)));
  });

  it('give autosuggest and the guide the plain counts', async () => {
    const plain = await plainLocationFigures(t.db, TEST_TODAY, { category: 'narty' });
    const suggest = autosuggestResponse.parse((await getJson(t.app, '/api/offers/searcher/autosuggest/?query=gre&category=narty')).body);
    expect(suggest.destinations.length).toBeGreaterThan(0);
    for (const d of suggest.destinations) expect(d.offersCount).toBe(plain.get(d.id)?.n ?? 0);
    const all = await plainLocationFigures(t.db, TEST_TODAY);
    const grecja = autosuggestResponse.parse((await getJson(t.app, '/api/offers/searcher/autosuggest/?query=grecja')).body);
    expect(grecja.destinations[0]?.offersCount).toBe(all.get(grecja.destinations[0]?.id ?? -1)?.n);
    expect(grecja.destinations[0]?.offersCount).toBeGreaterThan(0);

    const guide = await plainLocationFigures(t.db, TEST_TODAY, { anySeats: true });
    const details = guideLocationDetailsResponse.parse((await getJson(t.app, '/api/guide/location/details/?location=grecja/kreta')).body);
    const kreta = guide.get(details.location.id);
    expect(kreta?.n).toBeGreaterThan(0);
    expect({ offers: details.offersCount, hotels: details.hotelsCount, price: details.priceFrom }).toEqual({
      offers: kreta?.n,
      hotels: kreta?.hotels,
      price: (kreta?.price ?? 0) / 100,
    });
  });
});
