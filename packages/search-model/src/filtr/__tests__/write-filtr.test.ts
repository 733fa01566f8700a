import { createDefaultSearchState } from '../../defaults/search-defaults';
import type { SearchState } from '../../state/search-state';
import { FILTR_KEYS } from '../filtr-keys';
import { writeFiltr } from '../write-filtr';

const now = new Date('2026-11-22T10:00:00Z');
const write = (patch: Partial<SearchState>): string => writeFiltr({ ...createDefaultSearchState(), ...patch }, { now });

describe('writeFiltr', () => {
  it('writes nothing for the default search', () => {
    expect(write({})).toBe('');
  });

  it.each<[Partial<SearchState>, string]>([
    [
      {
        destinations: [
          { slug: 'grecja', path: null },
          { slug: 'kreta', path: 'grecja/kreta' },
        ],
      },
      'kierunek:grecja,kreta',
    ],
    [{ hotels: [{ slug: 'hotel-a', name: 'Hotel A' }] }, 'hotel:hotel-a'],
    [{ offer: 'abc123' }, 'oferta:abc123'],
    [{ offerType: ['rejs'] }, 'typ:rejs'],
    [{ transport: 'autokar' }, 'transport:autokar'],
    [{ departureCity: ['warszawa', 'krakow'] }, 'miasto:warszawa,krakow'],
    [{ departureDateRange: { from: '2026-12-01', to: '2026-12-07' } }, 'wyjazd:01.12.2026,07.12.2026'],
    [{ dateRange: { from: '2026-12-01', to: null } }, 'od:01.12.2026'],
    [{ dateRange: { from: null, to: '2027-01-10' } }, 'do:10.01.2027'],
    [{ durationDays: { from: 7, to: 14 } }, 'dlugosc:7,14'],
    [{ adults: 1 }, 'dorosli:1'],
    [{ children: ['2020-03-15', '2026-06-01'] }, 'dzieci:15.03.2020,01.06.2026'],
    [{ airlines: 'bez-czarterow' }, 'linie:bez-czarterow'],
    [{ directFlight: true }, 'lot-bezposredni:tak'],
    [{ board: ['hb'] }, 'wyzywienie:hb'],
    [{ distanceFromBeach: 750 }, 'odleglosc-od-plazy:750'],
    [{ routeDurationFromAirport: 60 }, 'odleglosc-od-lotniska:60'],
    [{ hotelAttributes: ['spa'] }, 'udogodnienia:spa'],
    [{ hotelRating: '4,6' }, 'opinie:4,6'],
    [{ hotelStandard: '40,55' }, 'standard:40,55'],
    [{ priceRange: { from: 500, to: 3000 } }, 'cena:500,3000'],
    [{ priceRange: { from: 500, to: null } }, 'cena:500'],
    [{ priceRange: { from: 1, to: 2000 } }, 'cena:1,2000'],
    [{ totalPrice: false }, 'cena-za-wszystkich:nie'],
    [{ tourOperator: ['itaka'] }, 'organizator:itaka'],
    [{ sortBy: 'rabat' }, 'sortowanie:rabat'],
    [{ page: 4 }, 'strona:4'],
    [{ mapArea: { lat: 51.75, lng: 19.1, radius: 150, viewportBounds: [54.5, 24.1, 49, 14.1] } }, 'obszar:54.5,24.1,49,14.1,150'],
  ])('%j → %s', (patch, expected) => {
    expect(write(patch)).toBe(expected);
  });

  it.each<[Partial<SearchState>]>([
    [{ transport: 'samolot-lub-autokar' }],
    [{ durationDays: { from: 2, to: 29 } }],
    [{ adults: 2 }],
    [{ airlines: 'default' }],
    [{ directFlight: false }],
    [{ distanceFromBeach: 2000 }],
    [{ hotelRating: '0,6' }],
    [{ hotelStandard: '0,55' }],
    [{ priceRange: { from: 1, to: null } }],
    [{ totalPrice: true }],
    [{ sortBy: 'cena' }],
    [{ page: 1 }],
  ])('omits the default %j', (patch) => {
    expect(write(patch)).toBe('');
  });

  it('omits the transport when it is the category default, writes it otherwise', () => {
    expect(write({ category: 'last-minute', transport: 'samolot' })).toBe('');
    expect(write({ category: 'last-minute', transport: 'samolot-lub-autokar' })).toBe('transport:samolot-lub-autokar');
    expect(write({ destinations: [{ slug: 'polska', path: null }], transport: 'dowolny' })).toBe('kierunek:polska');
  });

  it('writes keys in the order of the spec table, whatever the state', () => {
    const written = write({
      page: 2,
      sortBy: 'ocena',
      tourOperator: ['tui'],
      adults: 3,
      destinations: [{ slug: 'egipt', path: null }],
      offerType: ['wypoczynek'],
    });
    expect(written).toBe('kierunek:egipt;typ:wypoczynek;dorosli:3;organizator:tui;sortowanie:ocena;strona:2');
    const keys = written.split(';').map((pair) => pair.split(':')[0] as string);
    const positions = keys.map((key) => (FILTR_KEYS as readonly string[]).indexOf(key));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('leaves out the destinations the path carries', () => {
    const state = { ...createDefaultSearchState(), destinations: [{ slug: 'kreta', path: 'grecja/kreta' }] };
    expect(writeFiltr(state, { now, omitDestinations: ['kreta'] })).toBe('');
  });
});
