import { offerListQuery } from '@travel/contracts/api/offers';
import { createDefaultSearchState } from '../../defaults/search-defaults';
import { fromListingUrl } from '../../listing-url/listing-url';
import type { SearchState } from '../../state/search-state';
import { buildOfferListQuery, toQueryString } from '../build-offer-list-query';

const now = new Date('2026-11-22T10:00:00Z');
const base = (patch: Partial<SearchState> = {}): SearchState => ({ ...createDefaultSearchState(), ...patch });
const query = (patch: Partial<SearchState> = {}) => buildOfferListQuery(base(patch), { now });

describe('the list request (the payload as GET /api/offers/list/ parameters)', () => {
  it('sends the defaults of a fresh search', () => {
    expect(query()).toEqual({
      adults: '2',
      category: 'wycieczki',
      dateFrom: '2026-11-23',
      durationDays: '1,28',
      hotelRating: '0,6',
      hotelStandard: '0,55',
      priceRange: '1,',
      sortBy: 'cena',
      totalPrice: 'true',
      transport: 'samolot-lub-autokar',
      limit: '20',
      offset: '0',
      seoCategory: 'trip',
    });
  });

  it.each<[string, Partial<SearchState>, Record<string, string | undefined>]>([
    ['duration as each end minus one', { durationDays: { from: 7, to: 14 } }, { durationDays: '6,13' }],
    ['offset from the page', { page: 3 }, { offset: '40', limit: '20' }],
    ['departure cities comma-joined', { departureCity: ['warszawa', 'krakow'] }, { departureCity: 'warszawa,krakow' }],
    [
      'no departure cities for own transport',
      { departureCity: ['warszawa'], transport: 'wlasny' },
      { departureCity: undefined, transport: 'wlasny' },
    ],
    ['dates as yyyy-mm-dd', { dateRange: { from: '2026-12-01', to: '2026-12-20' } }, { dateFrom: '2026-12-01', dateTo: '2026-12-20' }],
    [
      'departure dates',
      { departureDateRange: { from: '2026-12-01', to: '2026-12-07' } },
      { departureDateFrom: '2026-12-01', departureDateTo: '2026-12-07' },
    ],
    ['children birth dates', { children: ['2020-03-15', '2026-06-01'] }, { children: '2020-03-15,2026-06-01' }],
    ['a capped price range', { priceRange: { from: 500, to: 3000 } }, { priceRange: '500,3000' }],
    ['no upper price limit', { priceRange: { from: 500, to: null } }, { priceRange: '500,' }],
    ['per person', { totalPrice: false }, { totalPrice: 'false' }],
    [
      'destinations by path or slug',
      {
        destinations: [
          { slug: 'kreta', path: 'grecja/kreta' },
          { slug: 'egipt', path: null },
        ],
      },
      { destinations: 'grecja/kreta,egipt' },
    ],
    ['hotels', { hotels: [{ slug: 'sol-y-mar' }] }, { hotels: 'sol-y-mar' }],
    [
      'map area as geo bounds',
      { mapArea: { lat: 51.75, lng: 19.1, radius: 150, viewportBounds: [54.5, 24.1, 49, 14.1] } },
      { geoLatNorth: '54.5', geoLngEast: '24.1', geoLatSouth: '49', geoLngWest: '14.1' },
    ],
    ['beach distance under 2000 m', { distanceFromBeach: 750 }, { maxDistanceFromBeach: '750' }],
    ['no beach limit from 2000 m on', { distanceFromBeach: 3000 }, { maxDistanceFromBeach: undefined }],
    ['airport route', { routeDurationFromAirport: 60 }, { maxRouteDurationFromAirport: '60' }],
    ['direct flight', { directFlight: true }, { directFlight: 'true' }],
    ['airlines', { airlines: 'bez-low-costow' }, { airlines: 'bez-low-costow' }],
    [
      'lists',
      { board: ['hb', 'fb'], offerType: ['rejs'], hotelAttributes: ['spa'], tourOperator: ['tui'] },
      { board: 'hb,fb', offerType: 'rejs', hotelAttributes: 'spa', tourOperator: 'tui' },
    ],
    ['rating and standard ranges', { hotelRating: '4,6', hotelStandard: '40,55' }, { hotelRating: '4,6', hotelStandard: '40,55' }],
    ['offer code', { offer: 'abc123' }, { offer: 'abc123' }],
    ['sort', { sortBy: 'rabat' }, { sortBy: 'rabat' }],
    [
      'the derived category and its SEO category',
      { category: 'last-minute-z-warszawy' },
      { category: 'last-minute-z-warszawy', seoCategory: 'lastMinuteDepartureCityGroup' },
    ],
    ['an unknown category as wycieczki', { category: 'nieznana' }, { category: 'wycieczki', seoCategory: 'trip' }],
  ])('%s', (_description, patch, expected) => {
    const sent = query(patch) as Record<string, string | undefined>;
    for (const [key, value] of Object.entries(expected)) expect(sent[key]).toBe(value);
  });

  it('omits empty lists and unset values', () => {
    const keys = Object.keys(query());
    for (const key of ['children', 'board', 'departureCity', 'destinations', 'hotels', 'offer', 'dateTo', 'geoLatNorth', 'directFlight']) {
      expect(keys).not.toContain(key);
    }
  });

  it('uses the given page size', () => {
    expect(buildOfferListQuery(base({ page: 2 }), { now, limit: 50 })).toMatchObject({ limit: '50', offset: '50' });
  });

  it('is accepted by the API contract (offerListQuery) for a full search', () => {
    const state = fromListingUrl(
      '/last-minute/grecja/kreta/',
      '?filtr=miasto:katowice;dzieci:01.06.2026;wyzywienie:all-inclusive;udogodnienia:aquapark;opinie:4.5,6;standard:40,55;' +
        'cena:1000,4000;cena-za-wszystkich:nie;sortowanie:termin;strona:2;lot-bezposredni:tak;linie:bez-czarterow;' +
        'odleglosc-od-plazy:750;odleglosc-od-lotniska:60;organizator:tui;hotel:sol-y-mar;oferta:x1y2z3;' +
        'wyjazd:01.12.2026,07.12.2026;obszar:31.5,34,22,25,500;od:01.12.2026;do:20.12.2026;dlugosc:7,9',
      { now },
    );
    if (state === null) throw new Error('listing expected');
    const result = offerListQuery.safeParse(buildOfferListQuery(state, { now }));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({ durationDays: { from: 6, to: 8 }, offset: 20, limit: 20, totalPrice: false });
  });

  it('is accepted by the API contract for the defaults and an open price', () => {
    const result = offerListQuery.safeParse(query({ priceRange: { from: 999999, to: null } }));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.priceRange).toEqual({ from: 999999 });
  });

  it('gives a stable query string', () => {
    expect(toQueryString(query({ page: 2 }))).toBe(
      'adults=2&category=wycieczki&dateFrom=2026-11-23&durationDays=1%2C28&hotelRating=0%2C6&hotelStandard=0%2C55' +
        '&limit=20&offset=20&priceRange=1%2C&seoCategory=trip&sortBy=cena&totalPrice=true&transport=samolot-lub-autokar',
    );
  });
});
