import { createDefaultSearchState } from '../../defaults/search-defaults';
import type { LandingPreset } from '../../landing/landing-types';
import { resolveLanding } from '../../landing/resolve-landing';
import type { SearchState } from '../../state/search-state';
import { applyLandingPresets } from '../apply-presets';
import { appliedCategoryPresets, clearCategoryPresets, clearSearchFilters, selectCategory, updateSearch } from '../select-category';

const now = new Date('2026-11-22T10:00:00Z');
const base = (patch: Partial<SearchState> = {}): SearchState => ({ ...createDefaultSearchState(), ...patch });
const landing = (slug: string, at: Date = now): LandingPreset => resolveLanding(slug, { now: at }) as LandingPreset;

describe('selecting a category applies its presets', () => {
  it('last-minute: dates from tomorrow to day 32, 7-29 days, wypoczynek, plane', () => {
    expect(selectCategory(base({ page: 4 }), 'last-minute', { now })).toMatchObject({
      category: 'last-minute',
      dateRange: { from: '2026-11-23', to: '2026-12-24' },
      durationDays: { from: 7, to: 29 },
      offerType: ['wypoczynek'],
      transport: 'samolot',
      page: 1,
    });
  });

  it('last-minute with one departure city lands on its variant', () => {
    expect(selectCategory(base({ departureCity: ['poznan'] }), 'last-minute', { now }).category).toBe('last-minute-z-poznania');
  });

  it('first-minute: next summer, 7-29 days', () => {
    expect(selectCategory(base(), 'first-minute', { now })).toMatchObject({
      dateRange: { from: '2027-04-20', to: '2027-10-31' },
      durationDays: { from: 7, to: 29 },
      transport: 'samolot',
    });
  });

  it('narty: the running ski season from tomorrow, ski resorts, any transport', () => {
    expect(selectCategory(base({ transport: 'samolot' }), 'narty', { now })).toMatchObject({
      category: 'narty',
      offerType: ['narty'],
      dateRange: { from: '2026-11-23', to: '2027-04-15' },
      hotelAttributes: ['kurorty-narciarskie'],
      transport: 'dowolny',
    });
  });

  it('sylwester: 24.12-07.01 of the coming turn of the year', () => {
    expect(selectCategory(base(), 'sylwester', { now }).dateRange).toEqual({ from: '2026-12-24', to: '2027-01-07' });
    const january = new Date('2027-01-03T10:00:00Z');
    expect(selectCategory(base(), 'sylwester', { now: january }).dateRange).toEqual({ from: '2027-01-04', to: '2027-01-07' });
    const later = new Date('2027-01-10T10:00:00Z');
    expect(selectCategory(base(), 'sylwester', { now: later }).dateRange).toEqual({ from: '2027-12-24', to: '2028-01-07' });
  });

  it('lato in the middle of the season starts tomorrow; the slug follows the season', () => {
    const june = new Date('2026-06-01T10:00:00Z');
    // The default start (null) is tomorrow, inside the season already, so it is not forced.
    expect(selectCategory(base(), 'lato-26', { now: june })).toMatchObject({
      category: 'lato-26',
      dateRange: { from: null, to: '2026-10-31' },
    });
    expect(selectCategory(base({ dateRange: { from: '2026-02-01', to: null } }), 'lato-26', { now: june }).dateRange).toEqual({
      from: '2026-06-02',
      to: '2026-10-31',
    });
    expect(selectCategory(base(), 'lato-26', { now })).toMatchObject({
      category: 'lato-27',
      dateRange: { from: '2027-03-20', to: '2027-10-31' },
    });
  });

  it('required presets are forced, but a value that already satisfies them stays', () => {
    expect(selectCategory(base(), 'na-7-dni', { now }).durationDays).toEqual({ from: 7, to: 9 });
    expect(selectCategory(base({ durationDays: { from: 8, to: 8 } }), 'na-7-dni', { now }).durationDays).toEqual({ from: 8, to: 8 });
    expect(selectCategory(base(), 'tanie-wczasy', { now }).priceRange).toEqual({ from: 1, to: 2000 });
    expect(selectCategory(base({ priceRange: { from: 300, to: 900 } }), 'tanie-wczasy', { now }).priceRange).toEqual({
      from: 300,
      to: 900,
    });
    expect(selectCategory(base({ tourOperator: ['tui', 'itaka'] }), 'itaka', { now }).tourOperator).toEqual(['itaka']);
    expect(selectCategory(base(), 'z-krakowa', { now }).departureCity).toEqual(['krakow']);
    expect(selectCategory(base(), 'dojazd-wlasny', { now }).transport).toBe('wlasny');
    expect(selectCategory(base(), 'dla-rodzin-z-dziecmi', { now }).hotelAttributes).toEqual(['dla-dzieci']);
  });

  it('dla-singli makes the party one adult', () => {
    expect(selectCategory(base({ adults: 3, children: ['2018-01-01'] }), 'dla-singli', { now })).toMatchObject({
      category: 'dla-singli',
      adults: 1,
      children: [],
    });
  });

  it('changing the category resets transport to its default, even a chosen one', () => {
    expect(selectCategory(base({ transport: 'autokar' }), 'all-inclusive', { now }).transport).toBe('samolot');
    expect(selectCategory(base({ transport: 'samolot' }), 'rejsy', { now }).transport).toBe('dowolny');
    expect(selectCategory(base({ transport: 'samolot' }), 'city-break', { now }).transport).toBe('samolot-lub-autokar');
    expect(
      selectCategory(base({ transport: 'samolot', destinations: [{ slug: 'czechy', path: 'czechy' }] }), 'egzotyka', { now }).transport,
    ).toBe('dowolny');
  });

  it('an unknown slug leaves the state as it is', () => {
    const state = base({ adults: 3 });
    expect(selectCategory(state, 'nie-ma-takiej', { now })).toBe(state);
  });
});

