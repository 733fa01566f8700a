import { warsawTomorrow, type IsoDate } from '../dates/calendar-date';
import { BEACH_DISTANCE_LABEL_SWITCH, DEFAULT_CATEGORY } from '../defaults/search-defaults';
import { resolveLanding } from '../landing/resolve-landing';
import type { ValuesType } from '../landing/landing-types';
import { sortOptionBySlug, type AirlinesSlug, type SortApiValue, type TransportSlug } from '../reference/search-options';
import type { SearchState } from '../state/search-state';

/** docs/product/search-and-filtr.md, with typed values. */
export interface SearchPayload {
  children: IsoDate[];
  adults: number;
  airlines: AirlinesSlug;
  board: string[];
  /** The derived category (landing slug). */
  category: string;
  dateFrom: IsoDate;
  dateTo: IsoDate | null;
  /** Empty for own transport (docs/product/search-and-filtr.md). */
  departureCity: string[];
  departureDateFrom: IsoDate | null;
  departureDateTo: IsoDate | null;
  /** Destination paths where known, slugs otherwise. */
  destinations: string[];
  directFlight: boolean;
  /** Metres; null is no limit (at or above the 2000 m label switch). */
  distanceFromBeach: number | null;
  /** Nights: each end of the day range minus one (docs/product/search-and-filtr.md). */
  durationDays: { from: number; to: number };
  geoBounds: { neLat: number; neLng: number; swLat: number; swLng: number } | null;
  geoLat: number | null;
  geoLng: number | null;
  /** The map radius, km. */
  geoMaxDistance: number | null;
  hotelAttributes: string[];
  hotelRating: string;
  hotelStandard: string;
  hotels: string[];
  offer: string | null;
  offerType: string[];
  page: number;
  /** `to` null: no upper limit. */
  priceRange: { from: number; to: number | null };
  /** Minutes; null is any. */
  routeDurationFromAirport: number | null;
  seoCategory: ValuesType;
  sortBy: SortApiValue;
  totalPrice: boolean;
  tourOperator: string[];
  transport: TransportSlug;
}

export interface PayloadOptions {
  /** The current instant: an unset start date means tomorrow in Europe/Warsaw. */
  now: Date;
}

/** The search request payload of a state (docs/product/search-and-filtr.md). */
export function buildSearchPayload(state: SearchState, options: PayloadOptions): SearchPayload {
  const { now } = options;
  const landing = resolveLanding(state.category, { now }) ?? resolveLanding(DEFAULT_CATEGORY, { now });
  const area = state.mapArea;
  return {
    children: [...state.children],
    adults: state.adults,
    airlines: state.airlines,
    board: [...state.board],
    category: landing?.slug ?? DEFAULT_CATEGORY,
    dateFrom: state.dateRange.from ?? warsawTomorrow(now),
    dateTo: state.dateRange.to,
    departureCity: state.transport === 'wlasny' ? [] : [...state.departureCity],
    departureDateFrom: state.departureDateRange?.from ?? null,
    departureDateTo: state.departureDateRange?.to ?? null,
    destinations: state.destinations.map((destination) => destination.path ?? destination.slug),
    directFlight: state.directFlight,
    distanceFromBeach: state.distanceFromBeach < BEACH_DISTANCE_LABEL_SWITCH ? state.distanceFromBeach : null,
    durationDays: { from: state.durationDays.from - 1, to: state.durationDays.to - 1 },
    geoBounds:
      area === null
        ? null
        : { neLat: area.viewportBounds[0], neLng: area.viewportBounds[1], swLat: area.viewportBounds[2], swLng: area.viewportBounds[3] },
    geoLat: area?.lat ?? null,
    geoLng: area?.lng ?? null,
    geoMaxDistance: area?.radius ?? null,
    hotelAttributes: [...state.hotelAttributes],
    hotelRating: state.hotelRating,
    hotelStandard: state.hotelStandard,
    hotels: state.hotels.map((hotel) => hotel.slug),
    offer: state.offer,
    offerType: [...state.offerType],
    page: state.page,
    priceRange: { ...state.priceRange },
    routeDurationFromAirport: state.routeDurationFromAirport,
    seoCategory: landing?.valuesType ?? 'trip',
    sortBy: sortOptionBySlug(state.sortBy).apiValue,
    totalPrice: state.totalPrice,
    tourOperator: [...state.tourOperator],
    transport: state.transport,
  };
}
