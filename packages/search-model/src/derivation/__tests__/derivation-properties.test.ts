import * as fc from 'fast-check';
import { filtrLikeArbitrary, validStateArbitrary } from '../../filtr/__tests__/filtr-arbitraries';
import { allLandings, resolveLanding } from '../../landing/resolve-landing';
import { fromListingUrl, toListingUrl } from '../../listing-url/listing-url';
import { deriveCategory } from '../derive-category';
import { landingHolds } from '../preset-match';
import { selectCategory } from '../select-category';
import type { SearchState } from '../../state/search-state';

const now = new Date('2026-11-22T10:00:00Z');
const PATHS = ['', 'grecja/', 'grecja/kreta/', 'polska/zakopane/', 'czechy/praga/', 'egipt/hurghada/makadi-bay/'];
const slugs = allLandings({ now }).map((landing) => landing.slug);
const holds = (category: string, state: Parameters<typeof landingHolds>[1]): boolean => {
  const landing = resolveLanding(category, { now });
  return landing !== null && landingHolds(landing, state, now);
};

describe('derivation properties', () => {
  it('the derived category always holds for its filters, and deriving again changes nothing', () => {
    fc.assert(
      fc.property(validStateArbitrary(now), fc.constantFrom(...slugs), (state, category) => {
        const derived = deriveCategory({ ...state, category }, { now });
        expect(holds(derived.category, derived)).toBe(true);
        expect(deriveCategory(derived, { now })).toBe(derived);
      }),
      { numRuns: 300 },
    );
  });

  it('selecting any category gives a state whose category holds', () => {
    fc.assert(
      fc.property(validStateArbitrary(now), fc.constantFrom(...slugs), (state, category) => {
        const selected = selectCategory(state, category, { now });
        expect(holds(selected.category, selected)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a listing address read and written again is stable (a copied address reproduces the listing)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...slugs), fc.constantFrom(...PATHS), filtrLikeArbitrary, fc.boolean(), (category, path, filtr, bare) => {
        const search = bare ? '' : `?filtr=${encodeURIComponent(filtr)}`;
        const state = fromListingUrl(`/${category}/${path}`, search, { now });
        if (state === null) throw new Error(`landing ${category} expected`);
        const url = toListingUrl(state, { now });
        const [pathname = '', query = ''] = url.split('?');
        const again = fromListingUrl(pathname, query === '' ? '' : `?${query}`, { now });
        // Destinations beyond the one in the path travel as slugs in kierunek and lose their path.
        const slugsOnly = (value: SearchState | null) => value && { ...value, destinations: value.destinations.map((d) => d.slug) };
        expect(slugsOnly(again)).toEqual(slugsOnly(state));
        expect(again && toListingUrl(again, { now })).toBe(url);
      }),
      { numRuns: 300 },
    );
  });
});
