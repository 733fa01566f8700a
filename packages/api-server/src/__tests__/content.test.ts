import {
  guideAutosuggestResponse,
  guideLocationDetailsResponse,
  guideLocationOffersResponse,
  guideLocationsResponse,
  guideWorldResponse,
  historicalWeatherResponse,
  pageMetaSchema,
  salesOfficesResponse,
  seoCategoriesResponse,
  seoCountriesResponse,
  seoDestinationsResponse,
  seoFaqResponse,
  seoInactiveCategoriesResponse,
  seoMenuResponse,
  seoSchemaOfferResponse,
  seoTextResponse,
  userInfoResponse,
  weatherInMonthResponse,
  weatherSeasonResponse,
  offerListResponse,
  endpoints,
} from '@travel/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, getJson, type TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(1500);
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('health, JSON 404 for unknown routes and the OpenAPI document of every endpoint', async () => {
    expect((await getJson(t.app, '/api/health')).body).toEqual({ status: 'ok' });
    const missing = await getJson<{ statusCode: number; error: string }>(t.app, '/api/offers/nope/');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const doc = await getJson<{
      openapi: string;
      paths: Record<string, Record<string, { parameters: { name: string; required: boolean }[] }>>;
    }>(t.app, '/api/openapi.json');
    expect(doc.body.openapi).toBe('3.0.3');
    expect(Object.keys(doc.body.paths)).toHaveLength(new Set(Object.values(endpoints).map((e) => e.path)).size);
    const list = doc.body.paths['/api/offers/list/']!.get!;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['destinations', 'sortBy', 'limit', 'offset']));
    const hotels = doc.body.paths['/api/v1/hotels/list/']!.get!;
    expect(
      hotels.parameters
        .filter((p) => p.required)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['limit', 'location', 'offset']);
  });
});

describe('guide', () => {
  it('location details, offers, best, popular, world and autosuggest', async () => {
    const details = guideLocationDetailsResponse.parse((await getJson(t.app, '/api/guide/location/details/?location=grecja/kreta')).body);
    expect(details.location).toMatchObject({ name: 'Kreta', locative: 'na Krecie' });
    expect(details.breadcrumbs.map((b) => b.slug)).toEqual(['europa', 'grecja', 'kreta']);
    expect(details.children.map((c) => c.slug)).toEqual(expect.arrayContaining(['heraklion', 'chania']));
    const offers = guideLocationOffersResponse.parse((await getJson(t.app, '/api/guide/locations/offers/?location=kreta')).body);
    expect(offers.offers.every((o) => o.destination.path.startsWith('grecja/kreta'))).toBe(true);
    const popular = guideLocationsResponse.parse((await getJson(t.app, '/api/guide/locations/popular/?limit=3')).body);
    const n = popular.items.map((i) => i.offersCount);
    expect(n).toEqual([...n].sort((a, b) => b - a));
    expect(guideLocationsResponse.parse((await getJson(t.app, '/api/guide/locations/best/?limit=3')).body).items).toHaveLength(3);
    const world = guideWorldResponse.parse((await getJson(t.app, '/api/guide/locations/world/')).body);
    expect(world.continents.find((c) => c.location.slug === 'afryka')!.countries.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Egipt', 'Tunezja']),
    );
    const suggest = guideAutosuggestResponse.parse((await getJson(t.app, '/api/guide/searcher/autosuggest/?query=tur')).body);
    expect(suggest.locations[0]!.name).toBe('Turcja');
    expect((await getJson(t.app, '/api/guide/location/details/?location=atlantyda')).status).toBe(404);
    expect((await getJson<{ parameter: string }>(t.app, '/api/guide/location/details/')).body.parameter).toBe('location');
  });
});

describe('weather', () => {
  it('season, month and historical data of a destination', async () => {
    const season = weatherSeasonResponse.parse((await getJson(t.app, '/api/weather/content/season/?location=egipt/hurghada')).body);
    expect(season.months).toHaveLength(12);
    expect(season.months[6]!.airDay).toBeGreaterThan(season.months[0]!.airDay);
    expect(season.bestMonths.length).toBeGreaterThan(0);
    const july = weatherInMonthResponse.parse(
      (await getJson(t.app, '/api/weather/content/weather-in-month/?location=kreta&monthNumber=7')).body,
    );
    expect(july.summary).toMatch(/^W lipcu na Krecie w dzień jest średnio \d+°C/);
    const september = weatherInMonthResponse.parse(
      (await getJson(t.app, '/api/weather/content/weather-in-month/?location=kreta&monthNumber=9')).body,
    );
    expect(september.summary).toMatch(/^We wrześniu na Krecie w dzień jest średnio \d+°C/);
    const bad = await getJson<{ parameter: string }>(t.app, '/api/weather/content/weather-in-month/?location=kreta&monthNumber=13');
    expect(bad.body.parameter).toBe('monthNumber');
    const hist = historicalWeatherResponse.parse((await getJson(t.app, '/api/weather/historical-weather-data/tyrol/')).body);
    expect(hist.months[0]!.water).toBeNull();
  });
});

