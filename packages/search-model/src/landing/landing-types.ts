import type { SeasonId } from './seasons';
import type { TransportSlug } from '../reference/search-options';

export const LANDING_TYPES = [
  'category',
  'board',
  'offerType',
  'tourOperator',
  'departureCity',
  'lastMinuteBoard',
  'lastMinuteDepartureCity',
  'cityBreakDepartureCity',
  'lastMinuteTourOperator',
] as const;
export type LandingType = (typeof LANDING_TYPES)[number];

export const LOCATION_AVAILABILITIES = ['all', 'country', 'none', 'selectedLocations'] as const;
export type LocationAvailability = (typeof LOCATION_AVAILABILITIES)[number];

export const VALUES_TYPES = [
  'trip',
  'lastMinute',
  'allInclusive',
  'sightseeing',
  'exoticism',
  'cruises',
  'cheapHoliday',
  'vacation',
  'firstMinute',
  'ownTransport',
  'ski',
  'newYear',
  'forSingles',
  'for7Days',
  'for14Days',
  'forFamiliesWithChildren',
  'lastMinuteAllInclusive',
  'sightseeingTrips',
  'cityBreak',
  'tourOperatorGroup',
  'departureCityGroup',
  'summer',
  'lastMinuteDepartureCityGroup',
  'cityBreakDepartureCityGroup',
  'lastMinuteTourOperatorGroup',
] as const;
export type ValuesType = (typeof VALUES_TYPES)[number];

/** A date a preset sets: days from today, a day of a yearly season, or a fixed day. */
export type DatePreset =
  | { type: 'relative'; day: number }
  | { type: 'seasonal'; season: SeasonId; bound: 'from' | 'to' | 'availableFrom' }
  | { type: 'direct'; day: number; month: number; year: number };

/**
 * A condition on a preset. A required condition gates the preset (it applies only when the
 * condition holds); an optional one with a value replaces the preset's value when it holds.
 */
export type PresetCondition<Value> =
  | { required: boolean; value: Value | null; propToCompare: 'destinations'; operator: 'anyOf'; valueToCompare: readonly string[] }
  | { required: boolean; value: Value | null; propToCompare: 'currentDate'; operator: 'gte'; valueToCompare: DatePreset };

/**
 * How the state's value must compare with a required preset for the category to hold:
 * `eq` the same value, `within` a range inside the preset range, `max` both ends at or below its
 * top (a date: not after it), `min` both ends at or above its bottom (a date: not before it).
 */
export type PresetComparison = 'eq' | 'within' | 'max' | 'min';

export interface PresetEntry<Value> {
  required: boolean;
  value: Value;
  comparison: PresetComparison;
  conditions: readonly PresetCondition<Value>[];
}

export interface LandingValues {
  dateFrom?: PresetEntry<DatePreset>;
  dateTo?: PresetEntry<DatePreset>;
  durationDays?: PresetEntry<{ from: number; to: number }>;
  offerType?: PresetEntry<readonly string[]>;
  transport?: PresetEntry<TransportSlug>;
  board?: PresetEntry<readonly string[]>;
  hotelAttributes?: PresetEntry<readonly string[]>;
  priceRange?: PresetEntry<{ from: number; to: number }>;
  adults?: PresetEntry<number>;
  departureCity?: PresetEntry<readonly string[]>;
  tourOperator?: PresetEntry<readonly string[]>;
}
export type LandingValueKey = keyof LandingValues;

/** Listing pages that turn into variants by one departure city, board or operator. */
export type LandingFamily = 'last-minute' | 'city-break';

export interface LandingPreset {
  slug: string;
  title: string;
  type: LandingType;
  alias: string | null;
  locationAvailability: LocationAvailability;
  selectedLocations: readonly string[];
  valuesType: ValuesType;
  values: LandingValues;
  /** The family this page belongs to (base page or variant), if any. */
  family: LandingFamily | null;
  /** The yearly season whose dates the page presets, if any. */
  season: SeasonId | null;
}
