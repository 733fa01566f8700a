// Reference data of the seed that no package has: climate normals, sales offices, the accommodation
// types it draws. Boards, offer types, beach types, departure points, attributes and tour operators
// are the search model's reference lists (the one module the API, the seed and the remotes import),
// so filters, labels, sentences and data agree.
import { REVIEW_CATEGORIES } from '@travel/contracts/api/review-constants';
import { BEACH_TYPES } from '@travel/search-model/reference/beach-types';
import { BOARDS, type BoardSlug } from '@travel/search-model/reference/boards';
import { DEPARTURE_POINTS } from '@travel/search-model/reference/departure-points';
import { HOTEL_ATTRIBUTES } from '@travel/search-model/reference/hotel-attributes';
import { OFFER_TYPES, type OfferTypeSlug } from '@travel/search-model/reference/offer-types';
import { TOUR_OPERATORS } from '@travel/search-model/reference/tour-operators';

/** Boards and offer types with their Polish labels: the search model's lists. */
export const boards: readonly { slug: BoardSlug; label: string }[] = BOARDS.map((b) => ({ slug: b.slug, label: b.label }));
export const offerTypes: readonly { slug: OfferTypeSlug; label: string }[] = OFFER_TYPES.map((t) => ({ slug: t.slug, label: t.label }));

/** The 34 hotel attributes of the search model; the order fixes the bit of each in `attrs_mask`. */
export const hotelAttributes: readonly { slug: string; label: string }[] = HOTEL_ATTRIBUTES.map((a) => ({ slug: a.slug, label: a.label }));

/** The 34 tour operators of the search model (one landing page each). */
export const tourOperators: readonly { slug: string; label: string }[] = TOUR_OPERATORS.map((t) => ({ slug: t.slug, label: t.label }));

/** The departure points with their coordinates (the search model's reference data). */
export const departureCities = DEPARTURE_POINTS;

export const accommodationTypes = [
  'hotel',
  'apartament',
  'hostel',
  'willa',
  'aparthotel',
  'bungalow',
  'wioska-wakacyjna',
  'resort',
  'kwatera-prywatna',
] as const;

export const beachTypes = BEACH_TYPES;

/** The categories a guest rates, as the review form and the API know them. */
export const opinionCategories = REVIEW_CATEGORIES;

/** Category landing pages (docs/product/landing-pages.md). `type` follows the landing preset types. */
export const categories = [
  ['wycieczki', 'Wycieczki', 'Wszystkie wycieczki'],
  ['last-minute', 'Last minute', 'Last minute'],
  ['all-inclusive', 'All inclusive', 'All inclusive'],
  ['zwiedzanie', 'Zwiedzanie', 'Zwiedzanie'],
  ['egzotyka', 'Egzotyka', 'Wycieczki egzotyczne'],
  ['rejsy', 'Rejsy', 'Rejsy'],
  ['tanie-wczasy', 'Tanie wczasy', 'Tanie wczasy'],
  ['wakacje', 'Wakacje', 'Wakacje'],
  ['first-minute', 'First minute', 'First minute'],
  ['dojazd-wlasny', 'Dojazd własny', 'Wczasy z dojazdem własnym'],
  ['narty', 'Narty', 'Wyjazdy na narty'],
  ['sylwester', 'Sylwester', 'Sylwester za granicą'],
  ['dla-singli', 'Dla singli', 'Wakacje dla singli'],
  ['na-7-dni', 'Na 7 dni', 'Wczasy na 7 dni'],
  ['na-14-dni', 'Na 14 dni', 'Wczasy na 14 dni'],
  ['dla-rodzin-z-dziecmi', 'Dla rodzin z dziećmi', 'Wakacje z dziećmi'],
  ['last-minute-all-inclusive', 'Last minute all inclusive', 'Last minute all inclusive'],
  ['wycieczki-objazdowe', 'Wycieczki objazdowe', 'Wycieczki objazdowe'],
  ['city-break', 'City break', 'City break'],
].map(([slug, label, title]) => ({ slug: slug as string, label: label as string, title: title as string }));

