import * as fc from 'fast-check';
import { addDays, warsawToday, warsawTomorrow } from '../../dates/calendar-date';
import { BOARD_SLUGS } from '../../reference/boards';
import { ALL_DEPARTURE_CITIES } from '../../reference/departure-cities';
import { HOTEL_ATTRIBUTES } from '../../reference/hotel-attributes';
import { OFFER_TYPE_SLUGS } from '../../reference/offer-types';
import { AIRLINES_SLUGS, SORT_SLUGS, TRANSPORT_SLUGS } from '../../reference/search-options';
import { TOUR_OPERATORS } from '../../reference/tour-operators';
import type { SearchState } from '../../state/search-state';
import { mapAreaFromBounds } from '../value-validators';

const DESTINATION_SLUGS = ['grecja', 'egipt', 'turcja', 'polska', 'czechy', 'kreta', 'hiszpania', 'tajlandia', 'rodos', 'chorwacja'];
const CATEGORIES = ['wycieczki', 'last-minute', 'egzotyka', 'narty', 'rejsy', 'dojazd-wlasny', 'city-break', 'itaka', 'z-warszawy'];

const slugArbitrary = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
const micro = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: min * 1e6, max: max * 1e6 }).map((value) => value / 1e6);
const ordered = (min: number, max: number): fc.Arbitrary<[number, number]> =>
  fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]) => (a <= b ? [a, b] : [b, a]));
const list = <T>(values: readonly T[], maxLength = 4): fc.Arbitrary<T[]> => fc.uniqueArray(fc.constantFrom(...values), { maxLength });

/** Search states that are valid on the given day, as the listing could hold them. */
export function validStateArbitrary(now: Date): fc.Arbitrary<SearchState> {
  const tomorrow = warsawTomorrow(now);
  const today = warsawToday(now);
  const dateRange = fc
    .tuple(fc.option(fc.integer({ min: 0, max: 400 })), fc.option(fc.integer({ min: 1, max: 400 })))
    .map(([fromOffset, toOffset]) => {
      const from = fromOffset === null ? null : addDays(tomorrow, fromOffset);
      const to = toOffset === null ? null : addDays(from ?? tomorrow, toOffset);
      return { from, to };
    });
  const departureDateRange = fc.option(
    fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 60 })).map(([offset, length]) => {
      const from = addDays(tomorrow, offset);
      return { from, to: addDays(from, length) };
    }),
  );
  const priceRange = fc.tuple(fc.integer({ min: 0, max: 999999 }), fc.option(fc.integer({ min: 0, max: 999998 }))).map(([from, to]) => {
    if (to === null) return { from, to: null };
    // A valid capped range stays below the maximum price (at or above it means no cap).
    const low = Math.min(from, to);
    return { from: low, to: Math.max(Math.min(from, 999998), to) };
  });
  const mapArea = fc.option(
    fc
      .tuple(
        micro(-90, 90),
        micro(-90, 90),
        micro(-180, 180),
        micro(-180, 180),
        micro(0, 20000).filter((r) => r > 0),
      )
      .map(([a, b, east, west, radius]) => mapAreaFromBounds([Math.max(a, b), east, Math.min(a, b), west], radius)),
  );
  return fc.record({
    category: fc.constantFrom(...CATEGORIES),
    destinations: fc
      .uniqueArray(fc.constantFrom(...DESTINATION_SLUGS), { maxLength: 5 })
      .map((slugs) => slugs.map((slug) => ({ slug, path: null }))),
    hotels: fc.uniqueArray(slugArbitrary, { maxLength: 3 }).map((slugs) => slugs.map((slug) => ({ slug }))),
    offer: fc.option(fc.stringMatching(/^[a-z0-9]{4,12}$/)),
    offerType: list(OFFER_TYPE_SLUGS),
    transport: fc.constantFrom(...TRANSPORT_SLUGS),
    departureCity: list(ALL_DEPARTURE_CITIES.map((city) => city.slug)),
    departureDateRange,
    dateRange,
    durationDays: ordered(2, 29).map(([from, to]) => ({ from, to })),
    adults: fc.integer({ min: 1, max: 9 }),
    children: fc.array(
      fc.integer({ min: 0, max: 6200 }).map((days) => addDays(today, -days)),
      { maxLength: 6 },
    ),
    airlines: fc.constantFrom(...AIRLINES_SLUGS),
    directFlight: fc.boolean(),
    board: list(BOARD_SLUGS),
    distanceFromBeach: fc.integer({ min: 1, max: 4000 }),
    routeDurationFromAirport: fc.constantFrom(null, 30 as const, 60 as const, 90 as const),
    hotelAttributes: list(HOTEL_ATTRIBUTES.map((attribute) => attribute.slug)),
    hotelRating: ordered(0, 60).map(([low, high]) => `${low / 10},${high / 10}`),
    hotelStandard: ordered(0, 55).map(([low, high]) => `${low},${high}`),
    priceRange,
    totalPrice: fc.boolean(),
    tourOperator: list(TOUR_OPERATORS.map((operator) => operator.slug)),
    sortBy: fc.constantFrom(...SORT_SLUGS),
    page: fc.integer({ min: 1, max: 10000 }),
    mapArea,
  });
}

const FILTR_KEY_SAMPLE = [
  'kierunek',
  'hotel',
  'obszar',
  'oferta',
  'typ',
  'transport',
  'miasto',
  'wyjazd',
  'od',
  'do',
  'dlugosc',
  'dorosli',
  'dzieci',
  'linie',
  'lot-bezposredni',
  'wyzywienie',
  'odleglosc-od-plazy',
  'odleglosc-od-lotniska',
  'udogodnienia',
  'opinie',
  'standard',
  'cena',
  'cena-za-wszystkich',
  'organizator',
  'sortowanie',
  'strona',
  'nieznany',
  '',
];

/** Strings shaped like a filtr (known keys, values of digits, dots, commas, letters) to reach the validators. */
export const filtrLikeArbitrary: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(...FILTR_KEY_SAMPLE),
      fc.oneof(
        fc.string(),
        fc.stringMatching(/^[0-9.,-]{0,24}$/),
        fc.stringMatching(/^[a-z-]{0,20}(,[a-z-]{0,20}){0,3}$/),
        fc.constantFrom('tak', 'nie', '01.01.2027', '23.11.2026,30.11.2026', '1e5,2', 'NaN,Infinity', '999999999999'),
      ),
    ),
    { maxLength: 12 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}:${value}`).join(';'));
