import { addDays, isoDateFromParts, warsawToday, type IsoDate } from '../dates/calendar-date';
import { DEFAULT_TRANSPORT } from '../defaults/search-defaults';
import type { TransportSlug } from '../reference/search-options';
import type { DestinationRef } from '../state/search-state';
import type { DatePreset, LandingPreset, PresetCondition, PresetEntry } from './landing-types';
import { currentSeasonOccurrence } from './seasons';

/** The day a date preset names, for the given instant (seasonal ones in their current occurrence). */
export function resolveDatePreset(preset: DatePreset, now: Date): IsoDate | null {
  switch (preset.type) {
    case 'relative':
      return addDays(warsawToday(now), preset.day);
    case 'direct':
      return isoDateFromParts(preset.year, preset.month, preset.day);
    case 'seasonal': {
      const occurrence = currentSeasonOccurrence(preset.season, now);
      return occurrence[preset.bound];
    }
  }
}

/** A destination counts as a country when it is the country or lies under it in the path. */
export function destinationIsIn(destination: DestinationRef, locations: readonly string[]): boolean {
  const top = destination.path?.split('/')[0];
  return locations.includes(destination.slug) || (top !== undefined && locations.includes(top));
}

interface ConditionContext {
  destinations: readonly DestinationRef[];
  now: Date;
}

export function conditionHolds<Value>(condition: PresetCondition<Value>, context: ConditionContext): boolean {
  switch (condition.propToCompare) {
    case 'destinations':
      // `anyOf`: every chosen destination is one of the list (docs/product/landing-pages.md), so
      // Poland with Greece is no nearby-only search.
      return (
        context.destinations.length > 0 &&
        context.destinations.every((destination) => destinationIsIn(destination, condition.valueToCompare))
      );
    case 'currentDate': {
      const day = resolveDatePreset(condition.valueToCompare, context.now);
      // A season without a start date (availableFrom null) is always available.
      return day === null || warsawToday(context.now) >= day;
    }
  }
}

/** A preset is in force when all its required conditions hold. */
export function presetInForce<Value>(entry: PresetEntry<Value>, context: ConditionContext): boolean {
  return entry.conditions.every((condition) => !condition.required || conditionHolds(condition, context));
}

/** The preset's value, replaced by the value of the first optional condition that holds. */
export function presetValue<Value>(entry: PresetEntry<Value>, context: ConditionContext): Value {
  for (const condition of entry.conditions) {
    if (!condition.required && condition.value !== null && conditionHolds(condition, context)) return condition.value;
  }
  return entry.value;
}

/** Default transport of a category for the chosen destinations (docs/product/landing-pages.md). */
export function defaultTransport(
  landing: LandingPreset | null,
  destinations: readonly DestinationRef[],
  now: Date = new Date(),
): TransportSlug {
  const entry = landing?.values.transport;
  if (entry === undefined) return DEFAULT_TRANSPORT;
  return presetValue(entry, { destinations, now });
}
