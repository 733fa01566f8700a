import * as fc from 'fast-check';
import { createDefaultSearchState } from '../../defaults/search-defaults';
import { deriveCategory } from '../../derivation/derive-category';
import type { SearchState } from '../../state/search-state';
import { fromListingUrl, parseListingUrl, toListingUrl } from '../listing-url';

const now = new Date('2026-11-22T10:00:00Z');
const base = (patch: Partial<SearchState> = {}): SearchState => ({ ...createDefaultSearchState(), ...patch });

describe('toListingUrl', () => {
  it.each<[Partial<SearchState>, string]>([
    [{}, '/wycieczki/'],
    [{ category: 'itaka', tourOperator: ['itaka'] }, '/itaka/?filtr=organizator:itaka'],
    [{ destinations: [{ slug: 'kreta', path: 'grecja/kreta' }] }, '/wycieczki/grecja/kreta/'],
    [{ destinations: [{ slug: 'kreta', path: 'grecja/kreta' }], adults: 3 }, '/wycieczki/grecja/kreta/?filtr=dorosli:3'],
    // Several destinations, or one known only by slug, go into kierunek.
    [
      {
        destinations: [
          { slug: 'kreta', path: 'grecja/kreta' },
          { slug: 'egipt', path: 'egipt' },
        ],
      },
      '/wycieczki/?filtr=kierunek:kreta,egipt',
    ],
    [{ destinations: [{ slug: 'egipt', path: null }] }, '/wycieczki/?filtr=kierunek:egipt'],
    [{ hotels: [{ slug: 'hotel-ą' }] }, '/wycieczki/?filtr=hotel:hotel-%C4%85'],
    [{ category: 'nieznana' }, '/wycieczki/'],
  ])('%j → %s', (patch, expected) => {
    expect(toListingUrl(base(patch), { now })).toBe(expected);
  });

  it('puts a destination in the path only where the category allows it', () => {
    const spain = [{ slug: 'hiszpania', path: 'hiszpania' }];
    const zakopane = [{ slug: 'zakopane', path: 'polska/zakopane' }];
    const crete = [{ slug: 'kreta', path: 'grecja/kreta' }];
    expect(toListingUrl(base({ category: 'dla-singli', adults: 1, destinations: zakopane, transport: 'dowolny' }), { now })).toBe(
      '/dla-singli/polska/zakopane/?filtr=dorosli:1',
    );
    expect(toListingUrl(base({ category: 'dla-singli', adults: 1, destinations: spain }), { now })).toBe(
      '/dla-singli/?filtr=kierunek:hiszpania;dorosli:1',
    );
    expect(toListingUrl(base({ category: 'egzotyka', transport: 'samolot', destinations: crete }), { now })).toBe(
      '/egzotyka/?filtr=kierunek:kreta',
    );
  });

  it('keeps an empty filtr on a category with optional presets, so they do not come back', () => {
    expect(toListingUrl(base({ category: 'last-minute', transport: 'samolot' }), { now })).toBe('/last-minute/?filtr=');
    expect(fromListingUrl('/last-minute/', '?filtr=', { now })).toEqual(base({ category: 'last-minute', transport: 'samolot' }));
  });
});

