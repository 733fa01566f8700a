import { createDefaultSearchState, MAX_DESTINATIONS } from '../../defaults/search-defaults';
import type { SearchState } from '../../state/search-state';
import { parseFiltr, splitFiltr } from '../parse-filtr';

// Sunday 22 Nov 2026, 11:00 in Warsaw: tomorrow is 23.11.2026.
const now = new Date('2026-11-22T10:00:00Z');
const parse = (filtr: string, category?: string): SearchState => parseFiltr(filtr, category === undefined ? { now } : { now, category });
const defaults = createDefaultSearchState();

type Case = [filtr: string, field: keyof SearchState, expected: unknown];

/** Each row: a valid value and what it gives. */
const VALID: Case[] = [
  [
    'kierunek:grecja,egipt',
    'destinations',
    [
      { slug: 'grecja', path: null },
      { slug: 'egipt', path: null },
    ],
  ],
  ['kierunek:grecja,grecja', 'destinations', [{ slug: 'grecja', path: null }]],
  ['hotel:hotel-a,hotel-b', 'hotels', [{ slug: 'hotel-a' }, { slug: 'hotel-b' }]],
  ['oferta:abc123def', 'offer', 'abc123def'],
  ['typ:rejs,narty', 'offerType', ['rejs', 'narty']],
  ['transport:autokar', 'transport', 'autokar'],
  ['miasto:warszawa,kudowa-zdroj-granica', 'departureCity', ['warszawa', 'kudowa-zdroj-granica']],
  ['wyjazd:24.11.2026,30.11.2026', 'departureDateRange', { from: '2026-11-24', to: '2026-11-30' }],
  ['wyjazd:23.11.2026,24.11.2026', 'departureDateRange', { from: '2026-11-23', to: '2026-11-24' }],
  ['od:23.11.2026', 'dateRange', { from: '2026-11-23', to: null }],
  ['do:24.11.2026', 'dateRange', { from: null, to: '2026-11-24' }],
  ['od:01.12.2026;do:14.12.2026', 'dateRange', { from: '2026-12-01', to: '2026-12-14' }],
  ['od:01.12.2026;do:01.12.2026', 'dateRange', { from: '2026-12-01', to: '2026-12-01' }],
  ['dlugosc:7,14', 'durationDays', { from: 7, to: 14 }],
  ['dlugosc:2,29', 'durationDays', { from: 2, to: 29 }],
  ['dlugosc:5,5', 'durationDays', { from: 5, to: 5 }],
  ['dorosli:1', 'adults', 1],
  ['dorosli:9', 'adults', 9],
  ['dzieci:15.03.2020,01.06.2026', 'children', ['2020-03-15', '2026-06-01']],
  ['linie:bez-low-costow', 'airlines', 'bez-low-costow'],
  ['linie:bez-czarterow', 'airlines', 'bez-czarterow'],
  ['lot-bezposredni:tak', 'directFlight', true],
  ['lot-bezposredni:nie', 'directFlight', false],
  ['wyzywienie:all-inclusive,hb', 'board', ['all-inclusive', 'hb']],
  ['odleglosc-od-plazy:500', 'distanceFromBeach', 500],
  ['odleglosc-od-plazy:4000', 'distanceFromBeach', 4000],
  ['odleglosc-od-lotniska:30', 'routeDurationFromAirport', 30],
  ['odleglosc-od-lotniska:90', 'routeDurationFromAirport', 90],
  ['udogodnienia:spa,dla-dzieci', 'hotelAttributes', ['spa', 'dla-dzieci']],
  ['opinie:5,6', 'hotelRating', '5,6'],
  ['opinie:4.5,6', 'hotelRating', '4.5,6'],
  ['opinie:5.0,6.0', 'hotelRating', '5,6'],
  ['standard:40,55', 'hotelStandard', '40,55'],
  ['cena:500,3000', 'priceRange', { from: 500, to: 3000 }],
  ['cena:500', 'priceRange', { from: 500, to: null }],
  ['cena:500,', 'priceRange', { from: 500, to: null }],
  ['cena:0,0', 'priceRange', { from: 0, to: 0 }],
  // A 'to' at or above the maximum price means no upper limit.
  ['cena:100,999999', 'priceRange', { from: 100, to: null }],
  ['cena:100,5000000', 'priceRange', { from: 100, to: null }],
  // The lower bound is clamped to the maximum price.
  ['cena:1500000', 'priceRange', { from: 999999, to: null }],
  ['cena:1500000,2000000', 'priceRange', { from: 999999, to: null }],
  ['cena-za-wszystkich:nie', 'totalPrice', false],
  ['cena-za-wszystkich:tak', 'totalPrice', true],
  ['organizator:itaka,tui', 'tourOperator', ['itaka', 'tui']],
  ['sortowanie:ocena', 'sortBy', 'ocena'],
  ['strona:3', 'page', 3],
  ['obszar:54.5,24.1,49,14.1,150', 'mapArea', { lat: 51.75, lng: 19.1, radius: 150, viewportBounds: [54.5, 24.1, 49, 14.1] }],
];