describe('weather in words', () => {
  it('writes a normal with a decimal comma, as Polish does', async () => {
    const kreta = sql`location_id = (SELECT id FROM locations WHERE path = 'grecja/kreta') AND month = 11`;
    const [before] = await t.db.rows<{ air_day: number }>(sql`SELECT air_day::float8 AS air_day FROM weather_normals WHERE ${kreta}`);
    await t.db.rows(sql`UPDATE weather_normals SET air_day = 21.5 WHERE ${kreta}`);
    try {
      const november = weatherInMonthResponse.parse(
        (await getJson(t.app, '/api/weather/content/weather-in-month/?location=grecja/kreta&monthNumber=11')).body,
      );
      expect(november.summary).toMatch(/^W listopadzie na Krecie w dzień jest średnio 21,5°C, /);
    } finally {
      await t.db.rows(sql`UPDATE weather_normals SET air_day = ${before!.air_day} WHERE ${kreta}`);
    }
  });
});

describe('seo', () => {
  it('meta for category and destination paths, 404 otherwise', async () => {
    const meta = pageMetaSchema.parse((await getJson(t.app, '/api/seo/meta/?pathname=/last-minute/grecja/kreta/')).body);
    expect(meta.heading.title).toBe('Last minute na Krecie');
    expect(meta.breadcrumbs.map((b) => b.route)).toEqual(['/', '/last-minute/', '/last-minute/grecja/', '/last-minute/grecja/kreta/']);
    expect(meta.locationData).toMatchObject({ slug: 'kreta' });
    const category = pageMetaSchema.parse((await getJson(t.app, '/api/seo/meta/?pathname=/wycieczki')).body);
    expect(category.locationData).toBeNull();
    expect((await getJson(t.app, '/api/seo/meta/?pathname=/nie-ma-takiej-strony/')).status).toBe(404);
    expect((await getJson(t.app, '/api/seo/meta/?path=/wycieczki/egipt/')).status).toBe(200);
    expect((await getJson<{ parameter: string }>(t.app, '/api/seo/meta/')).body.parameter).toBe('pathname');
  });

  it('categories, destinations, countries, FAQ, menu, text, inactive categories, offer schema', async () => {
    const cats = seoCategoriesResponse.parse((await getJson(t.app, '/api/seo/categories/')).body);
    expect(cats.categories[0]!.slug).toBe('wycieczki');
    // On 22 Nov 2026 the summer on sale is 2027's: the seasonal slug follows the year.
    expect(cats.categories.map((c) => c.slug)).toContain('lato-27');
    expect((await getJson(t.app, '/api/seo/meta/?pathname=/lato-27/grecja/')).status).toBe(200);
    const dest = seoDestinationsResponse.parse((await getJson(t.app, '/api/seo/destinations/?category=last-minute&location=grecja')).body);
    expect(dest.destinations.every((d) => d.url.startsWith('/last-minute/grecja/'))).toBe(true);
    const countries = seoCountriesResponse.parse((await getJson(t.app, '/api/seo/countries/')).body);
    expect(countries.countries.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['egipt', 'tunezja', 'turcja', 'grecja', 'hiszpania', 'chorwacja', 'tajlandia']),
    );
    const faq = seoFaqResponse.parse((await getJson(t.app, '/api/seo/faq/?location=egipt')).body);
    expect(faq.items[0]!.question).toBe('Kiedy najlepiej jechać do Egiptu?');
    const menu = seoMenuResponse.parse((await getJson(t.app, '/api/seo/menu/?category=wakacje&location=grecja')).body);
    expect(menu.items.map((i) => i.title)).toContain('Kreta');
    const text = seoTextResponse.parse((await getJson(t.app, '/api/seo/text/?category=egzotyka&location=tajlandia')).body);
    expect(text.text).toMatch(/w Tajlandii/);
    seoInactiveCategoriesResponse.parse((await getJson(t.app, '/api/seo/inactive-categories/')).body);
    const offer = offerListResponse.parse((await getJson(t.app, '/api/offers/list/?limit=1')).body).offers[0]!;
    const schema = seoSchemaOfferResponse.parse((await getJson(t.app, `/api/seo/schema/offer/?offerHash=${offer.hash}`)).body);
    expect(schema.schema).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'PLN', price: offer.pricePerPerson.toFixed(2) } });
  });
});

describe('auth and sales offices', () => {
  it('user info is anonymous', async () => {
    expect(userInfoResponse.parse((await getJson(t.app, '/api/auth/user-info/')).body)).toEqual({
      authenticated: false,
      user: null,
      roles: [],
    });
  });
  it('sales offices', async () => {
    const body = salesOfficesResponse.parse((await getJson(t.app, '/api/purchase/sales-offices/')).body);
    expect(body.offices.map((o) => o.city)).toContain('Kraków');
  });
  it('sales offices come in Polish alphabetical order of their cities', async () => {
    const cities = salesOfficesResponse.parse((await getJson(t.app, '/api/purchase/sales-offices/')).body).offices.map((o) => o.city);
    expect(cities).toContain('Łódź');
    // Ł sorts between L and M in Polish; a byte-wise order puts it after Z.
    const polish = [...cities].sort((a, b) => a.localeCompare(b, 'pl'));
    expect(cities).toEqual(polish);
    expect(cities.indexOf('Łódź')).toBeLessThan(cities.indexOf('Warszawa'));
  });
});
