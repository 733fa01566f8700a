import { DEFAULT_PAGE } from '../defaults/search-defaults';
import { defaultTransport } from '../landing/preset-evaluation';
import { resolveLanding } from '../landing/resolve-landing';
import type { SearchState } from '../state/search-state';
import { applyLandingPresets, clearLandingPresets } from './apply-presets';
import { deriveCategory, type DeriveOptions } from './derive-category';

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
 * Applies a filter change the way the listing does: the page goes back to the first unless the
 * change is the page itself, and the category is derived again.
 */
export function updateSearch(state: SearchState, patch: Partial<SearchState>, options: DeriveOptions): SearchState {
  const page = patch.page ?? DEFAULT_PAGE;
  return deriveCategory({ ...state, ...patch, page }, options);
}
