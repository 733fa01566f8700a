import type { SearchState } from '../state/search-state';

export const DEFAULT_CATEGORY = 'wycieczki';
export const DEFAULT_ADULTS = 2;
export const DEFAULT_DURATION = { from: 2, to: 29 } as const;
export const DEFAULT_PRICE_FROM = 1;
/** docs/product/constants.md. A price 'to' at or above it means no upper limit. */
export const MAX_PRICE = 999999;
export const DEFAULT_DISTANCE_FROM_BEACH = 2000;
/** The beach-distance label switches here ('powyżej 2000 metrów'): at or above it there is no limit. */
export const BEACH_DISTANCE_LABEL_SWITCH = 2000;
export const MAX_ALLOWED_DISTANCE_FROM_BEACH = 4000;
export const PROPER_DISTANCE_FROM_BEACH = 750;
export const MAX_FLIGHT_DURATION_HOURS = 3;
export const MAX_ROUTE_FROM_AIRPORT_MINUTES = 90;
export const DEFAULT_HOTEL_RATING = '0,6';
export const RATING_SCALE = { min: 0, max: 6 } as const;
export const DEFAULT_HOTEL_STANDARD = '0,55';
export const STANDARD_SCALE = { min: 0, max: 55 } as const;
export const DEFAULT_TRANSPORT = 'samolot-lub-autokar' as const;
export const DEFAULT_SORT = 'cena' as const;
export const DEFAULT_PAGE = 1;
export const PAGE_SIZE = 20;
/** The API refuses larger pages (`offerListQuery` in @travel/contracts). */
export const MAX_PAGE_SIZE = 50;
/** Cap on `kierunek`; the spec leaves it open (docs/adr/0051-filtr-codec.md). */
export const MAX_DESTINATIONS = 20;
export const MAX_HOTELS = 20;
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 9;
export const MAX_CHILDREN = 6;
/** A child is anyone under this age on the search day. */
export const CHILD_AGE_LIMIT = 18;
export const MAX_PAGE = 10000;
/** Autosuggest needs this many characters ('Musisz wpisać min. 3 znaki'). */
export const MIN_SEARCH_KEYWORD_LENGTH = 3;

/** A fresh default search (docs/product/search-and-filtr.md). `dateRange.from` null is tomorrow. */
export function createDefaultSearchState(): SearchState {
  return {
    category: DEFAULT_CATEGORY,
    destinations: [],
    hotels: [],
    offer: null,
    offerType: [],
    transport: DEFAULT_TRANSPORT,
    departureCity: [],
    departureDateRange: null,
    dateRange: { from: null, to: null },
    durationDays: { ...DEFAULT_DURATION },
    adults: DEFAULT_ADULTS,
    children: [],
    airlines: 'default',
    directFlight: false,
    board: [],
    distanceFromBeach: DEFAULT_DISTANCE_FROM_BEACH,
    routeDurationFromAirport: null,
    hotelAttributes: [],
    hotelRating: DEFAULT_HOTEL_RATING,
    hotelStandard: DEFAULT_HOTEL_STANDARD,
    priceRange: { from: DEFAULT_PRICE_FROM, to: null },
    totalPrice: true,
    tourOperator: [],
    sortBy: DEFAULT_SORT,
    page: DEFAULT_PAGE,
    mapArea: null,
  };
}