describe('fromListingUrl', () => {
  it('reads category, destination path and filtr', () => {
    expect(fromListingUrl('/wycieczki/grecja/kreta/', '?filtr=dorosli:3;sortowanie:ocena', { now })).toEqual(
      base({ destinations: [{ slug: 'kreta', path: 'grecja/kreta' }], adults: 3, sortBy: 'ocena' }),
    );
  });

  it('gives null for an unknown category (the listing answers 404)', () => {
    expect(fromListingUrl('/nie-ma-takiej/', '', { now })).toBeNull();
  });

  it('reads the root as the default category', () => {
    expect(fromListingUrl('/', '', { now })).toEqual(base());
  });

  it('drops an invalid filtr value without an error', () => {
    expect(fromListingUrl('/wycieczki/', '?filtr=dorosli:abc;cena:100,50;strona:2', { now })).toEqual(base({ page: 2 }));
  });

  it('ignores an invalid destination path', () => {
    expect(fromListingUrl('/wycieczki/Grecja/', '', { now })?.destinations).toEqual([]);
    expect(fromListingUrl('/wycieczki/a/b/c/d/e/', '', { now })?.destinations).toEqual([]);
    expect(fromListingUrl('/wycieczki/%E0%A4%A/', '', { now })?.destinations).toEqual([]);
  });

  it('decodes percent-encoded filtr values', () => {
    expect(fromListingUrl('/wycieczki/', '?filtr=dorosli%3A3%3Bstrona%3A2', { now })).toEqual(base({ adults: 3, page: 2 }));
  });

  it('a bare landing address applies the optional presets too', () => {
    expect(fromListingUrl('/last-minute/', '', { now })).toMatchObject({
      category: 'last-minute',
      dateRange: { from: '2026-11-23', to: '2026-12-24' },
      durationDays: { from: 7, to: 29 },
      offerType: ['wypoczynek'],
      transport: 'samolot',
    });
  });

  it('an address with a filtr applies only the required presets', () => {
    expect(fromListingUrl('/last-minute/', '?filtr=dorosli:3', { now })).toEqual(
      base({ category: 'last-minute', transport: 'samolot', adults: 3 }),
    );
    expect(fromListingUrl('/itaka/', '?filtr=dorosli:3', { now })).toMatchObject({ category: 'itaka', tourOperator: ['itaka'] });
    expect(fromListingUrl('/itaka/', '?filtr=organizator:tui', { now })).toMatchObject({ category: 'itaka', tourOperator: ['itaka'] });
  });

  it('derives the category of a hand-typed address; toListingUrl gives the canonical one', () => {
    const parsed = parseListingUrl('/wycieczki/', '?filtr=organizator:itaka', { now });
    expect(parsed?.state.category).toBe('itaka');
    expect(parsed?.landing.slug).toBe('itaka');
    expect(toListingUrl(parsed?.state as SearchState, { now })).toBe('/itaka/?filtr=organizator:itaka');
  });

  it('a past summer slug becomes the current one', () => {
    expect(fromListingUrl('/lato-26/', '?filtr=od:01.07.2027;do:14.07.2027', { now })?.category).toBe('lato-27');
  });

  it('the variant pages carry their value', () => {
    expect(fromListingUrl('/last-minute-z-warszawy/', '', { now })).toMatchObject({
      category: 'last-minute-z-warszawy',
      departureCity: ['warszawa'],
      transport: 'samolot',
    });
    expect(fromListingUrl('/city-break-z-krakowa/', '?filtr=', { now })).toMatchObject({
      category: 'city-break-z-krakowa',
      departureCity: ['krakow'],
      offerType: ['city-break'],
    });
    expect(fromListingUrl('/last-minute-all-inclusive/', '?filtr=', { now })?.board).toEqual(['all-inclusive']);
  });
});

describe('listing address round trip', () => {
  const categories = ['wycieczki', 'last-minute', 'egzotyka', 'rejsy', 'z-warszawy', 'itaka', 'dla-singli', 'city-break'];
  const destinations = [
    [],
    [{ slug: 'kreta', path: 'grecja/kreta' }],
    [{ slug: 'zakopane', path: 'polska/zakopane' }],
    [
      { slug: 'egipt', path: 'egipt' },
      { slug: 'turcja', path: 'turcja' },
    ],
  ];

  it('a copied address reproduces the listing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...categories),
        fc.constantFrom(...destinations),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom('cena', 'ocena', 'termin') as fc.Arbitrary<SearchState['sortBy']>,
        (category, places, adults, page, sortBy) => {
          const first = fromListingUrl(`/${category}/`, '', { now });
          if (first === null) throw new Error(`no landing ${category}`);
          // What the listing holds is always derived.
          const state = deriveCategory({ ...first, destinations: places, adults, page, sortBy }, { now });
          const url = toListingUrl(state, { now });
          const [pathname, search = ''] = url.split('?');
          const again = fromListingUrl(pathname as string, search, { now });
          expect(again && toListingUrl(again, { now })).toBe(url);
        },
      ),
      { numRuns: 200 },
    );
  });
});