/** Each row: an invalid value, dropped silently, so the field keeps its default. */
const INVALID: Case[] = [
  ['kierunek:Grecja', 'destinations', []],
  ['kierunek:grecja/kreta', 'destinations', []],
  ['kierunek:', 'destinations', []],
  ['hotel:ab%20c', 'hotels', []],
  ['oferta:AB-12', 'offer', null],
  ['oferta:abc', 'offer', null],
  ['typ:safari', 'offerType', []],
  ['transport:rower', 'transport', defaults.transport],
  ['miasto:gotham', 'departureCity', []],
  // Departure date range: two dates, the start not before tomorrow, the end not before the start and after tomorrow.
  ['wyjazd:22.11.2026,30.11.2026', 'departureDateRange', null],
  ['wyjazd:30.11.2026,24.11.2026', 'departureDateRange', null],
  ['wyjazd:23.11.2026,23.11.2026', 'departureDateRange', null],
  ['wyjazd:24.11.2026', 'departureDateRange', null],
  ['wyjazd:24.11.2026,30.11.2026,01.12.2026', 'departureDateRange', null],
  ['wyjazd:2026-11-24,2026-11-30', 'departureDateRange', null],
  // Dates: dd.MM.yyyy and not before tomorrow.
  ['od:22.11.2026', 'dateRange', { from: null, to: null }],
  ['od:01.01.2020', 'dateRange', { from: null, to: null }],
  ['od:31.02.2027', 'dateRange', { from: null, to: null }],
  ['od:1.12.2026', 'dateRange', { from: null, to: null }],
  ['od:2026-12-01', 'dateRange', { from: null, to: null }],
  ['do:23.11.2026', 'dateRange', { from: null, to: null }],
  ['do:21.11.2026', 'dateRange', { from: null, to: null }],
  // The end of the range before its start: the end is dropped, the start kept.
  ['od:10.12.2026;do:05.12.2026', 'dateRange', { from: '2026-12-10', to: null }],
  // Duration: two integers, in order, inside the default bounds 2-29.
  ['dlugosc:1,14', 'durationDays', defaults.durationDays],
  ['dlugosc:7,30', 'durationDays', defaults.durationDays],
  ['dlugosc:14,7', 'durationDays', defaults.durationDays],
  ['dlugosc:7', 'durationDays', defaults.durationDays],
  ['dlugosc:7.5,14', 'durationDays', defaults.durationDays],
  ['dlugosc:-3,14', 'durationDays', defaults.durationDays],
  ['dorosli:0', 'adults', 2],
  ['dorosli:10', 'adults', 2],
  ['dorosli:dwa', 'adults', 2],
  ['dorosli:1.5', 'adults', 2],
  // Children: birth dates in the past, under 18.
  ['dzieci:01.01.2030', 'children', []],
  ['dzieci:01.01.2000', 'children', []],
  ['dzieci:31.02.2020', 'children', []],
  ['linie:tanie', 'airlines', 'default'],
  // Booleans are tak or nie.
  ['lot-bezposredni:true', 'directFlight', false],
  ['lot-bezposredni:TAK', 'directFlight', false],
  ['lot-bezposredni:1', 'directFlight', false],
  ['cena-za-wszystkich:false', 'totalPrice', true],
  ['wyzywienie:bb-plus', 'board', []],
  ['odleglosc-od-plazy:0', 'distanceFromBeach', 2000],
  ['odleglosc-od-plazy:4001', 'distanceFromBeach', 2000],
  ['odleglosc-od-plazy:abc', 'distanceFromBeach', 2000],
  // Airport route: one of the finite options.
  ['odleglosc-od-lotniska:45', 'routeDurationFromAirport', null],
  ['odleglosc-od-lotniska:120', 'routeDurationFromAirport', null],
  ['odleglosc-od-lotniska:dowolny', 'routeDurationFromAirport', null],
  ['udogodnienia:jacuzzi', 'hotelAttributes', []],
  ['opinie:6,5', 'hotelRating', '0,6'],
  ['opinie:5,7', 'hotelRating', '0,6'],
  ['opinie:5', 'hotelRating', '0,6'],
  ['opinie:4.55,6', 'hotelRating', '0,6'],
  ['standard:55,40', 'hotelStandard', '0,55'],
  ['standard:40,60', 'hotelStandard', '0,55'],
  ['standard:4.5,5', 'hotelStandard', '0,55'],
  // Price: numeric, with 'to' at least 'from'.
  ['cena:3000,500', 'priceRange', { from: 1, to: null }],
  ['cena:abc,500', 'priceRange', { from: 1, to: null }],
  ['cena:,500', 'priceRange', { from: 1, to: null }],
  ['cena:-5,500', 'priceRange', { from: 1, to: null }],
  ['cena:1,2,3', 'priceRange', { from: 1, to: null }],
  ['cena:12.5,100', 'priceRange', { from: 1, to: null }],
  ['organizator:nieznany-touroperator', 'tourOperator', []],
  ['sortowanie:price', 'sortBy', 'cena'],
  ['strona:0', 'page', 1],
  ['strona:-1', 'page', 1],
  ['strona:abc', 'page', 1],
  // Map area: all five numbers valid, or nothing.
  ['obszar:54.5,24.1,49,14.1', 'mapArea', null],
  ['obszar:54.5,24.1,49,14.1,abc', 'mapArea', null],
  ['obszar:54.5,24.1,49,14.1,0', 'mapArea', null],
  ['obszar:95,24.1,49,14.1,150', 'mapArea', null],
  ['obszar:54.5,190,49,14.1,150', 'mapArea', null],
  ['obszar:49,24.1,54.5,14.1,150', 'mapArea', null],
  ['obszar:1e2,24.1,49,14.1,150', 'mapArea', null],
  ['obszar:54.5,24.1,49,14.1,150,7', 'mapArea', null],
];

