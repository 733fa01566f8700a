import { BOARDS } from '../boards';
import {
  ALL_DEPARTURE_CITIES,
  BUS_DEPARTURE_CITIES,
  DEPARTURE_CITY_LANDING_SLUGS,
  PLANE_DEPARTURE_CITIES,
  POPULAR_BUS_DEPARTURE_CITIES,
  POPULAR_PLANE_DEPARTURE_CITIES,
} from '../departure-cities';
import { HOTEL_ATTRIBUTES } from '../hotel-attributes';
import { LOCATION_KINDS } from '../location-kinds';
import { OFFER_TYPES } from '../offer-types';
import { slugify, type ReferenceEntry } from '../reference-entry';
import {
  AIRLINES_OPTIONS,
  AIRPORT_ROUTE_OPTIONS,
  DEPARTURE_WINDOWS,
  RATING_PRESETS,
  SEARCH_CATEGORIES,
  SORT_OPTIONS,
  STANDARD_PRESETS,
  TRANSPORT_OPTIONS,
} from '../search-options';
import { TOUR_OPERATORS } from '../tour-operators';
import { SLUG_PATTERN } from '../../filtr/value-validators';

const slugs = (list: readonly ReferenceEntry[]): string[] => list.map((item) => item.slug);
const LISTS: [string, readonly ReferenceEntry[]][] = [
  ['boards', BOARDS],
  ['offer types', OFFER_TYPES],
  ['hotel attributes', HOTEL_ATTRIBUTES],
  ['tour operators', TOUR_OPERATORS],
  ['plane departure cities', PLANE_DEPARTURE_CITIES],
  ['bus departure cities', BUS_DEPARTURE_CITIES],
  ['transport', TRANSPORT_OPTIONS],
  ['sort options', SORT_OPTIONS],
];