describe('optional presets apply only on request', () => {
  it('without the request only required presets are forced', () => {
    const lastMinute = applyLandingPresets(base(), landing('last-minute'), { now, includeOptional: false });
    expect(lastMinute).toEqual(base());
    const cheap = applyLandingPresets(base(), landing('tanie-wczasy'), { now, includeOptional: false });
    expect(cheap).toEqual(base({ priceRange: { from: 1, to: 2000 } }));
  });

  it('an optional preset replaces what the shopper had when requested', () => {
    const state = applyLandingPresets(base({ durationDays: { from: 3, to: 5 } }), landing('all-inclusive'), {
      now,
      includeOptional: true,
    });
    expect(state.durationDays).toEqual({ from: 7, to: 29 });
    expect(state.board).toEqual(['all-inclusive']);
  });

  it('a seasonal preset not yet open is skipped, the rest applies', () => {
    const notYet: LandingPreset = {
      ...landing('first-minute'),
      values: {
        ...landing('first-minute').values,
        dateFrom: {
          required: false,
          value: { type: 'seasonal', season: 'first-minute', bound: 'from' },
          comparison: 'within',
          conditions: [
            { required: true, value: null, propToCompare: 'currentDate', operator: 'gte', valueToCompare: { type: 'relative', day: 1 } },
          ],
        },
      },
    };
    const state = applyLandingPresets(base(), notYet, { now, includeOptional: true });
    expect(state.dateRange.from).toBeNull();
    expect(state.dateRange.to).toBe('2027-10-31');
    expect(state.durationDays).toEqual({ from: 7, to: 29 });
  });
});

describe('clearing presets', () => {
  it('clears last-minute presets and stays on last-minute', () => {
    const chosen = selectCategory(base(), 'last-minute', { now });
    expect(clearCategoryPresets(chosen, { now })).toEqual({ ...base(), category: 'last-minute', transport: 'samolot-lub-autokar' });
  });

  it('clearing a derived category reverts it to wycieczki', () => {
    const cheap = selectCategory(base(), 'tanie-wczasy', { now });
    expect(clearCategoryPresets(cheap, { now })).toMatchObject({ category: 'wycieczki', priceRange: { from: 1, to: null } });
    const singles = selectCategory(base(), 'dla-singli', { now });
    expect(clearCategoryPresets(singles, { now })).toMatchObject({ category: 'wycieczki', adults: 2 });
    const own = selectCategory(base(), 'dojazd-wlasny', { now });
    expect(clearCategoryPresets(own, { now })).toMatchObject({ category: 'wycieczki', transport: 'samolot-lub-autokar' });
  });
});

describe('updateSearch', () => {
  it('goes back to the first page and derives the category', () => {
    const next = updateSearch(base({ page: 3 }), { tourOperator: ['rainbow'] }, { now });
    expect(next).toMatchObject({ page: 1, category: 'rainbow', tourOperator: ['rainbow'] });
  });

  it('keeps the page when the page is what changes', () => {
    expect(updateSearch(base(), { page: 5 }, { now }).page).toBe(5);
  });
});

describe('the listing clears presets as the product says', () => {
  it('names the presets of the category the filters hold, a date pair once', () => {
    const chosen = selectCategory(base(), 'last-minute', { now });
    expect(appliedCategoryPresets(chosen, { now })).toEqual(['dateFrom', 'durationDays', 'offerType', 'transport']);
    expect(appliedCategoryPresets(selectCategory(base(), 'sylwester', { now }), { now })).toEqual(['offerType', 'dateFrom']);
    expect(appliedCategoryPresets(base(), { now })).toEqual([]);
    const longer = updateSearch(chosen, { durationDays: { from: 2, to: 29 } }, { now });
    expect(appliedCategoryPresets(longer, { now })).not.toContain('durationDays');
  });

  it('clearing the presets leaves none applied; a category defined by them reverts', () => {
    const chosen = selectCategory(base(), 'last-minute', { now });
    const cleared = clearCategoryPresets(chosen, { now });
    expect(appliedCategoryPresets(cleared, { now })).toEqual([]);
    const cheap = selectCategory(base(), 'tanie-wczasy', { now });
    expect(clearCategoryPresets(cheap, { now }).category).toBe('wycieczki');
  });

  it('"Wyczyść filtry" keeps the category and its required presets, not the optional ones', () => {
    const lastMinute = { ...selectCategory(base(), 'last-minute', { now }), board: ['all-inclusive'], adults: 3 };
    expect(clearSearchFilters(lastMinute, { now })).toEqual({ ...base(), category: 'last-minute', transport: 'samolot' });
    const cheap = { ...selectCategory(base(), 'tanie-wczasy', { now }), adults: 4 };
    expect(clearSearchFilters(cheap, { now })).toMatchObject({ category: 'tanie-wczasy', adults: 2, priceRange: { from: 1, to: 2000 } });
    const place = {
      ...base({ destinations: [{ name: 'Grecja', slug: 'grecja', path: 'grecja', genitive: 'Grecji', locative: 'Grecji', id: 30 }] }),
      category: 'wycieczki',
      adults: 1,
    };
    expect(clearSearchFilters(place, { now }).destinations).toEqual(place.destinations);
  });
});
