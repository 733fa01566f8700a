import { createDefaultSearchState } from '../../defaults/search-defaults';
import type { SearchState } from '../../state/search-state';
import { changedFilters, resetFilter, toggleFilterValue } from '../filter-actions';

const now = new Date('2026-11-22T10:00:00Z');
const base = (patch: Partial<SearchState> = {}): SearchState => ({ ...createDefaultSearchState(), ...patch });

describe('filter actions', () => {
  it('toggles a checkbox value and derives the category both ways', () => {
    const one = toggleFilterValue(base({ page: 3 }), 'tourOperator', 'itaka', { now });
    expect(one).toMatchObject({ tourOperator: ['itaka'], category: 'itaka', page: 1 });
    const two = toggleFilterValue(one, 'tourOperator', 'tui', { now });
    expect(two).toMatchObject({ tourOperator: ['itaka', 'tui'], category: 'wycieczki' });
    const back = toggleFilterValue(two, 'tourOperator', 'itaka', { now });
    expect(back).toMatchObject({ tourOperator: ['tui'], category: 'tui' });
  });

  it('resets one filter to its default and reverts the category it made', () => {
    const cheap = base({ category: 'tanie-wczasy', priceRange: { from: 1, to: 1500 }, adults: 3 });
    expect(resetFilter(cheap, 'priceRange', { now })).toMatchObject({
      category: 'wycieczki',
      priceRange: { from: 1, to: null },
      adults: 3,
    });
  });

  it('resets transport to the category default', () => {
    const state = base({ category: 'last-minute', transport: 'autokar' });
    expect(resetFilter(state, 'transport', { now }).transport).toBe('samolot');
  });

  it('lists the filters that differ from a fresh search', () => {
    expect(changedFilters(base(), { now })).toEqual([]);
    expect(changedFilters(base({ category: 'last-minute', transport: 'samolot', page: 4 }), { now })).toEqual([]);
    expect(changedFilters(base({ adults: 1, board: ['hb'], transport: 'autokar' }), { now })).toEqual(['transport', 'adults', 'board']);
  });
});