describe('reference lists', () => {
  it.each(LISTS)('%s: unique address slugs, a Polish label, an alias or null', (_name, list) => {
    expect(new Set(slugs(list)).size).toBe(list.length);
    for (const item of list) {
      expect(item.slug).toMatch(SLUG_PATTERN);
      expect(item.label.trim()).not.toBe('');
      expect(item.alias === null || typeof item.alias === 'string').toBe(true);
    }
  });

  it('has the seven boards of the spec', () => {
    expect(slugs(BOARDS)).toEqual(['all-inclusive', 'obiad', 'bb', 'hb', 'fb', 'wlasne', 'wedlug-programu']);
  });

  it('has the six offer types', () => {
    expect(slugs(OFFER_TYPES).sort()).toEqual(['city-break', 'narty', 'rejs', 'sylwester', 'wycieczka-objazdowa', 'wypoczynek']);
  });

  it('has 34 hotel attributes including the 22 the spec names', () => {
    expect(HOTEL_ATTRIBUTES).toHaveLength(34);
    const named = [
      'animacje',
      'aquapark',
      'basen-kryty',
      'basen-odkryty',
      'bez-paszportu',
      'blisko-centrum',
      'blisko-lotniska',
      'blisko-stoku',
      'darmowe-wifi',
      'dla-doroslych',
      'dla-dzieci',
      'fitness',
      'golf',
      'hotel-klubowy',
      'klimatyzacja',
      'kurorty-nadmorskie',
      'kurorty-narciarskie',
      'spa',
      'sporty-wodne',
      'sporty-zimowe',
      'zeglarstwo',
      'zycie-nocne',
    ];
    expect(slugs(HOTEL_ATTRIBUTES)).toEqual(expect.arrayContaining(named));
  });

  it('has 34 tour operators including the ones the spec names', () => {
    expect(TOUR_OPERATORS).toHaveLength(34);
    expect(slugs(TOUR_OPERATORS)).toEqual(expect.arrayContaining(['funclub', 'otium', 'itaka', 'tui', 'rainbow']));
  });

  it('has 19 plane departure cities including the four abroad', () => {
    expect(PLANE_DEPARTURE_CITIES).toHaveLength(19);
    expect(slugs(PLANE_DEPARTURE_CITIES)).toEqual(expect.arrayContaining(['berlin', 'praga', 'drezno', 'ostrawa']));
  });

  it('has about 150 coach departure points, border crossings among them', () => {
    expect(BUS_DEPARTURE_CITIES.length).toBeGreaterThanOrEqual(140);
    expect(BUS_DEPARTURE_CITIES.length).toBeLessThanOrEqual(170);
    expect(BUS_DEPARTURE_CITIES.some((city) => city.label.includes('przejście graniczne'))).toBe(true);
  });

  it('has popular lists of 6 (coach) and 7 (plane) drawn from the full lists', () => {
    expect(POPULAR_BUS_DEPARTURE_CITIES).toHaveLength(6);
    expect(POPULAR_PLANE_DEPARTURE_CITIES).toHaveLength(7);
    for (const city of POPULAR_BUS_DEPARTURE_CITIES) expect(BUS_DEPARTURE_CITIES).toContainEqual(city);
    for (const city of POPULAR_PLANE_DEPARTURE_CITIES) expect(PLANE_DEPARTURE_CITIES).toContainEqual(city);
  });

  it('has a landing slug for each of the 17 departure-city pages, each a known city', () => {
    expect(Object.values(DEPARTURE_CITY_LANDING_SLUGS).sort()).toEqual(
      [
        'z-warszawy',
        'z-poznania',
        'z-krakowa',
        'z-gdanska',
        'z-wroclawia',
        'ze-szczecina',
        'z-lodzi',
        'z-katowic',
        'z-rzeszowa',
        'z-bydgoszczy',
        'z-drezna',
        'z-lublina',
        'z-olsztyn-mazury',
        'z-ostrawy',
        'z-zielonej-gory',
        'z-radomia',
        'z-warszawa-modlin',
      ].sort(),
    );
    for (const city of Object.keys(DEPARTURE_CITY_LANDING_SLUGS)) expect(slugs(ALL_DEPARTURE_CITIES)).toContain(city);
  });

  it('has the six sort options with their API values', () => {
    expect(SORT_OPTIONS.map((option) => [option.slug, option.apiValue])).toEqual([
      ['cena', 'cena'],
      ['popularnosc', 'popularnosc'],
      ['ocena', 'ocena'],
      ['termin', 'termin'],
      ['rabat', 'rabat'],
      ['hity', 'hity'],
    ]);
  });

  it('has the filter option lists', () => {
    expect(slugs(AIRLINES_OPTIONS)).toEqual(['default', 'bez-czarterow', 'bez-low-costow']);
    expect(RATING_PRESETS.map((preset) => preset.value)).toEqual(['0,6', '5,6', '4,6', '3,6']);
    expect(STANDARD_PRESETS.map((preset) => preset.value)).toEqual(['0,55', '50,55', '40,55', '30,55']);
    expect(AIRPORT_ROUTE_OPTIONS.map((option) => option.value)).toEqual([null, 30, 60, 90]);
    expect(DEPARTURE_WINDOWS.map((window) => window.value)).toEqual([
      { fromDay: 1, toDay: 7 },
      { fromDay: 8, toDay: 14 },
      { fromDay: 15, toDay: 30 },
    ]);
    expect(slugs(TRANSPORT_OPTIONS)).toEqual(['dowolny', 'samolot', 'autokar', 'samolot-lub-autokar', 'wlasny']);
    expect(slugs(SEARCH_CATEGORIES)).toEqual([
      'wycieczki',
      'egzotyka',
      'wycieczki-objazdowe',
      'rejsy',
      'narty',
      'city-break',
      'dojazd-wlasny',
    ]);
    expect(LOCATION_KINDS).toHaveLength(36);
  });

  it('slugifies Polish labels', () => {
    expect(slugify('Zielona Góra')).toBe('zielona-gora');
    expect(slugify('Łódź')).toBe('lodz');
    expect(slugify('Kędzierzyn-Koźle')).toBe('kedzierzyn-kozle');
  });
});
