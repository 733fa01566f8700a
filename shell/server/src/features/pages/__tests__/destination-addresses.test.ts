import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createSiteFixture, fakeApi, type SiteFixture } from '../../../__tests__/site-fixture';

// docs/adr/0250-canonical-listing-address.md ("Since"): a destination guide address that names a
// place by its slug alone is sent to the place's own path with a 301 before any render, so
// crawlers and browsers without JavaScript land where the browser's router would move them.
const PLACES: Record<string, { path: string; name: string }> = {
  grecja: { path: 'grecja', name: 'Grecja' },
  'grecja/kreta': { path: 'grecja/kreta', name: 'Kreta' },
  kreta: { path: 'grecja/kreta', name: 'Kreta' },
  rodos: { path: 'grecja/rodos', name: 'Rodos' },
};
const locationRef = (place: { path: string; name: string }) => ({
  id: place.path.length,
  name: place.name,
  slug: place.path.split('/').at(-1),
  path: place.path,
  genitive: place.name,
  locative: place.name,
  kind: 'region',
  countryCode: 'GR',
  lat: 35.2,
  lng: 24.9,
});

const asked: string[] = [];
const apiWithPlaces: FastifyPluginAsync<{ dataDir: string }> = async (app, options) => {
  await app.register(fakeApi, options);
  app.get<{ Querystring: { location: string } }>('/guide/location/details/', async (request, reply) => {
    const key = request.query.location;
    asked.push(key);
    if (key === 'awaria') return reply.code(503).send({ error: 'busy' });
    const place = PLACES[key];
    if (place === undefined) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Location not found' });
    return {
      location: locationRef(place),
      breadcrumbs: [],
      children: [],
      description: `${place.name} – przewodnik`,
      hotelsCount: 1,
      offersCount: 1,
      priceFrom: null,
    };
  });
};

let fixture: SiteFixture;
let app: FastifyInstance;
beforeAll(async () => {
  fixture = createSiteFixture();
  app = await fixture.build({}, { api: apiWithPlaces as never });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});
beforeEach(() => {
  asked.length = 0;
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

describe('a destination guide address that names a place by its slug alone', () => {
  it.each([
    ['/kierunki/kreta/', '/kierunki/grecja/kreta/'],
    ['/kierunki/kreta', '/kierunki/grecja/kreta/'],
    ['/kierunki/kreta/?utm_source=newsletter', '/kierunki/grecja/kreta/?utm_source=newsletter'],
  ])('%s is moved for good to %s, before any render', async (url, target) => {
    const response = await page(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(target);
    // The place a slug names may change with an import: no cache keeps the move for ever.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('<div id="root">');

    const landing = await page(target);
    expect(landing.statusCode).toBe(200);
    expect(landing.headers.location).toBeUndefined();
  });

  it('asks the API once for a slug asked again', async () => {
    for (let i = 0; i < 2; i += 1) expect((await page('/kierunki/rodos/')).headers.location).toBe('/kierunki/grecja/rodos/');
    expect(asked).toEqual(['rodos']);
  });
});

describe('every other destination guide address', () => {
  it('keeps a place at its own path, the guide and an address of no place where they are', async () => {
    for (const url of ['/kierunki/grecja/', '/kierunki/grecja/kreta/', '/kierunki/', '/kierunki/atlantyda/', '/kierunki/Kreta/']) {
      const response = await page(url);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 200, undefined]);
    }
  });

  it('asks nothing for an address of more than one segment or one no place can have', async () => {
    await page('/kierunki/grecja/kreta/');
    await page('/kierunki/Kreta/');
    expect(asked).toEqual([]);
  });

  it('leaves the page to the browser while the API cannot say, and asks again next time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await page('/kierunki/awaria/');
      expect([response.statusCode, response.headers.location]).toEqual([200, undefined]);
    }
    expect(asked).toEqual(['awaria', 'awaria']);
  });
});
