/**
 * The hotels listing's filters, sort and page as its address holds them (`/hotele/grecja/kreta/
 * ?udogodnienia=basen-kryty,spa&opinie=4,6&sortowanie=ocena&strona=2`). Pure; the hook reads and
 * writes it, property tests check the round trip.
 */
import { hotelSortValues, travellerGroupValues, type HotelSort, type TravellerGroup } from '@travel/contracts/api/reference-values';
import { HOTEL_ATTRIBUTE_SLUG_SET } from '@travel/search-model/reference/hotel-attributes';
import { HOTEL_RATING_VALUES, HOTEL_STANDARD_VALUES } from '@travel/search-model/reference/hotel-list-filters';

export const DEFAULT_HOTEL_SORT: HotelSort = 'popularnosc';

export const HOTELS_PAGE_SIZE = 20;
const MAX_PAGE = 5000;

export interface HotelsListingState {
  hotelAttribute: string[];
  hotelRating: string | null;
  hotelStandard: string | null;
  hotelRecommendedFor: TravellerGroup[];
  sortBy: HotelSort;
  page: number;
}

export const HOTELS_LISTING_PARAMS = {
  hotelAttribute: 'udogodnienia',
  hotelRating: 'opinie',
  hotelStandard: 'standard',
  hotelRecommendedFor: 'dla',
  sortBy: 'sortowanie',
  page: 'strona',
} as const satisfies Record<keyof HotelsListingState, string>;

export const EMPTY_HOTELS_LISTING: Readonly<HotelsListingState> = {
  hotelAttribute: [],
  hotelRating: null,
  hotelStandard: null,
  hotelRecommendedFor: [],
  sortBy: DEFAULT_HOTEL_SORT,
  page: 1,
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;
const isIn = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && isIn(list, value) ? value : null;

/** Distinct valid slugs, sorted (one address per set of filters), at most 50. */
function slugList(value: string | null): string[] {
  if (value === null) return [];
  return [...new Set(value.split(',').filter((item) => SLUG.test(item)))].sort().slice(0, 50);
}

/** Reads the listing state from a query string; invalid and unknown values are dropped silently (docs/product/validation-and-display.md). */
export function parseHotelsListing(search: string): HotelsListingState {
  const params = new URLSearchParams(search);
  const get = (key: keyof HotelsListingState): string | null => params.get(HOTELS_LISTING_PARAMS[key]);
  const page = get('page');
  const pageNumber = page !== null && /^\d{1,4}$/.test(page) ? Number(page) : 1;
  return {
    hotelAttribute: slugList(get('hotelAttribute')).filter((attribute) => HOTEL_ATTRIBUTE_SLUG_SET.has(attribute)),
    hotelRating: oneOf(HOTEL_RATING_VALUES, get('hotelRating')),
    hotelStandard: oneOf(HOTEL_STANDARD_VALUES, get('hotelStandard')),
    hotelRecommendedFor: slugList(get('hotelRecommendedFor')).filter((group) => isIn(travellerGroupValues, group)),
    sortBy: oneOf(hotelSortValues, get('sortBy')) ?? DEFAULT_HOTEL_SORT,
    page: pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1,
  };
}

/** The query string of a state (`?` included, '' for the defaults), in a fixed order. */
export function writeHotelsListing(state: HotelsListingState): string {
  const params = new URLSearchParams();
  const set = (key: keyof HotelsListingState, value: string | null): void => {
    if (value !== null && value !== '') params.set(HOTELS_LISTING_PARAMS[key], value);
  };
  set('hotelAttribute', [...state.hotelAttribute].sort().join(','));
  set('hotelRating', state.hotelRating);
  set('hotelStandard', state.hotelStandard);
  set('hotelRecommendedFor', [...state.hotelRecommendedFor].sort().join(','));
  set('sortBy', state.sortBy === DEFAULT_HOTEL_SORT ? null : state.sortBy);
  set('page', state.page === 1 ? null : String(state.page));
  const query = params.toString().replaceAll('%2C', ',');
  return query === '' ? '' : `?${query}`;
}

/** A filter or sort change goes back to the first page; a page change keeps the filters. */
export function updateHotelsListing(state: HotelsListingState, patch: Partial<HotelsListingState>): HotelsListingState {
  return { ...state, ...patch, page: patch.page ?? 1 };
}

/** The API query of `hotelsList` / `hotelsLocationCount` for a location path. */
export function hotelsFilterQuery(state: HotelsListingState) {
  return {
    ...(state.hotelAttribute.length === 0 ? {} : { hotelAttribute: state.hotelAttribute.join(',') }),
    ...(state.hotelRating === null ? {} : { hotelRating: state.hotelRating }),
    ...(state.hotelStandard === null ? {} : { hotelStandard: state.hotelStandard }),
    ...(state.hotelRecommendedFor.length === 0 ? {} : { hotelRecommendedFor: state.hotelRecommendedFor.join(',') }),
  };
}
