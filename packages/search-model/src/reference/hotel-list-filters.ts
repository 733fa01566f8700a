import { hotelSortValues, travellerGroupValues, type TravellerGroup } from '@travel/contracts/api/reference-values';
import { HOTEL_ATTRIBUTES } from './hotel-attributes';
import { entry, type ReferenceEntry } from './reference-entry';
import { RATING_PRESETS, STANDARD_PRESETS } from './search-options';

/**
 * The hotels listing's filters (docs/product/reference-data.md "Hotel list filters"): the options
 * `GET /v1/hotels/filters/` serves with their labels, and the values the listing's address accepts.
 * Rating and standard are the offer search's presets without their "any" entry, which the listing
 * draws itself.
 */

const TRAVELLER_GROUP_LABELS: Record<TravellerGroup, string> = {
  'rodziny-z-dziecmi': 'Rodziny z dziećmi',
  pary: 'Pary',
  przyjaciele: 'Przyjaciele',
  single: 'Single',
  seniorzy: 'Seniorzy',
};

/** Who a hotel is recommended for, in the API's order. */
export const TRAVELLER_GROUPS: readonly ReferenceEntry<TravellerGroup>[] = travellerGroupValues.map((group) =>
  entry(group, TRAVELLER_GROUP_LABELS[group]),
);

const withoutAny = RATING_PRESETS.filter((preset) => preset.value !== '0,6');
const standardsWithoutAny = STANDARD_PRESETS.filter((preset) => preset.value !== '0,55');

/** `opinie` values of the hotels listing, best first. */
export const HOTEL_RATING_VALUES: readonly string[] = withoutAny.map((preset) => preset.value);
/** `standard` values of the hotels listing, highest first. */
export const HOTEL_STANDARD_VALUES: readonly string[] = standardsWithoutAny.map((preset) => preset.value);

export interface FilterOption<Value extends string = string> {
  value: Value;
  label: string;
}

const option = <Value extends string>(value: Value, label: string): FilterOption<Value> => ({ value, label });

/** The body of `GET /v1/hotels/filters/`. */
export function hotelListFilterOptions() {
  return {
    hotelAttribute: HOTEL_ATTRIBUTES.map((attribute) => option(attribute.slug, attribute.label)),
    hotelRating: withoutAny.map((preset) => option(preset.value, preset.label)),
    hotelStandard: standardsWithoutAny.map((preset) => option(preset.value, preset.label)),
    hotelRecommendedFor: TRAVELLER_GROUPS.map((group) => option(group.slug, group.label)),
    sortBy: [...hotelSortValues],
  };
}