describe('parseFiltr: valid values (the filtr key table)', () => {
  it.each(VALID)('%s → %s', (filtr, field, expected) => {
    expect(parse(filtr)[field]).toEqual(expected);
  });
});

describe('parseFiltr: invalid values are dropped silently', () => {
  it.each(INVALID)('%s leaves %s at its default', (filtr, field, expected) => {
    expect(() => parse(filtr)).not.toThrow();
    expect(parse(filtr)[field]).toEqual(expected);
  });

  it('an invalid value does not disturb the valid ones beside it', () => {
    const state = parse('dorosli:abc;dzieci:01.01.2030;cena:100,50;organizator:itaka;wyzywienie:hb');
    expect(state).toEqual({ ...defaults, tourOperator: ['itaka'], board: ['hb'] });
  });
});

describe('parseFiltr: lists and caps', () => {
  it('drops unknown items of a reference list and keeps the known ones', () => {
    expect(parse('udogodnienia:spa,jacuzzi,golf').hotelAttributes).toEqual(['spa', 'golf']);
    expect(parse('organizator:itaka,acme,tui').tourOperator).toEqual(['itaka', 'tui']);
  });

  it('keeps valid children and drops invalid birth dates', () => {
    expect(parse('dzieci:15.03.2020,01.01.2030,10.10.2015').children).toEqual(['2020-03-15', '2015-10-10']);
  });

  it(`caps destinations at ${MAX_DESTINATIONS}`, () => {
    const slugs = Array.from({ length: 30 }, (_, index) => `kraj-${index}`);
    const state = parse(`kierunek:${slugs.join(',')}`);
    expect(state.destinations.map((destination) => destination.slug)).toEqual(slugs.slice(0, MAX_DESTINATIONS));
  });

  it('stays bounded on a huge address', () => {
    const many = Array.from({ length: 200000 }, (_, index) => `miejsce-${index}`).join(',');
    const state = parse(`kierunek:${many.slice(0, 4000)};dzieci:${'01.01.2020,'.repeat(300)};hotel:${many}`);
    expect(state.destinations).toHaveLength(MAX_DESTINATIONS);
    expect(state.children).toHaveLength(6);
    // A value longer than any valid one is invalid as a whole.
    expect(state.hotels).toEqual([]);
  });

  it('adds kierunek to the path destinations without repeating them, within the cap', () => {
    const state = parseFiltr('kierunek:kreta,egipt', {
      now,
      pathDestinations: [{ slug: 'kreta', path: 'grecja/kreta' }],
    });
    expect(state.destinations).toEqual([
      { slug: 'kreta', path: 'grecja/kreta' },
      { slug: 'egipt', path: null },
    ]);
  });
});

