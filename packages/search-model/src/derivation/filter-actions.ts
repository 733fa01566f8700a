import { createDefaultSearchState } from '../defaults/search-defaults';
import { defaultTransport } from '../landing/preset-evaluation';
import { resolveLanding } from '../landing/resolve-landing';
import type { SearchState } from '../state/search-state';
import type { DeriveOptions } from './derive-category';
import { updateSearch } from './select-category';

/** The list filters a checkbox toggles. */
export type ListFilter = 'offerType' | 'departureCity' | 'board' | 'hotelAttributes' | 'tourOperator';

/** Adds or removes one value of a list filter (a checkbox), then derives the category. */
export function toggleFilterValue(state: SearchState, filter: ListFilter, value: string, options: DeriveOptions): SearchState {
  const current = state[filter];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return updateSearch(state, { [filter]: next }, options);
}

/** Filters a shopper can clear one by one (an "active filter" chip). */
export type ResettableFilter = Exclude<keyof SearchState, 'category' | 'page'>;

/**
 * Puts one filter back to its default and derives the category. Transport goes back to the
 * category's default rather than the global one.
 */
export function resetFilter(state: SearchState, filter: ResettableFilter, options: DeriveOptions): SearchState {
  if (filter === 'transport') {
    const landing = resolveLanding(state.category, { now: options.now });
    return updateSearch(state, { transport: defaultTransport(landing, state.destinations, options.now) }, options);
  }
  const defaults = createDefaultSearchState();
  return updateSearch(state, { [filter]: defaults[filter] }, options);
}

/** The filters that differ from a fresh search (for "active filters" and a "clear all" button). */
export function changedFilters(state: SearchState, options: DeriveOptions): ResettableFilter[] {
  const defaults = createDefaultSearchState();
  const landing = resolveLanding(state.category, { now: options.now });
  defaults.transport = defaultTransport(landing, state.destinations, options.now);
  return (Object.keys(defaults) as (keyof SearchState)[]).filter(
    (key): key is ResettableFilter => key !== 'category' && key !== 'page' && JSON.stringify(state[key]) !== JSON.stringify(defaults[key]),
  );
}
