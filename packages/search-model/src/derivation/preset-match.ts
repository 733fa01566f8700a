import { warsawTomorrow } from '../dates/calendar-date';
import { resolveDatePreset, presetInForce } from '../landing/preset-evaluation';
import type { LandingPreset, LandingValueKey, LandingValues, PresetComparison, PresetEntry } from '../landing/landing-types';
import type { SearchState } from '../state/search-state';
import { isKnownCategoryType } from './category-type';

const sameSet = (left: readonly string[], right: readonly string[]): boolean =>
  left.length === right.length && left.every((item) => right.includes(item));

/** Lists: `eq` the same set; `min` at least the preset's items; otherwise a non-empty subset of them. */
const listMatches = (state: readonly string[], preset: readonly string[], comparison: PresetComparison): boolean => {
  if (comparison === 'eq') return sameSet(state, preset);
  if (comparison === 'min') return preset.every((item) => state.includes(item));
  return state.length > 0 && state.every((item) => preset.includes(item));
};

const rangeMatches = (
  state: { from: number; to: number | null },
  preset: { from: number; to: number },
  comparison: PresetComparison,
): boolean => {
  if (state.to === null) return false;
  switch (comparison) {
    case 'eq':
      return state.from === preset.from && state.to === preset.to;
    case 'within':
      return state.from >= preset.from && state.to <= preset.to;
    case 'max':
      return state.from <= preset.to && state.to <= preset.to;
    case 'min':
      return state.from >= preset.from && state.to >= preset.from;
  }
};

/** Whether the state already satisfies one preset (ignoring whether the preset is in force). */
export function presetSatisfied(key: LandingValueKey, values: LandingValues, state: SearchState, now: Date): boolean {
  switch (key) {
    case 'dateFrom': {
      const entry = values.dateFrom as NonNullable<LandingValues['dateFrom']>;
      const day = resolveDatePreset(entry.value, now);
      const from = state.dateRange.from ?? warsawTomorrow(now);
      if (day === null) return false;
      if (entry.comparison === 'eq') return from === day;
      return entry.comparison === 'max' ? from <= day : from >= day;
    }
    case 'dateTo': {
      const entry = values.dateTo as NonNullable<LandingValues['dateTo']>;
      const day = resolveDatePreset(entry.value, now);
      const to = state.dateRange.to;
      if (day === null || to === null) return false;
      if (entry.comparison === 'eq') return to === day;
      return entry.comparison === 'min' ? to >= day : to <= day;
    }
    case 'durationDays': {
      const entry = values.durationDays as NonNullable<LandingValues['durationDays']>;
      return rangeMatches(state.durationDays, entry.value, entry.comparison);
    }
    case 'priceRange': {
      const entry = values.priceRange as NonNullable<LandingValues['priceRange']>;
      return rangeMatches(state.priceRange, entry.value, entry.comparison);
    }
    case 'adults': {
      // The adults preset describes the whole party: dla-singli is one adult and no children.
      const entry = values.adults as NonNullable<LandingValues['adults']>;
      return state.adults === entry.value && state.children.length === 0;
    }
    case 'transport':
      return state.transport === (values.transport as NonNullable<LandingValues['transport']>).value;
    case 'departureCity': {
      // Own transport has no departure city (the request leaves it out), so no departure-city page holds.
      const entry = values.departureCity as NonNullable<LandingValues['departureCity']>;
      return state.transport !== 'wlasny' && listMatches(state.departureCity, entry.value, entry.comparison);
    }
    case 'offerType':
    case 'board':
    case 'hotelAttributes':
    case 'tourOperator': {
      const entry = values[key] as NonNullable<LandingValues['offerType']>;
      return listMatches(state[key], entry.value, entry.comparison);
    }
  }
}

export const valueKeys = (values: LandingValues): LandingValueKey[] => Object.keys(values) as LandingValueKey[];

/**
 * Whether the state belongs to the category: every required preset in force is satisfied. A
 * required preset that is not in force yet (a season before its start) cannot be satisfied.
 */
export function landingHolds(landing: LandingPreset, state: SearchState, now: Date): boolean {
  if (!isKnownCategoryType(landing.type)) return false;
  const context = { destinations: state.destinations, now };
  return valueKeys(landing.values).every((key) => {
    const entry = landing.values[key] as PresetEntry<unknown>;
    if (!entry.required) return true;
    return presetInForce(entry, context) && presetSatisfied(key, landing.values, state, now);
  });
}

/** Whether the category has anything that can stop holding (a required preset). */
export function hasRequiredPresets(landing: LandingPreset): boolean {
  return valueKeys(landing.values).some((key) => (landing.values[key] as PresetEntry<unknown>).required);
}