describe('parseFiltr: format', () => {
  it('gives the defaults for an empty, missing or garbage value', () => {
    for (const input of ['', null, undefined, ';;;', ':::', 'abc', 'nieznany:1', 'dorosli']) {
      expect(parseFiltr(input, { now })).toEqual(defaults);
    }
  });

  it('takes the first of a repeated key', () => {
    expect(parse('dorosli:3;dorosli:4').adults).toBe(3);
  });

  it('keeps a colon inside a value', () => {
    expect(splitFiltr('oferta:a:b').get('oferta')).toBe('a:b');
  });

  it('reads every key together', () => {
    const state = parse(
      'kierunek:egipt;typ:wypoczynek;transport:samolot;miasto:katowice;od:01.12.2026;do:20.12.2026;dlugosc:7,9;' +
        'dorosli:2;dzieci:01.06.2026;wyzywienie:all-inclusive;udogodnienia:aquapark;opinie:4,6;standard:40,55;' +
        'cena:1000,4000;cena-za-wszystkich:nie;sortowanie:termin;strona:2;lot-bezposredni:tak;linie:bez-czarterow;' +
        'odleglosc-od-plazy:750;odleglosc-od-lotniska:60;organizator:tui;hotel:sol-y-mar;oferta:x1y2z3;' +
        'wyjazd:01.12.2026,07.12.2026;obszar:31.5,34,22,25,500',
    );
    expect(state.transport).toBe('samolot');
    expect(state.children).toEqual(['2026-06-01']);
    expect(state.routeDurationFromAirport).toBe(60);
    expect(state.departureDateRange).toEqual({ from: '2026-12-01', to: '2026-12-07' });
    expect(state.mapArea?.viewportBounds).toEqual([31.5, 34, 22, 25]);
  });
});

describe('parseFiltr: default transport follows the category and destinations', () => {
  it.each([
    ['wycieczki', 'samolot-lub-autokar'],
    ['last-minute', 'samolot'],
    ['all-inclusive', 'samolot'],
    ['egzotyka', 'samolot'],
    ['first-minute', 'samolot'],
    ['lato-27', 'samolot'],
    ['city-break', 'samolot-lub-autokar'],
    ['dojazd-wlasny', 'wlasny'],
    ['narty', 'dowolny'],
    ['rejsy', 'dowolny'],
    ['nieznana', 'samolot-lub-autokar'],
  ])('%s → %s', (category, transport) => {
    expect(parse('', category).transport).toBe(transport);
  });

  it.each(['czechy', 'polska', 'slowacja', 'niemcy', 'litwa', 'lotwa', 'estonia'])('destination %s makes it dowolny', (country) => {
    expect(parse(`kierunek:${country}`, 'last-minute').transport).toBe('dowolny');
    expect(parse(`kierunek:${country}`).transport).toBe('dowolny');
  });

  it('a region below a nearby country counts as that country', () => {
    const state = parseFiltr('', { now, pathDestinations: [{ slug: 'zakopane', path: 'polska/zakopane' }] });
    expect(state.transport).toBe('dowolny');
  });

  it('only when every destination is nearby: Poland with Greece keeps the page default', () => {
    expect(parse('kierunek:polska,czechy', 'last-minute').transport).toBe('dowolny');
    expect(parse('kierunek:polska,grecja', 'last-minute').transport).toBe('samolot');
    expect(parse('kierunek:grecja,polska').transport).toBe('samolot-lub-autokar');
  });

  it('own transport stays own even in Poland', () => {
    expect(parse('kierunek:polska', 'dojazd-wlasny').transport).toBe('wlasny');
  });

  it('an explicit transport wins over the default', () => {
    expect(parse('transport:autokar', 'last-minute').transport).toBe('autokar');
  });
});
