import { warsawTomorrow } from '../dates/calendar-date';
import { DEFAULT_ADULTS, DEFAULT_CATEGORY, DEFAULT_DURATION, DEFAULT_PRICE_FROM } from '../defaults/search-defaults';
import { presetInForce, presetValue, resolveDatePreset, defaultTransport } from '../landing/preset-evaluation';
import { resolveLanding } from '../landing/resolve-landing';
import type { LandingPreset, LandingValueKey, PresetEntry } from '../landing/landing-types';
import type { SearchState } from '../state/search-state';
import { presetSatisfied, valueKeys } from './preset-match';

export interface ApplyPresetsOptions {
  now: Date;
  /** Also apply the optional presets (docs/product/landing-pages.md: "others are applied only on request"). */
  includeOptional: boolean;
}

/** Sets one preset's value on the state (dates moved up to tomorrow when the preset lies earlier). */
function setPreset(state: SearchState, landing: LandingPreset, key: LandingValueKey, now: Date): SearchState {
  const context = { destinations: state.destinations, now };
  const values = landing.values;
  const tomorrow = warsawTomorrow(now);
  switch (key) {
    case 'dateFrom': {
      const day = values.dateFrom && resolveDatePreset(presetValue(values.dateFrom, context), now);
      if (!day) return state;
      const from = day < tomorrow ? tomorrow : day;
      const to = state.dateRange.to !== null && state.dateRange.to < from ? null : state.dateRange.to;
      return { ...state, dateRange: { from, to } };
    }
    case 'dateTo': {
      const day = values.dateTo && resolveDatePreset(presetValue(values.dateTo, context), now);
      if (!day || day <= tomorrow) return state;
      const from = state.dateRange.from !== null && state.dateRange.from > day ? null : state.dateRange.from;
      return { ...state, dateRange: { from, to: day } };
    }
    case 'durationDays':
      return values.durationDays ? { ...state, durationDays: { ...presetValue(values.durationDays, context) } } : state;
    case 'priceRange':
      return values.priceRange ? { ...state, priceRange: { ...presetValue(values.priceRange, context) } } : state;
    case 'adults':
      return values.adults ? { ...state, adults: presetValue(values.adults, context), children: [] } : state;
    case 'transport':
      return values.transport ? { ...state, transport: presetValue(values.transport, context) } : state;
    case 'offerType':
    case 'board':
    case 'hotelAttributes':
    case 'departureCity':
    case 'tourOperator': {
      const entry = values[key];
      return entry ? { ...state, [key]: [...presetValue(entry, context)] } : state;
    }
  }
}

/**
 * Applies a category's presets to the filters. Required presets are forced (only when the state
 * does not satisfy them already, so 8 days stays 8 days on na-7-dni); optional ones only when
 * asked. Presets whose required conditions fail (a season not yet open) are skipped.
 */
export function applyLandingPresets(state: SearchState, landing: LandingPreset, options: ApplyPresetsOptions): SearchState {
  const { now } = options;
  let next = state;
  // Dates go last so the from/to pair is settled against the final range.
  const keys = valueKeys(landing.values).sort((a, b) => Number(a.startsWith('date')) - Number(b.startsWith('date')));
  for (const key of keys) {
    const entry = landing.values[key] as PresetEntry<unknown>;
    if (!entry.required && !options.includeOptional) continue;
    if (!presetInForce(entry, { destinations: next.destinations, now })) continue;
    if (entry.required && presetSatisfied(key, landing.values, next, now)) continue;
    next = setPreset(next, landing, key, now);
  }
  return next;
}

/** Resets every filter a category presets back to the search defaults ("presets can be cleared"). */
export function clearLandingPresets(state: SearchState, landing: LandingPreset, now: Date): SearchState {
  let next = { ...state };
  for (const key of valueKeys(landing.values)) {
    switch (key) {
      case 'dateFrom':
        next = { ...next, dateRange: { ...next.dateRange, from: null } };
        break;
      case 'dateTo':
        next = { ...next, dateRange: { ...next.dateRange, to: null } };
        break;
      case 'durationDays':
        next.durationDays = { ...DEFAULT_DURATION };
        break;
      case 'priceRange':
        next.priceRange = { from: DEFAULT_PRICE_FROM, to: null };
        break;
      case 'adults':
        next.adults = DEFAULT_ADULTS;
        break;
      case 'transport':
        next.transport = defaultTransport(resolveLanding(DEFAULT_CATEGORY, { now }), next.destinations, now);
        break;
      case 'offerType':
      case 'board':
      case 'hotelAttributes':
      case 'departureCity':
      case 'tourOperator':
        next[key] = [];
        break;
    }
  }
  return next;
}
