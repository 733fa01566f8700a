import * as fc from 'fast-check';
import { createTestApp, type TestApp } from '../test-support/test-app';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(800);
});
afterAll(async () => {
  await t.close();
});

const keys = [
  'adults',
  'children',
  'airlines',
  'board',
  'category',
  'dateFrom',
  'dateTo',
  'departureCity',
  'departureDateFrom',
  'departureDateTo',
  'destinations',
  'directFlight',
  'durationDays',
  'geoLatNorth',
  'geoLngEast',
  'geoLatSouth',
  'geoLngWest',
  'hotels',
  'hotelAttributes',
  'hotelRating',
  'hotelStandard',
  'maxDistanceFromBeach',
  'maxRouteDurationFromAirport',
  'offer',
  'offerType',
  'priceRange',
  'sortBy',
  'totalPrice',
  'tourOperator',
  'transport',
  'limit',
  'offset',
  'unknown',
];
const plausible = fc.oneof(
  fc.constantFrom(
    '2',
    '0',
    '-1',
    '50',
    '99999999999999999999',
    'true',
    'false',
    'cena',
    'hity',
    'egipt',
    'grecja/kreta',
    '2027-01-15',
    '2027-02-30',
    '1,2',
    '5,1',
    ',',
    '1e5',
    'NaN',
    'all-inclusive,bb',
    'samolot',
    "'; DROP TABLE offers; --",
    '%',
    '%00',
    '\u0000',
    'ąęłóż',
    ',,,',
    '2020-01-01,2026-10-10',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
);

describe('GET /api/offers/list/ with random query strings', () => {
  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...keys), plausible), { maxLength: 6 }), async (pairs) => {
        const qs = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const res = await t.app.inject({ url: `/api/offers/list/?${qs}` });
        expect(res.statusCode).toBeLessThan(500);
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 300, seed: 1122 },
    );
  });

  it('never answers 5xx to raw garbage in the query string either', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (raw) => {
        const res = await t.app.inject({ url: `/api/offers/list/?${encodeURI(raw).replace(/#/g, '%23')}` });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150, seed: 2211 },
    );
  });
});