/** Monthly climate normals per country: day air °C, night air °C, sea °C (null: no sea), sun h/day, rainy days. */
type Normals = readonly [number[], number[], (number | null)[], number[], number[]];
const m12 = (s: string) => s.split(' ').map(Number);
export const climate: Record<string, Normals> = {
  EG: [
    m12('22 23 26 30 33 35 35 35 34 31 27 23'),
    m12('10 11 14 18 22 24 25 26 24 20 15 12'),
    m12('22 21 22 23 25 27 28 29 28 27 25 23'),
    m12('9 9 10 11 12 13 13 12 11 10 9 8'),
    m12('1 1 1 0 0 0 0 0 0 0 1 1'),
  ],
  TN: [
    m12('16 17 19 21 25 29 32 33 30 26 21 17'),
    m12('8 8 10 12 16 20 23 24 22 18 13 9'),
    m12('15 15 16 17 20 23 26 27 26 24 20 17'),
    m12('5 6 7 8 10 11 12 11 9 7 6 5'),
    m12('8 7 6 5 3 1 1 1 4 6 7 8'),
  ],
  TR: [
    m12('15 16 18 22 26 31 34 34 31 27 21 17'),
    m12('6 7 9 12 16 20 23 23 20 16 11 8'),
    m12('17 17 17 19 22 25 28 29 28 25 21 19'),
    m12('5 6 7 9 11 12 13 12 10 8 6 5'),
    m12('11 9 7 5 3 1 0 0 1 4 7 10'),
  ],
  GR: [
    m12('15 16 17 20 24 28 30 30 27 24 20 17'),
    m12('9 9 10 12 16 20 22 23 20 17 13 11'),
    m12('16 15 16 17 20 23 25 26 25 23 20 18'),
    m12('4 5 6 8 10 12 13 12 10 7 5 4'),
    m12('12 10 8 5 3 1 0 0 2 5 8 11'),
  ],
  ES: [
    m12('17 18 19 21 23 26 28 29 27 24 20 18'),
    m12('9 9 10 12 14 18 21 21 19 16 12 10'),
    m12('16 15 16 17 19 21 23 24 23 21 19 17'),
    m12('5 6 7 8 10 11 11 10 8 7 5 5'),
    m12('6 5 5 5 3 1 0 1 3 6 7 7'),
  ],
  HR: [
    m12('10 11 14 17 22 26 29 29 24 19 15 11'),
    m12('4 4 7 10 14 18 21 21 17 13 9 6'),
    m12('13 13 14 16 19 23 25 25 23 20 17 15'),
    m12('4 5 6 7 9 10 11 10 8 6 4 3'),
    m12('11 9 9 10 8 6 4 4 7 9 12 12'),
  ],
  TH: [
    m12('32 33 33 34 32 32 31 31 31 31 31 31'),
    m12('23 23 24 25 25 25 25 25 24 24 24 23'),
    m12('28 28 29 30 30 29 29 29 29 29 28 28'),
    m12('9 9 9 8 6 5 5 5 5 6 7 8'),
    m12('3 2 4 8 17 16 17 17 20 18 10 4'),
  ],
  BG: [
    m12('6 8 11 16 21 26 29 29 25 19 13 8'),
    m12('-1 0 3 7 12 16 19 19 15 11 6 1'),
    m12('8 8 9 12 17 22 25 25 22 18 14 10'),
    m12('3 4 5 7 9 10 11 10 8 6 3 2'),
    m12('9 8 8 8 8 7 5 4 4 6 8 10'),
  ],
  CY: [
    m12('17 17 19 23 27 31 34 34 31 28 23 19'),
    m12('8 8 9 12 16 19 22 22 20 17 13 10'),
    m12('18 17 17 18 21 24 27 28 27 25 22 19'),
    m12('6 7 8 10 11 13 13 12 11 9 7 6'),
    m12('9 8 6 4 2 0 0 0 1 3 5 8'),
  ],
  IT: [
    m12('14 15 17 19 23 27 30 30 27 23 19 16'),
    m12('8 8 9 11 15 19 22 22 19 16 12 9'),
    m12('15 14 15 16 19 23 26 26 25 22 19 16'),
    m12('4 5 6 7 9 10 11 10 8 6 4 4'),
    m12('9 8 7 6 3 2 1 2 4 7 8 10'),
  ],
  PT: [
    m12('16 17 19 20 22 26 29 29 27 23 19 17'),
    m12('8 9 10 12 14 17 19 19 18 15 12 9'),
    m12('16 15 16 17 18 20 21 22 21 20 18 17'),
    m12('6 6 7 9 10 12 12 11 9 7 6 5'),
    m12('6 5 5 5 3 1 0 0 2 4 6 6'),
  ],
  AL: [
    m12('12 13 16 19 24 28 31 31 27 22 17 13'),
    m12('4 4 7 10 14 18 20 20 17 13 9 6'),
    m12('14 14 15 17 20 24 26 26 24 21 18 16'),
    m12('4 5 6 7 9 10 11 10 8 6 4 3'),
    m12('11 10 10 9 7 4 2 3 5 9 13 13'),
  ],
  ME: [
    m12('12 13 15 18 22 26 29 29 25 21 16 13'),
    m12('5 6 8 11 15 18 21 21 18 14 10 7'),
    m12('14 14 15 17 20 23 25 25 23 21 18 16'),
    m12('4 5 6 7 9 10 11 10 8 6 4 3'),
    m12('12 11 11 11 8 5 3 4 7 10 14 13'),
  ],
  MA: [
    m12('21 22 23 24 25 26 28 28 27 26 24 21'),
    m12('8 9 11 12 14 16 18 18 17 15 12 8'),
    m12('18 17 18 18 19 20 21 22 22 21 20 19'),
    m12('8 8 9 10 10 10 9 9 9 8 8 7'),
    m12('4 4 3 2 1 0 0 0 1 2 3 4'),
  ],
  AE: [
    m12('24 25 29 33 38 40 41 41 39 35 30 26'),
    m12('14 15 18 21 25 28 30 30 27 23 19 16'),
    m12('22 22 23 26 29 31 32 33 32 30 27 24'),
    m12('8 9 9 10 11 11 10 10 10 10 9 8'),
    m12('2 2 2 1 0 0 0 0 0 0 1 2'),
  ],
  DO: [
    m12('29 29 29 30 30 31 31 31 31 31 30 29'),
    m12('20 20 20 21 22 23 23 23 23 22 21 20'),
    m12('26 26 26 27 27 28 28 29 29 29 28 27'),
    m12('8 8 8 8 7 7 8 8 7 7 7 7'),
    m12('7 5 5 6 10 9 9 10 10 11 10 9'),
  ],
  MX: [
    m12('28 29 30 31 32 33 33 33 32 31 29 28'),
    m12('20 20 21 22 24 25 25 25 24 23 22 20'),
    m12('26 26 26 27 28 29 29 29 29 28 27 26'),
    m12('7 8 8 9 9 8 9 9 7 7 7 7'),
    m12('7 4 3 3 6 12 10 11 15 14 9 8'),
  ],
  TZ: [
    m12('32 32 32 30 29 28 28 28 29 30 31 31'),
    m12('24 24 24 24 23 22 21 21 21 22 23 24'),
    m12('28 29 29 29 28 27 26 25 25 26 27 28'),
    m12('8 8 7 6 7 8 8 9 9 9 8 8'),
    m12('6 5 11 19 15 5 5 5 5 6 11 10'),
  ],
  MV: [
    m12('30 31 31 32 31 31 30 30 30 30 30 30'),
    m12('26 26 27 27 27 26 26 26 25 25 25 25'),
    m12('28 28 29 30 30 29 29 28 28 28 28 28'),
    m12('8 9 9 8 7 6 7 7 6 7 7 7'),
    m12('6 3 5 9 15 13 12 13 15 15 13 12'),
  ],
  PL: [
    m12('0 2 7 13 19 22 24 24 18 13 6 2'),
    m12('-6 -5 -2 3 8 11 13 13 9 4 0 -4'),
    m12('3 2 3 6 11 16 18 19 16 12 8 5'),
    m12('1 2 4 6 8 8 8 7 5 3 1 1'),
    m12('16 13 13 12 13 13 13 12 12 13 15 16'),
  ],
  AT: [
    m12('1 4 9 14 19 22 24 24 19 14 7 2'),
    m12('-7 -6 -2 2 6 10 12 12 8 4 -1 -5'),
    Array.from({ length: 12 }, () => null),
    m12('3 4 5 6 7 7 8 7 6 5 3 2'),
    m12('9 8 11 12 14 15 15 14 11 9 10 10'),
  ],
};

export const salesOfficeCities = [
  ['warszawa', 'Warszawa', 'ul. Marszałkowska 104', '00-017', 52.2319, 21.0067],
  ['krakow', 'Kraków', 'ul. Floriańska 12', '31-021', 50.0633, 19.941],
  ['gdansk', 'Gdańsk', 'ul. Długa 45', '80-827', 54.349, 18.651],
  ['poznan', 'Poznań', 'ul. Półwiejska 32', '61-888', 52.401, 16.927],
  ['wroclaw', 'Wrocław', 'ul. Świdnicka 40', '50-024', 51.106, 17.03],
  ['katowice', 'Katowice', 'ul. 3 Maja 30', '40-097', 50.259, 19.019],
  ['lodz', 'Łódź', 'ul. Piotrkowska 120', '90-006', 51.764, 19.457],
  ['szczecin', 'Szczecin', 'al. Wojska Polskiego 20', '70-470', 53.429, 14.548],
] as const;
