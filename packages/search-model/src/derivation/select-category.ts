import { createDefaultSearchState, DEFAULT_PAGE } from '../defaults/search-defaults';
import { defaultTransport } from '../landing/preset-evaluation';
import { resolveLanding } from '../landing/resolve-landing';
import type { LandingValueKey, PresetEntry } from '../landing/landing-types';
import type { SearchState } from '../state/search-state';
import { applyLandingPresets, clearLandingPresets } from './apply-presets';
import { deriveCategory, type DeriveOptions } from './derive-category';
import { presetSatisfied, valueKeys } from './preset-match';
import { presetInForce } from '../landing/preset-evaluation';

/**
 * The shopper picks a category: transport resets to its default, its presets (required and
 * optional) apply, and the variant rules run. An unknown slug leaves the state as it is.
 */
export function selectCategory(state: SearchState, slug: string, options: DeriveOptions): SearchState {
  const { now } = options;
  const landing = resolveLanding(slug, { now });
  if (landing === null) return state;
  const chosen: SearchState = {
    ...state,
    category: landing.slug,
    transport: defaultTransport(landing, state.destinations, now),
    page: DEFAULT_PAGE,
  };
  return deriveCategory(applyLandingPresets(chosen, landing, { now, includeOptional: true }), options);
}

/** Clears the current category's presets; the category then reverts if it no longer holds. */
export function clearCategoryPresets(state: SearchState, options: DeriveOptions): SearchState {
  const landing = resolveLanding(state.category, { now: options.now });
  if (landing === null) return deriveCategory(state, options);
  return deriveCategory({ ...clearLandingPresets(state, landing, options.now), page: DEFAULT_PAGE }, options);
}

/**
 * The presets of the current category the filters hold now (docs/product/landing-pages.md), in the
 * order the category lists them: what "clear the category's presets" would reset. A date pair
 * counts once, as `dateFrom`.
 */
export function appliedCategoryPresets(state: SearchState, options: DeriveOptions): LandingValueKey[] {
  const landing = resolveLanding(state.category, { now: options.now });
  if (landing === null) return [];
  const context = { destinations: state.destinations, now: options.now };
  // A preset the untouched search already meets (wycieczki's transport) sets nothing to clear.
  const untouched: SearchState = { ...createDefaultSearchState(), destinations: state.destinations };
  const sets = (key: LandingValueKey): boolean => {
    const entry = landing.values[key] as PresetEntry<unknown>;
    if (!presetInForce(entry, context) || presetSatisfied(key, landing.values, untouched, options.now)) return false;
    if (key === 'dateFrom' && state.dateRange.from === null) return false;
    return presetSatisfied(key, landing.values, state, options.now);
  };
  const keys = valueKeys(landing.values);
  const datesSet = keys.some((key) => (key === 'dateFrom' || key === 'dateTo') && sets(key));
  const firstDate = keys.find((key) => key === 'dateFrom' || key === 'dateTo');
  return keys.filter((key) => (key === 'dateFrom' || key === 'dateTo' ? key === firstDate && datesSet : sets(key)));
}

/**
 * "Wyczyść filtry": every filter back to the search defaults, the category and the place kept, and
 * only the category's required presets applied again (optional ones apply only when the shopper
 * picks the category: docs/product/landing-pages.md).
 */
export function clearSearchFilters(state: SearchState, options: DeriveOptions): SearchState {
  const landing = resolveLanding(state.category, { now: options.now });
  const cleared: SearchState = { ...createDefaultSearchState(), destinations: state.destinations, totalPrice: state.totalPrice };
  if (landing === null) return deriveCategory(cleared, options);
  const kept: SearchState = { ...cleared, category: landing.slug, transport: defaultTransport(landing, state.destinations, options.now) };
  return deriveCategory(applyLandingPresets(kept, landing, { now: options.now, includeOptional: false }), options);
}

/**
 * Applies a filter change the way the listing does: the page goes back to the first unless the
 * change is the page itself, and the category is derived again.
 */
export function updateSearch(state: SearchState, patch: Partial<SearchState>, options: DeriveOptions): SearchState {
  const page = patch.page ?? DEFAULT_PAGE;
  return deriveCategory({ ...state, ...patch, page }, options);
}
